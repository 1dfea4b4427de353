import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../lib/api.ts';
import { sessionKey, sessionStore } from '../lib/session.ts';
import {
  fakeFetch,
  isCall,
  json,
  renderApp,
  resetSession,
  signInAs,
} from '../testing/render-app.tsx';
import { unsignedToken } from '../testing/tokens.ts';

beforeEach(() => {
  resetSession();
});

describe('session (SHELL-8, A§4.4)', () => {
  it('a refused refresh token logs out, goes to login and opens the session-expired modal', async () => {
    fakeFetch((url, init) => {
      if (isCall(authEndpoints.me, url, init)) {
        return json(401, { error: { code: 9000, message: 'Token hết hạn' } });
      }
      if (isCall(authEndpoints.refresh, url, init)) {
        return json(400, { error: { code: 9003, message: 'Refresh token không hợp lệ' } });
      }
      if (isCall(referenceEndpoints.misc, url, init)) {
        return json(200, { data: { branches: [], funds: [], assetTypes: [] } });
      }
      return undefined;
    });
    signInAs(['order_access']);
    const { router } = renderApp('/orders');
    await screen.findByTestId('header');

    await act(async () => {
      await expect(api.call(authEndpoints.me)).rejects.toMatchObject({ code: 9003 });
    });

    const modal = await screen.findByTestId('session-expired-modal');
    expect(modal.textContent).toContain('Phiên hoạt động của bạn đã hết thời hạn');
    expect(sessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem(sessionKey)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Signing in again returns to the page the session ended on.
    expect(router.state.location.state).toEqual({ from: '/orders' });

    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(screen.queryByTestId('session-expired-modal')).toBeNull());
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a refreshed token replaces the stored one and the call goes through', async () => {
    const fresh = unsignedToken({ permissions: ['order_access', 'client_access'], n: 2 });
    fakeFetch((url, init) => {
      const auth = new Headers(init.headers).get('Authorization');
      if (isCall(authEndpoints.refresh, url, init)) {
        return json(200, { data: { accessToken: fresh, refreshToken: 'r2' } });
      }
      if (isCall(clientEndpoints.search, url, init)) {
        return auth === `Bearer ${fresh}`
          ? json(200, { data: { items: [], total: 0 } })
          : json(401, { error: { code: 9000, message: 'Token hết hạn' } });
      }
      return undefined;
    });
    signInAs(['order_access']);
    await expect(api.call(clientEndpoints.search)).resolves.toEqual({ items: [], total: 0 });
    const state = sessionStore.getState();
    expect(state.session?.accessToken).toBe(fresh);
    expect(state.session?.claims.permissions).toEqual(['order_access', 'client_access']);
    expect(JSON.parse(window.localStorage.getItem(sessionKey) ?? '{}').accessToken).toBe(fresh);
  });
});
