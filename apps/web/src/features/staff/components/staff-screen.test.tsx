import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import type { RoleDto, StaffDto } from '@pawndesk/domain/staff-api';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { miscFixture } from '../../../testing/fixtures/reference.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const branches = [
  { id: 1, code: 'HO', name: 'Hội sở', address: '' },
  { id: 8, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
];
const roles: RoleDto[] = [
  {
    id: 3,
    key: 'sales',
    name: 'Nhân viên kinh doanh',
    permissions: ['order_access'],
    holders: [{ id: 11, username: 'lan', firstName: 'Lan', lastName: 'Nguyễn Thị' }],
  },
];

function staff(overrides: Partial<StaffDto> = {}): StaffDto {
  return {
    id: 11,
    username: 'lan',
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    isActive: true,
    isSuperuser: false,
    mustChangePassword: false,
    extension: '2001',
    pictureUrl: null,
    branches: [{ id: 8, code: 'Q1', name: 'Chi nhánh Quận 1' }],
    roles: [{ id: 3, key: 'sales', name: 'Nhân viên kinh doanh' }],
    directPermissions: [],
    permissions: ['order_access'],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

async function open(items = [staff()]) {
  const api = stubApi();
  api.respond(staffEndpoints.list, { items, total: items.length });
  api.respond(staffEndpoints.roles, { items: roles });
  api.respond(staffEndpoints.extensionSuggestion, { extension: '2002' });
  api.respond(referenceEndpoints.misc, miscFixture({ branches }));
  signInAs(['staff_admin']);
  renderApp('/staff');
  await screen.findByText('lan');
  const lastQuery = () => api.calls(staffEndpoints.list).at(-1)?.query ?? new URLSearchParams();
  return { api, lastQuery };
}

/** The new-account form's required fields: username mai, Lê Mai, branch Quận 1. */
async function fillNewAccount() {
  fireEvent.change(screen.getByTestId('staff-username'), { target: { value: 'mai' } });
  fireEvent.change(screen.getByTestId('staff-last-name'), { target: { value: 'Lê' } });
  fireEvent.change(screen.getByTestId('staff-first-name'), { target: { value: 'Mai' } });
  fireEvent.mouseDown(within(screen.getByTestId('staff-branches')).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle('Chi nhánh Quận 1')).at(-1) as HTMLElement);
}

async function confirm() {
  fireEvent.click(await screen.findByTestId('staff-confirm-ok'));
}

describe('staff administration screen (issue 19)', () => {
  it('should list accounts and send the search and the active filter', async () => {
    const { lastQuery } = await open();
    expect(screen.getByText('Nhân viên kinh doanh')).toBeTruthy();
    const input = within(screen.getByTestId('staff-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'nguyen' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('terms')).toBe('nguyen'));
    fireEvent.mouseDown(within(screen.getByTestId('staff-filter-active')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Đã khoá')).at(-1) as HTMLElement);
    await waitFor(() => expect(lastQuery().get('active')).toBe('0'));
  });

  it('should show the empty state', async () => {
    const api = stubApi();
    api.respond(staffEndpoints.list, { items: [], total: 0 });
    api.respond(staffEndpoints.roles, { items: roles });
    api.respond(referenceEndpoints.misc, miscFixture({ branches }));
    signInAs(['staff_admin']);
    renderApp('/staff');
    expect(await screen.findByText('Không có nhân viên nào')).toBeTruthy();
  });

  it('should create an account and show its one-time password once', async () => {
    const { api } = await open();
    api.respond(staffEndpoints.create, {
      user: staff({ id: 12, username: 'mai', mustChangePassword: true }),
      oneTimePassword: 'Abc234xyzQ',
    });
    fireEvent.click(screen.getByTestId('staff-create'));
    fireEvent.click(await screen.findByTestId('staff-form-save'));
    // Nothing is sent while the form is incomplete.
    expect(await screen.findByText('Chọn ít nhất một chi nhánh')).toBeTruthy();
    expect(api.calls(staffEndpoints.create)).toHaveLength(0);
    await fillNewAccount();
    fireEvent.click(screen.getByTestId('staff-form-save'));
    expect((await screen.findByTestId('staff-otp')).textContent).toContain('Abc234xyzQ');
    expect(api.calls(staffEndpoints.create)[0]?.body).toMatchObject({
      username: 'mai',
      lastName: 'Lê',
      firstName: 'Mai',
      branches: [8],
      extension: '2002',
    });
    // No superuser choice for an administrator who is not one.
    expect(screen.queryByTestId('staff-superuser')).toBeNull();
  });

  it('should show the server refusal of a duplicate username in the form', async () => {
    const { api } = await open();
    api.respond(
      staffEndpoints.create,
      refusal(409, 'Tên đăng nhập lan đã được dùng', errorCodes.usernameTaken),
    );
    fireEvent.click(screen.getByTestId('staff-create'));
    fireEvent.change(await screen.findByTestId('staff-username'), { target: { value: 'lan' } });
    fireEvent.change(screen.getByTestId('staff-last-name'), { target: { value: 'Lê' } });
    fireEvent.change(screen.getByTestId('staff-first-name'), { target: { value: 'Mai' } });
    fireEvent.mouseDown(within(screen.getByTestId('staff-branches')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Chi nhánh Quận 1')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByTestId('staff-form-save'));
    expect((await screen.findByTestId('staff-form-error')).textContent).toContain('đã được dùng');
  });

  it('should list the extension and the initials of an account without a picture', async () => {
    await open();
    const table = within(screen.getByTestId('staff-table'));
    expect(table.getByTestId('staff-row-extension').textContent).toBe('2001');
    expect(table.getByTestId('user-avatar-initials').textContent).toBe('NL');
  });

  it('should offer the next free extension, send an edited one and show a duplicate refused', async () => {
    const { api } = await open();
    api.respond(
      staffEndpoints.create,
      refusal(409, 'Số máy lẻ 2001 đã được cấp cho nhân viên khác', errorCodes.extensionTaken),
    );
    fireEvent.click(screen.getByTestId('staff-create'));
    const extension = (await screen.findByTestId('staff-extension')) as HTMLInputElement;
    await waitFor(() => expect(extension.value).toBe('2002'));
    fireEvent.change(extension, { target: { value: '2001' } });
    await fillNewAccount();
    fireEvent.click(screen.getByTestId('staff-form-save'));
    expect((await screen.findByTestId('staff-form-error')).textContent).toContain(
      'Số máy lẻ 2001 đã được cấp',
    );
    expect(api.calls(staffEndpoints.create)[0]?.body).toMatchObject({ extension: '2001' });
    // A typed extension is not replaced by a suggestion.
    expect(extension.value).toBe('2001');
    // A badly formed extension is refused before anything is sent.
    fireEvent.change(extension, { target: { value: '012' } });
    fireEvent.click(screen.getByTestId('staff-form-save'));
    expect(
      await screen.findByText('Số máy lẻ gồm 3 đến 5 chữ số, không bắt đầu bằng 0'),
    ).toBeTruthy();
    expect(api.calls(staffEndpoints.create)).toHaveLength(1);
  });

  it('should put the next free extension in place of a suggested one taken meanwhile', async () => {
    const { api } = await open();
    api.respond(
      staffEndpoints.create,
      refusal(409, 'Số máy lẻ 2002 đã được cấp cho nhân viên khác', errorCodes.extensionTaken),
    );
    fireEvent.click(screen.getByTestId('staff-create'));
    const extension = (await screen.findByTestId('staff-extension')) as HTMLInputElement;
    await waitFor(() => expect(extension.value).toBe('2002'));
    await fillNewAccount();
    // Another administrator's new account took 2002 between the suggestion and this save.
    api.respond(staffEndpoints.extensionSuggestion, { extension: '2003' });
    fireEvent.click(screen.getByTestId('staff-form-save'));
    await waitFor(() => expect(extension.value).toBe('2003'));
    expect((await screen.findByTestId('staff-form-error')).textContent).toContain(
      'Số máy lẻ 2002 vừa được cấp cho nhân viên khác; đã chọn số 2003',
    );
    api.respond(staffEndpoints.create, {
      user: staff({ id: 12, username: 'mai', extension: '2003' }),
      oneTimePassword: 'Abc234xyzQ',
    });
    fireEvent.click(screen.getByTestId('staff-form-save'));
    expect((await screen.findByTestId('staff-otp')).textContent).toContain('Abc234xyzQ');
    expect(api.calls(staffEndpoints.create).map((call) => call.body)).toMatchObject([
      { extension: '2002' },
      { extension: '2003' },
    ]);
  });

  it('should upload a picture from the edit drawer and show it', async () => {
    const { api } = await open();
    const link = '/files/pictures/11?v=1&exp=1&sig=x';
    api.respond(staffEndpoints.setPicture, staff({ pictureUrl: link }));
    fireEvent.click(screen.getByTestId('staff-edit'));
    const input = (await screen.findByTestId('staff-picture-input')) as HTMLInputElement;
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(api.calls(staffEndpoints.setPicture)).toHaveLength(0);
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [picture] } });
    await waitFor(() => expect(api.calls(staffEndpoints.setPicture)).toHaveLength(1));
    const form = within(screen.getByTestId('staff-picture'));
    await waitFor(() =>
      expect(
        form.getByTestId('user-avatar-picture').querySelector('img')?.getAttribute('src'),
      ).toBe(link),
    );
    expect(form.getByTestId('staff-picture-remove')).toBeTruthy();
  });

  it('should disable an account only after confirming', async () => {
    const { api } = await open();
    api.respond(staffEndpoints.setActive, staff({ isActive: false }));
    fireEvent.click(screen.getByTestId('staff-toggle-active'));
    expect((await screen.findAllByText('Khoá tài khoản lan?')).length).toBeGreaterThan(0);
    expect(api.calls(staffEndpoints.setActive)).toHaveLength(0);
    await confirm();
    await waitFor(() => expect(api.calls(staffEndpoints.setActive)).toHaveLength(1));
    expect(api.calls(staffEndpoints.setActive)[0]?.body).toEqual({ isActive: false });
  });

  it('should reset a password after confirming and show the one-time password', async () => {
    const { api } = await open();
    api.respond(staffEndpoints.resetPassword, {
      user: staff({ mustChangePassword: true }),
      oneTimePassword: 'Zz98765432',
    });
    fireEvent.click(screen.getByTestId('staff-reset'));
    await confirm();
    expect((await screen.findByTestId('staff-otp')).textContent).toContain('Zz98765432');
  });

  it('should not offer the screen to a user without staff_admin', async () => {
    const api = stubApi();
    api.respond(referenceEndpoints.misc, miscFixture({ branches }));
    signInAs(['order_access']);
    const { router } = renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/staff'));
    expect(api.calls(staffEndpoints.list)).toHaveLength(0);
  });
});
