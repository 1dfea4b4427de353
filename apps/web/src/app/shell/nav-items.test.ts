import { describe, expect, it } from 'vitest';
import { activeLink, visibleNav } from './nav-items.tsx';

function paths(permissions: string[], isSuperuser = false) {
  return visibleNav({ permissions, isSuperuser }).map((entry) => [
    entry.key,
    entry.links.map((link) => link.path),
  ]);
}

describe('navigation filtered by permission (SHELL-3)', () => {
  it('shows only what the user may open, dropping empty groups', () => {
    expect(paths(['order_access', 'payment_reminder_access'])).toEqual([
      ['orders', ['/orders', '/my-orders']],
      ['contracts', ['/payment-reminder']],
    ]);
    expect(paths(['client_access', 'asset_access', 'cash_log_access'])).toEqual([
      ['clients', ['/clients']],
      ['assets', ['/asset']],
      ['accountant', ['/cash-log']],
    ]);
    expect(paths([])).toEqual([]);
  });

  it('shows everything to a superuser', () => {
    expect(paths([], true)).toEqual([
      ['orders', ['/orders', '/my-orders']],
      ['contracts', ['/contracts', '/payment-reminder', '/value-adjustment']],
      ['clients', ['/clients']],
      ['assets', ['/asset']],
      ['accountant', ['/cash-log']],
      ['staff', ['/staff', '/audit']],
    ]);
  });

  it('highlights the closest link for nested pages', () => {
    expect(activeLink('/cash-log/pending')).toBe('/cash-log');
    expect(activeLink('/payment-reminder/reports')).toBe('/payment-reminder');
    expect(activeLink('/my-orders')).toBe('/my-orders');
    expect(activeLink('/contracts/12/redeem')).toBe('/contracts');
    expect(activeLink('/search')).toBeUndefined();
  });
});
