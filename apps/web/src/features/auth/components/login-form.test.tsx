import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAppData } from '../../../lib/app-data.ts';
import { sessionStore } from '../../../lib/session.ts';
import {
  fakeFetch,
  isCall,
  json,
  renderApp,
  resetSession,
  testUser,
} from '../../../testing/render-app.tsx';
import { unsignedToken } from '../../../testing/tokens.ts';

const misc = {
  data: {
    branches: [
      { id: 1, code: 'HO', name: 'Hội sở', address: '' },
      { id: 2, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
      { id: 3, code: 'LVL', name: 'Kho LVL', address: '' },
      { id: 4, code: 'GD', name: 'Giám đốc', address: '' },
      { id: 5, code: 'TD', name: 'Chi nhánh Thủ Đức', address: '' },
    ],
    funds: [],
    assetTypes: [],
  },
};

type SignInAnswer = () => Response;

function serve(signIn: SignInAnswer) {
  return fakeFetch((url, init) => {
    if (isCall(referenceEndpoints.misc, url, init)) {
      return json(200, misc);
    }
    if (isCall(authEndpoints.signIn, url, init)) {
      return signIn();
    }
    if (isCall(authEndpoints.me, url, init)) {
      return json(200, { data: testUser({ permissions: ['cash_log_access'], language: 'vi' }) });
    }
    return undefined;
  });
}

async function openLogin(path = '/login') {
  const app = renderApp(path);
  const form = await screen.findByTestId('login-form');
  const select = within(form).getByTestId<HTMLSelectElement>('branch-select');
  await waitFor(() => expect(select.disabled).toBe(false));
  return { ...app, form, select };
}

function fillAndSubmit(form: HTMLElement, select: HTMLSelectElement) {
  fireEvent.change(select, { target: { value: '5' } });
  fireEvent.change(within(form).getByTestId('login-username'), { target: { value: ' sales ' } });
  fireEvent.change(within(form).getByTestId('login-password'), { target: { value: 'demo1234' } });
  fireEvent.submit(form);
}

beforeEach(() => {
  resetSession();
});

describe('login page (SHELL-6)', () => {
  it('offers every branch except HO, LVL and GD', async () => {
    serve(() => json(500, {}));
    const { select } = await openLogin();
    const offered = [...select.options]
      .filter((option) => option.value)
      .map((option) => option.text);
    expect(offered).toEqual(['Chi nhánh Quận 1', 'Chi nhánh Thủ Đức']);
  });

  it('requires branch, username and password', async () => {
    const fetchMock = serve(() => json(500, {}));
    const { form } = await openLogin();
    fireEvent.submit(form);
    expect(within(form).getAllByText('Mục bắt buộc')).toHaveLength(3);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      endpointUrl(referenceEndpoints.misc, {}),
    ]);
  });

  it.each([
    [
      400,
      9001,
      'Không tìm thấy người dùng',
      'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
    ],
    [
      400,
      9002,
      'Sai mật khẩu',
      'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
    ],
    [403, 9004, 'x', 'Tài khoản của bạn không được phép đăng nhập vào chi nhánh này.'],
    [429, 9005, 'x', 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.'],
    [403, 9006, 'x', 'Tài khoản của bạn đã bị vô hiệu hóa. Vui lòng liên hệ quản trị viên.'],
    [400, 1000, 'Dữ liệu không hợp lệ', 'Dữ liệu không hợp lệ'],
    [500, -1, '', 'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.'],
  ])('HTTP %i code %i shows the text for that code', async (status, code, message, expected) => {
    serve(() => json(status, { error: { code, message } }));
    const { form, select } = await openLogin();
    fillAndSubmit(form, select);
    const alert = await within(form).findByTestId('login-error');
    expect(alert.textContent).toBe(expected);
    expect(sessionStore.getState().session).toBeNull();
  });

  it('signs in, remembers the branch and goes to the page that was asked for', async () => {
    const fetchMock = serve(() =>
      json(200, {
        data: {
          accessToken: unsignedToken({ permissions: ['cash_log_access'] }),
          refreshToken: 'r',
        },
      }),
    );
    const { router, form, select } = await openLogin('/cash-log/pending');
    fillAndSubmit(form, select);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/pending'));
    const signInCall = fetchMock.mock.calls.find(([url, init]) =>
      isCall(authEndpoints.signIn, url, init),
    );
    expect(JSON.parse(String(signInCall?.[1].body))).toEqual({
      username: 'sales',
      password: 'demo1234',
      branch: 5,
    });
    expect(readAppData().lastBranchId).toBe(5);
    expect(sessionStore.getState().session?.user.username).toBe('sales');
  });

  it('goes to the landing page when the page asked for is not permitted', async () => {
    serve(() =>
      json(200, {
        data: {
          accessToken: unsignedToken({ permissions: ['cash_log_access'] }),
          refreshToken: 'r',
        },
      }),
    );
    const { router, form, select } = await openLogin('/orders');
    fillAndSubmit(form, select);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log'));
  });
});
