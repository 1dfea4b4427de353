import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { FakeSocket } from '../../testing/fake-socket.ts';
import {
  fakeFetch,
  isCall,
  json,
  renderApp,
  resetSession,
  signInAs,
  testUser,
} from '../../testing/render-app.tsx';
import { setViewportWidth } from '../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
});

async function openShell(path: string, permissions: string[]) {
  signInAs(permissions);
  const app = renderApp(path);
  const header = await screen.findByTestId('header');
  return { ...app, header };
}

describe('shell on desktop (SHELL-2, SHELL-3)', () => {
  beforeEach(() => {
    setViewportWidth(1440);
  });

  it('shows the branch, the search box, the phone buttons and the permitted navigation', async () => {
    fakeFetch(() => undefined);
    const { header } = await openShell('/orders', ['order_access', 'payment_reminder_access']);
    expect(within(header).getByTestId('branch-name').textContent).toBe('Chi nhánh Quận 1');
    expect(
      within(header).getByPlaceholderText('Tên, CMND/CCCD, hộ chiếu, số điện thoại hoặc mifos id'),
    ).toBeTruthy();
    // The call-log list opens; without WebRTC (jsdom) there is no phone, so the dial pad is off.
    expect((within(header).getByTestId('call-log-button') as HTMLButtonElement).disabled).toBe(
      false,
    );
    const dialPad = within(header).getByTestId('dial-pad-button') as HTMLButtonElement;
    expect(dialPad.disabled).toBe(true);
    expect(dialPad.dataset.connected).toBe('false');
    const nav = screen.getByTestId('nav');
    for (const label of [
      'Đơn hàng',
      'Tất cả đơn hàng',
      'Hộp thư của tôi',
      'Hợp đồng',
      'Nhắc thanh toán',
    ]) {
      expect(within(nav).getByText(label)).toBeTruthy();
    }
    for (const label of ['Tổng quan', 'Điều chỉnh giá trị', 'Khách hàng', 'Tài sản', 'Kế toán']) {
      expect(within(nav).queryByText(label)).toBeNull();
    }
    expect(screen.getByTestId('footer').textContent).toContain('8:30–18:30');
    expect(screen.queryByTestId('mobile-menu-button')).toBeNull();
  });

  it('navigates from the menu', async () => {
    fakeFetch(() => undefined);
    const { router } = await openShell('/orders', ['order_access']);
    fireEvent.click(within(screen.getByTestId('nav')).getByText('Hộp thư của tôi'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
  });

  it('searches with the chosen type on Enter', async () => {
    fakeFetch(() => undefined);
    const { router, header } = await openShell('/orders', ['order_access']);
    const type = within(header).getByTestId('search-type');
    expect(type.textContent).toBe('Tất cả');
    fireEvent.click(type);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hợp đồng' }));
    expect(type.textContent).toBe('Hợp đồng');
    const input = within(header).getByPlaceholderText(
      'Tên, CMND/CCCD, hộ chiếu, số điện thoại hoặc mifos id',
    );
    fireEvent.change(input, { target: { value: ' Nguyễn An ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?type=contracts&terms=Nguy%E1%BB%85n+An');
  });

  it('profile menu: name, phone state, language switch remembered on the server, logout', async () => {
    const fetchMock = fakeFetch((url, init) => {
      if (isCall(authEndpoints.setLanguage, url, init)) {
        return json(200, { data: testUser({ language: 'en' }) });
      }
      if (isCall(authEndpoints.signOut, url, init)) {
        return json(200, { data: {} });
      }
      return undefined;
    });
    const { router } = await openShell('/orders', ['order_access']);
    fireEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findAllByText('Nguyễn Văn An')).not.toHaveLength(0);
    expect(screen.getByText('Điện thoại: Chưa kết nối')).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getAllByText('All orders')).not.toHaveLength(0));
    const put = fetchMock.mock.calls.find(([url, init]) =>
      isCall(authEndpoints.setLanguage, url, init),
    );
    expect(JSON.parse(String(put?.[1].body))).toEqual({ language: 'en' });
    expect(JSON.parse(window.localStorage.getItem('pawndesk.app') ?? '{}').language).toBe('en');

    fireEvent.click(screen.getByTestId('profile-menu'));
    fireEvent.click(await screen.findByText('Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => isCall(authEndpoints.signOut, url, init)),
    ).toBe(true);
    const { i18n } = await import('../../i18n/i18n.ts');
    await act(() => i18n.changeLanguage('vi'));
  });
});

describe('shell on a phone (SHELL-4)', () => {
  it('moves search and navigation into the mobile menu', async () => {
    setViewportWidth(390);
    fakeFetch(() => undefined);
    await openShell('/orders', ['order_access', 'cash_log_access']);
    expect(screen.queryByTestId('nav')).toBeNull();
    fireEvent.click(screen.getByTestId('mobile-menu-button'));
    const menu = await screen.findByTestId('mobile-menu');
    expect(within(menu).getByTestId('search-box')).toBeTruthy();
    expect(within(menu).getByText('Quản lý sổ quỹ')).toBeTruthy();
  });
});

describe('live updates in the shell (SHELL-9)', () => {
  it('the header listens on call-logs and refreshes call-log queries', async () => {
    fakeFetch(() => undefined);
    await openShell('/orders', ['order_access']);
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/live');
    socket.open();
    socket.receive({ type: 'ready' });
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: 'call-logs' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.receive({ type: 'event', channel: 'call-logs', data: { id: 3 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['call-logs'] });
  });

  it('shows a persistent reload notice once reconnecting gives up', async () => {
    fakeFetch(() => undefined);
    await openShell('/orders', ['order_access']);
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    vi.useFakeTimers();
    const { reconnectDelay } = await import('@pawndesk/domain/live');
    act(() => {
      FakeSocket.latest().drop();
      for (let attempt = 0; reconnectDelay(attempt) !== undefined; attempt += 1) {
        vi.advanceTimersByTime(reconnectDelay(attempt) ?? 0);
        FakeSocket.latest().drop();
      }
    });
    const notice = screen.getByTestId('live-reload-notice');
    expect(notice.textContent).toContain('Vui lòng tải lại trang');
    const reload = within(notice).getByRole('button', { name: 'Tải lại trang' });
    expect(reload).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(screen.getByTestId('live-reload-notice')).toBeTruthy();
  });
});
