import { describe, expect, it } from 'vitest';
import { afterSignInPath, canOpen, findRoute, homePath } from './route-access.ts';

const sales = { permissions: ['order_access'], isSuperuser: false };
const collector = { permissions: ['payment_reminder_access'], isSuperuser: false };
const nobody = { permissions: [], isSuperuser: false };

describe('route access', () => {
  it('matches parameterised and optional segments to the route table', () => {
    expect(findRoute('/contract-editor')?.titleKey).toBe('ROUTE_CONTRACT_EDITOR');
    expect(findRoute('/contract-editor/15')?.titleKey).toBe('ROUTE_CONTRACT_EDITOR');
    expect(findRoute('/contracts/new')?.titleKey).toBe('ROUTE_CONTRACT_NEW');
    expect(findRoute('/contracts/15')?.titleKey).toBe('ROUTE_CONTRACT_DETAIL');
    expect(findRoute('/contracts/15/reprint')?.titleKey).toBe('ROUTE_CONTRACT_REPRINT');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('checks permissions per route', () => {
    expect(canOpen('/orders', sales)).toBe(true);
    expect(canOpen('/contracts', sales)).toBe(false);
    expect(canOpen('/contracts/15', sales)).toBe(true);
    expect(canOpen('/nowhere', { permissions: [], isSuperuser: true })).toBe(false);
  });

  it('home is the landing page, or / itself when nothing there is open', () => {
    expect(homePath(sales)).toBe('/orders');
    expect(homePath(collector)).toBe('/payment-reminder');
    expect(homePath(nobody)).toBe('/');
  });

  it('after sign-in: the wanted page when permitted, else home', () => {
    expect(afterSignInPath('/clients/3?tab=notes', sales)).toBe('/clients/3?tab=notes');
    expect(afterSignInPath('/contracts', sales)).toBe('/orders');
    expect(afterSignInPath(undefined, collector)).toBe('/payment-reminder');
    expect(afterSignInPath('/nowhere', sales)).toBe('/orders');
  });
});
