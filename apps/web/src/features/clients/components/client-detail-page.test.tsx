import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { clientFixture, fakeClientsServer } from '../testing/fake-clients-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

async function openDetail(path = '/clients/1001', client = clientFixture()) {
  const server = fakeClientsServer([client]);
  signInAs([]);
  const app = renderApp(path);
  await screen.findByTestId('client-tabs');
  return { ...app, server };
}

/** antd inputs take one Enter per key press: the key must come up again. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

function tab(name: string): HTMLElement {
  return screen.getByRole('tab', { name });
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function openEdit() {
  fireEvent.click(screen.getByTestId('client-edit'));
  return screen.findByTestId('client-edit-form');
}

describe('client detail (CLI-2)', () => {
  it('should open on CONTRACTS with the left panel and no CLIENT_INFO tab on desktop', async () => {
    const { server } = await openDetail();
    expect(server.callsTo('GET', '/crm/api/v2/clients/finflux-1001/')).toHaveLength(1);
    expect(screen.getByText('Khách hàng #1001')).toBeTruthy();
    expect(tab('Hợp đồng').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Thông tin khách hàng' })).toBeNull();
    const info = screen.getByTestId('client-info');
    expect(within(info).getByTestId('client-field-dateOfBirth').textContent).toContain(
      '17/05/1990',
    );
    expect(within(info).getByTestId('client-field-gender').textContent).toContain('Nam');
    expect(within(info).getByTestId('copy-secondary-phone')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/v1/clients/1/active-contracts/')).toHaveLength(1),
    );
  });

  it('should hide the panel and offer CLIENT_INFO as a tab on mobile', async () => {
    setViewportWidth(375);
    await openDetail();
    expect(screen.queryByTestId('client-info')).toBeNull();
    expect(tab('Hợp đồng').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Thông tin'));
    expect(await screen.findByTestId('client-info')).toBeTruthy();
  });

  it('should name the tabs with one short word under an icon on mobile, the full title on desktop', async () => {
    setViewportWidth(375);
    const { unmount } = await openDetail();
    const mobileTabs = screen.getAllByRole('tab');
    expect(mobileTabs.map((node) => node.textContent)).toEqual([
      'Hợp đồng',
      'Giấy tờ',
      'Ngân hàng',
      'Ghi chú',
      'Thông tin',
    ]);
    for (const node of mobileTabs) {
      expect(node.querySelector('.pd-client-tab-label .anticon[aria-hidden="true"]')).toBeTruthy();
    }
    expect(screen.getByTestId('client-tabs').classList).toContain('pd-client-tabs-compact');
    unmount();

    setViewportWidth(1440);
    await openDetail();
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual([
      'Hợp đồng',
      'Giấy tờ',
      'Tài khoản ngân hàng',
      'Ghi chú',
    ]);
    expect(screen.getByTestId('client-tabs').classList).not.toContain('pd-client-tabs-compact');
  });

  it('should fall back to CONTRACTS when ?tab=info is opened on desktop', async () => {
    await openDetail('/clients/1001?tab=info');
    expect(tab('Hợp đồng').getAttribute('aria-selected')).toBe('true');
  });
});

describe('edit client modal', () => {
  it('should mark the required fields and not save when they are empty', async () => {
    const { server } = await openDetail();
    await openEdit();
    type('client-firstName', ' ');
    type('client-citizenId', '');
    fireEvent.click(screen.getByTestId('client-save'));
    expect((await screen.findByTestId('error-firstName')).textContent).toBe(
      'Vui lòng nhập thông tin bắt buộc',
    );
    expect(screen.getByTestId('error-citizenId').textContent).toBe(
      'Vui lòng nhập thông tin bắt buộc',
    );
    expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')).toHaveLength(0);
  });

  it('should refuse a client under 15 and a bad phone', async () => {
    const { server } = await openDetail(
      '/clients/1001',
      clientFixture({ dateOfBirth: `${new Date().getFullYear() - 10}-01-01` }),
    );
    await openEdit();
    type('client-primaryPhoneNumber', '12345');
    fireEvent.click(screen.getByTestId('client-save'));
    expect((await screen.findByTestId('error-dateOfBirth')).textContent).toBe(
      'Khách hàng phải từ 15 tuổi trở lên',
    );
    expect(screen.getByTestId('error-primaryPhoneNumber').textContent).toBe(
      'Số điện thoại không hợp lệ',
    );
    expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')).toHaveLength(0);
  });

  it('should save the edit payload with the legacy district as locationId', async () => {
    const { server } = await openDetail();
    await openEdit();
    expect(await screen.findByTestId('client-district')).toBeTruthy();
    type('client-firstName', 'Hưng');
    fireEvent.click(screen.getByTestId('client-save'));
    expect(await screen.findByText('Cập nhật khách hàng thành công')).toBeTruthy();
    const put = server.callsTo('PUT', '/crm/api/v2/clients/1/')[0];
    expect(put?.body).toMatchObject({
      firstName: 'Hưng',
      lastName: 'Nguyễn Văn',
      citizenId: '001090000001',
      dateOfBirth: '1990-05-17',
      locationId: 11,
      gender: 'MALE',
    });
    await waitFor(() => expect(screen.queryByTestId('client-edit-form')).toBeNull());
  });

  it('should pick a legacy ward, show its current equivalent and send the ward', async () => {
    const { server } = await openDetail();
    await openEdit();
    const ward = await screen.findByTestId('client-ward');
    fireEvent.mouseDown(within(ward).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Phường Dịch Vọng'));
    expect((await screen.findByTestId('client-location-equivalent')).textContent).toContain(
      'Nay là: Phường Cầu Giấy, Hà Nội',
    );
    fireEvent.click(screen.getByTestId('client-save'));
    await waitFor(() => expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')[0]?.body).toMatchObject({
      locationId: 12,
    });
  });

  it('should offer the current tree as province → commune', async () => {
    const { server } = await openDetail();
    await openEdit();
    await screen.findByTestId('client-district');
    fireEvent.click(
      within(screen.getByTestId('client-location-tree')).getByText('Hiện hành (34 tỉnh)'),
    );
    const province = await screen.findByTestId('client-province');
    fireEvent.mouseDown(within(province).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Hà Nội'));
    const commune = await screen.findByTestId('client-commune');
    fireEvent.mouseDown(within(commune).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Phường Cầu Giấy'));
    fireEvent.click(screen.getByTestId('client-save'));
    await waitFor(() => expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')).toHaveLength(1));
    expect(server.callsTo('PUT', '/crm/api/v2/clients/1/')[0]?.body).toMatchObject({
      locationId: 91,
    });
  });

  it('should show 3002 on the changed phone field', async () => {
    const { server } = await openDetail();
    server.override((call) =>
      call.method === 'PUT'
        ? json(400, {
            error: { code: 3002, message: 'Thông tin KH đã có khách hàng khác sử dụng' },
          })
        : undefined,
    );
    await openEdit();
    type('client-primaryPhoneNumber', '0911111111');
    fireEvent.click(screen.getByTestId('client-save'));
    expect((await screen.findByTestId('error-primaryPhoneNumber')).textContent).toBe(
      'Thông tin KH đã có khách hàng khác sử dụng',
    );
    expect(screen.queryByTestId('error-citizenId')).toBeNull();
    expect(screen.getByTestId('client-edit-form')).toBeTruthy();
  });
});

describe('bank accounts tab', () => {
  it('should create, update and delete an account', async () => {
    const { server } = await openDetail('/clients/1001?tab=bank-accounts');
    fireEvent.click(await screen.findByTestId('bank-add'));
    const confirm = await screen.findByTestId('bank-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    type('bank-bankAccountName', 'NGUYEN VAN HUNG');
    type('bank-bankName', 'Vietcombank');
    expect(screen.getByTestId('bank-confirm').hasAttribute('disabled')).toBe(true);
    type('bank-bankAccountNo', '0011004455667');
    expect(screen.getByTestId('bank-confirm').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('bank-confirm'));
    expect(await screen.findByText('Thêm tài khoản ngân hàng thành công')).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/client-banks/')[0]?.body).toEqual({
      client: 1,
      bankAccountName: 'NGUYEN VAN HUNG',
      bankName: 'Vietcombank',
      bankAccountNo: '0011004455667',
      bankBranch: null,
    });
    fireEvent.click(await screen.findByTestId('bank-edit-50'));
    await waitFor(() =>
      expect((screen.getByTestId('bank-bankName') as HTMLInputElement).value).toBe('Vietcombank'),
    );
    type('bank-bankBranch', 'Hà Nội');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    expect(await screen.findByText('Cập nhật tài khoản ngân hàng thành công')).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/v1/client-banks/50/')[0]?.body).toMatchObject({
      bankBranch: 'Hà Nội',
    });
    fireEvent.click(await screen.findByTestId('bank-delete-50'));
    expect(await screen.findByText('Bạn có chắc muốn xóa tài khoản ngân hàng này?')).toBeTruthy();
    const popover = document.querySelector('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Xóa thành công')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/v1/client-banks/50/')).toHaveLength(1);
  });
});

describe('notes tab', () => {
  it('should add a note on Enter and ignore a blank one', async () => {
    const { server } = await openDetail('/clients/1001?tab=notes');
    const input = await screen.findByTestId('client-note-input');
    fireEvent.change(input, { target: { value: '   ' } });
    pressEnter(input);
    fireEvent.click(screen.getByTestId('client-note-send'));
    expect(server.callsTo('POST', '/crm/api/v2/clients/1/notes/')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Khách hẹn chiều mai' } });
    pressEnter(input);
    expect((await screen.findByTestId('client-note')).textContent).toContain('Khách hẹn chiều mai');
    expect(server.callsTo('POST', '/crm/api/v2/clients/1/notes/')[0]?.body).toEqual({
      content: 'Khách hẹn chiều mai',
    });
  });
});

describe('documents tab', () => {
  function fileOf(size: number, name = 'cccd.png', type = 'image/png'): File {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  }

  it('should refuse a file over 10,485,760 bytes and clear the selection', async () => {
    const { server } = await openDetail('/clients/1001?tab=documents');
    const input = (await screen.findByTestId('document-file')) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [fileOf(10_485_761)] } });
    });
    expect(await screen.findByText('Tệp quá lớn (tối đa 10 MB)')).toBeTruthy();
    expect(input.value).toBe('');
    expect(screen.getByTestId('document-upload').hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('POST', '/crm/api/v2/clients/1/docs/')).toHaveLength(0);
  });

  it('should upload a type and a file as multipart, then view it through a signed link', async () => {
    const { server } = await openDetail('/clients/1001?tab=documents');
    const select = await screen.findByTestId('document-type');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('CMND/CCCD')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByTestId('document-file'), {
      target: { files: [fileOf(10_485_760)] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('document-upload').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('document-upload'));
    expect(await screen.findByText('Tải giấy tờ lên thành công')).toBeTruthy();
    const form = server.callsTo('POST', '/crm/api/v2/clients/1/docs/')[0]?.body as FormData;
    expect(form.get('type')).toBe('1');
    expect((form.get('path') as File).name).toBe('cccd.png');
    fireEvent.click(await screen.findByTestId('document-view-70'));
    const image = await screen.findByTestId('document-image');
    expect(image.getAttribute('src')).toBe('/files/documents/70?sig=x&exp=1');
  });
});
