import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import {
  fakeFetch,
  isCall,
  json,
  renderApp,
  resetSession,
  signInAs,
} from '../../../testing/render-app.tsx';

type PasswordAnswer = () => Response;

function serve(answer: PasswordAnswer) {
  return fakeFetch((url, init) => {
    if (isCall(authEndpoints.changePassword, url, init)) {
      return answer();
    }
    if (isCall(authEndpoints.signOut, url, init)) {
      return json(200, { data: { loggedOut: true } });
    }
    return undefined;
  });
}

async function openPage() {
  signInAs(['order_access']);
  const app = renderApp('/user-password');
  const form = await screen.findByTestId('change-password-form');
  const type = (testId: string, value: string) =>
    fireEvent.change(within(form).getByTestId(testId), { target: { value } });
  return { ...app, form, type };
}

function fill(type: (testId: string, value: string) => void) {
  type('current-password', 'demo1234');
  type('new-password', 'new-secret-1');
  type('confirm-password', 'new-secret-1');
}

/** Lets pending promises (validation, the fake server) settle under fake timers. */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

beforeEach(() => {
  resetSession();
});

describe('change password (SHELL-7)', () => {
  it('shows the mismatch hint only once the confirmation is long enough and differs', async () => {
    serve(() => json(500, {}));
    const { form, type } = await openPage();
    type('new-password', 'abcdefgh');
    type('confirm-password', 'abcdefx');
    // Form.useWatch reports changes asynchronously; let it catch up before asserting an absence.
    await act(async () => {});
    expect(within(form).queryByTestId('mismatch-hint')).toBeNull();
    type('confirm-password', 'abcdefgx');
    expect((await within(form).findByTestId('mismatch-hint')).textContent).toBe(
      'Mật khẩu xác nhận không khớp với mật khẩu mới.',
    );
    type('confirm-password', 'abcdefgh');
    await waitFor(() => expect(within(form).queryByTestId('mismatch-hint')).toBeNull());
  });

  it('requires all three fields and at least 8 characters for the new password', async () => {
    const fetchMock = serve(() => json(500, {}));
    const { form, type } = await openPage();
    type('new-password', 'short');
    fireEvent.submit(form);
    expect(await within(form).findByText('Mật khẩu cần ít nhất 8 kí tự')).toBeTruthy();
    expect(within(form).getAllByText('Mục bắt buộc')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field as it changes, before any submit', async () => {
    serve(() => json(500, {}));
    const { form, type } = await openPage();
    expect(within(form).queryByText('Mục bắt buộc')).toBeNull();
    type('current-password', 'x');
    type('current-password', ' ');
    expect(within(form).getByText('Mục bắt buộc')).toBeTruthy();
    type('new-password', 'abc');
    expect(within(form).getByText('Mật khẩu cần ít nhất 8 kí tự')).toBeTruthy();
    type('new-password', 'abcdefgh');
    expect(within(form).queryByText('Mật khẩu cần ít nhất 8 kí tự')).toBeNull();
  });

  it.each([
    [9002, 'Mật khẩu hiện tại không đúng.'],
    [9007, 'Mật khẩu xác nhận không khớp với mật khẩu mới.'],
    [9008, 'Mật khẩu mới phải khác mật khẩu hiện tại.'],
    [1000, 'Không đổi được mật khẩu. Vui lòng liên hệ quản trị viên.'],
  ])('code %i shows its message and clears the form', async (code, expected) => {
    serve(() => json(400, { error: { code, message: 'x' } }));
    const { form, type } = await openPage();
    fill(type);
    fireEvent.submit(form);
    expect((await within(form).findByTestId('change-password-error')).textContent).toBe(expected);
    for (const testId of ['current-password', 'new-password', 'confirm-password']) {
      expect(within(form).getByTestId<HTMLInputElement>(testId).value).toBe('');
    }
  });

  it('hides the form, counts down 5 to 1 and logs out', async () => {
    const fetchMock = serve(() => json(200, { data: { updated: true } }));
    const { router, form, type } = await openPage();
    fill(type);
    vi.useFakeTimers();
    fireEvent.submit(form);
    await settle();
    expect(screen.queryByTestId('change-password-form')).toBeNull();
    expect(screen.getByText(/Mật khẩu đã được cập nhật/)).toBeTruthy();
    const seen: string[] = [];
    for (let second = 0; second < 5; second += 1) {
      seen.push(screen.getByTestId('countdown').textContent ?? '');
      expect(sessionStore.getState().session).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(seen).toEqual(['5', '4', '3', '2', '1']);
    await settle();
    expect(sessionStore.getState().session).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => isCall(authEndpoints.signOut, url, init)),
    ).toBe(true);
    vi.useRealTimers();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
