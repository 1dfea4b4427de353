import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeFetch,
  isCall,
  json,
  renderApp,
  resetSession,
  signInAs,
} from '../testing/render-app.tsx';

const branches = {
  data: {
    branches: [
      { id: 1, code: 'HO', name: 'Hội sở', address: '' },
      { id: 2, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
    ],
    funds: [],
    assetTypes: [],
  },
};

beforeEach(() => {
  resetSession();
  fakeFetch((url, init) =>
    isCall(referenceEndpoints.misc, url, init) ? json(200, branches) : undefined,
  );
});

// Generous: the first test of the file also transforms every lazily loaded screen.

async function landOn(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route guards (SHELL-1)', () => {
  it('sends a signed-out user to /login and remembers the wanted page', async () => {
    const { router } = renderApp('/contracts/12/redeem?tab=1');
    await landOn(router, '/login');
    expect(router.state.location.state).toEqual({ from: '/contracts/12/redeem?tab=1' });
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('header')).toBeNull();
  });

  it('sends a user without the permission home, which forwards to their landing page', async () => {
    signInAs(['order_access']);
    const { router } = renderApp('/contracts');
    await landOn(router, '/orders');
    expect(await screen.findByTestId('orders-screen')).toBeTruthy();
    expect(screen.getByText('Quản lý đơn hàng')).toBeTruthy();
  });

  it('lets a user with the permission open the page', async () => {
    signInAs(['payment_reminder_access']);
    const { router } = renderApp('/payment-reminder/reports');
    expect(await screen.findByTestId('reminder-reports')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-reminder/reports');
  });

  it('sends an unknown path home', async () => {
    signInAs(['cash_log_access']);
    const { router } = renderApp('/no/such/page');
    await landOn(router, '/cash-log');
  });

  it('sends an unknown path to login when signed out', async () => {
    const { router } = renderApp('/no/such/page');
    await landOn(router, '/login');
  });

  it('sends a signed-in user away from /login to their landing page', async () => {
    signInAs(['payment_reminder_access', 'cash_log_access']);
    const { router } = renderApp('/login');
    await landOn(router, '/payment-reminder');
  });

  it('forwards / to the first permitted area in the spec order', async () => {
    signInAs(['cash_log_access', 'value_adjustment_access']);
    const { router } = renderApp('/');
    await landOn(router, '/value-adjustment');
  });

  it('keeps a user with no landing area on / instead of looping', async () => {
    signInAs(['client_access']);
    const { router } = renderApp('/orders');
    await landOn(router, '/');
    expect(await screen.findByText('Chưa có quyền truy cập')).toBeTruthy();
  });

  it('lets a superuser open everything', async () => {
    // A permission-gated screen opens for a superuser without any permission.
    signInAs([], true);
    const { router } = renderApp('/value-adjustment');
    expect(await screen.findByTestId('value-adjustment-screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/value-adjustment');
  });

  it('shows a route still to come as not available', async () => {
    signInAs([]);
    const { router } = renderApp('/marketing');
    expect(await screen.findByTestId('not-available')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/marketing');
  });

  it('opens login-only routes without any permission', async () => {
    signInAs([]);
    const { router } = renderApp('/clients/42');
    expect(await screen.findByText('Chi tiết khách hàng')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients/42');
  });

  it('goes to login without remembering the page after a deliberate logout', async () => {
    signInAs(['order_access']);
    const { router } = renderApp('/orders');
    await screen.findByTestId('orders-screen');
    const { sessionStore } = await import('../lib/session.ts');
    sessionStore.clear();
    await landOn(router, '/login');
    expect(router.state.location.state).toBeNull();
  });
});
