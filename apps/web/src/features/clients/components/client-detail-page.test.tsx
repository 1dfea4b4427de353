import type { ClientDto } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { documentFixture } from '../../../testing/fixtures/document.ts';
import {
  currentEquivalents,
  locationChildren,
  locationPath,
  misc2Fixture,
} from '../../../testing/fixtures/reference.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: what the page and its forms send, and how they show the answers. Adding a note and
// keeping bank accounts (the list after a change) run on the real server in
// client-detail-page.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

/** The calls of the page, its tabs and its edit form, answered for this client. */
function serveClient(client: ClientDto, documents: DocumentDto[] = []) {
  const api = stubApi();
  const empty = { items: [], total: 0 };
  api.respond(clientEndpoints.detailByFinflux, { finfluxId: client.finfluxId }, client);
  api.respond(contractEndpoints.clientActiveContracts, { id: client.id }, empty);
  api.respond(contractEndpoints.clientClosedContracts, { id: client.id }, empty);
  api.respond(clientEndpoints.bankAccounts, { id: client.id }, empty);
  api.respond(clientEndpoints.notes, { id: client.id }, empty);
  api.respond(
    documentEndpoints.clientDocuments,
    { id: client.id },
    {
      items: documents,
      total: documents.length,
    },
  );
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.locations, (call) => locationChildren(call.query));
  api.respond(referenceEndpoints.locationPath, (call) => locationPath(Number(call.params.id)));
  api.respond(referenceEndpoints.currentEquivalents, (call) =>
    currentEquivalents(Number(call.params.id)),
  );
  return api;
}

async function openDetail(path = '/clients/1001', client = clientFixture()) {
  const api = serveClient(client);
  signInAs([]);
  const app = renderApp(path);
  await screen.findByTestId('client-tabs');
  return { ...app, api };
}

const client1 = { id: 1 };

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
    const { api } = await openDetail();
    expect(api.calls(clientEndpoints.detailByFinflux, { finfluxId: 1001 })).toHaveLength(1);
    expect(screen.getByText('Khách hàng #1001')).toBeTruthy();
    expect(tab('Hợp đồng').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Thông tin khách hàng' })).toBeNull();
    const info = screen.getByTestId('client-info');
    expect(within(info).getByTestId('client-field-dateOfBirth').textContent).toContain(
      '17/05/1990',
    );
    expect(within(info).getByTestId('client-field-gender').textContent).toContain('Nam');
    expect(within(info).getByTestId('copy-secondary-phone')).toBeTruthy();
    await api.expectCall(contractEndpoints.clientActiveContracts, client1);
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
    const { api } = await openDetail();
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
    expect(api.calls(clientEndpoints.update)).toHaveLength(0);
  });

  it('should refuse a client under 15 and a bad phone', async () => {
    const { api } = await openDetail(
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
    expect(api.calls(clientEndpoints.update)).toHaveLength(0);
  });

  it('should save the edit payload with the legacy district as locationId', async () => {
    const { api } = await openDetail();
    api.respond(clientEndpoints.update, client1, clientFixture({ firstName: 'Hưng' }));
    await openEdit();
    expect(await screen.findByTestId('client-district')).toBeTruthy();
    type('client-firstName', 'Hưng');
    fireEvent.click(screen.getByTestId('client-save'));
    expect(await screen.findByText('Cập nhật khách hàng thành công')).toBeTruthy();
    const put = api.calls(clientEndpoints.update, client1)[0];
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
    const { api } = await openDetail();
    api.respond(clientEndpoints.update, client1, clientFixture({ locationId: 12 }));
    await openEdit();
    const ward = await screen.findByTestId('client-ward');
    fireEvent.mouseDown(within(ward).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Phường Dịch Vọng'));
    expect((await screen.findByTestId('client-location-equivalent')).textContent).toContain(
      'Nay là: Phường Cầu Giấy, Hà Nội',
    );
    fireEvent.click(screen.getByTestId('client-save'));
    expect((await api.expectCall(clientEndpoints.update, client1)).body).toMatchObject({
      locationId: 12,
    });
  });

  it('should offer the current tree as province → commune', async () => {
    const { api } = await openDetail();
    api.respond(clientEndpoints.update, client1, clientFixture({ locationId: 91 }));
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
    expect((await api.expectCall(clientEndpoints.update, client1)).body).toMatchObject({
      locationId: 91,
    });
  });

  it('should show 3002 on the changed phone field', async () => {
    const { api } = await openDetail();
    api.respond(
      clientEndpoints.update,
      refusal(400, 'Thông tin KH đã có khách hàng khác sử dụng', 3002),
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

describe('documents tab', () => {
  function fileOf(size: number, name = 'cccd.png', type = 'image/png'): File {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  }

  it('should refuse a file over 10,485,760 bytes and clear the selection', async () => {
    const { api } = await openDetail('/clients/1001?tab=documents');
    const input = (await screen.findByTestId('document-file')) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [fileOf(10_485_761)] } });
    });
    expect(await screen.findByText('Tệp quá lớn (tối đa 10 MB)')).toBeTruthy();
    expect(input.value).toBe('');
    expect(screen.getByTestId('document-upload').hasAttribute('disabled')).toBe(true);
    expect(api.calls(documentEndpoints.uploadClientDocument)).toHaveLength(0);
  });

  it('should upload a type and a file as multipart, then view it through a signed link', async () => {
    const { api } = await openDetail('/clients/1001?tab=documents');
    const uploaded = documentFixture({ id: 70, fileName: 'cccd.png', size: 10_485_760 });
    api.respond(documentEndpoints.uploadClientDocument, client1, uploaded);
    api.respond(
      documentEndpoints.link,
      { id: 70 },
      {
        url: '/files/documents/70?sig=x&exp=1',
        expiresAt: '2026-02-01T05:05:00Z',
      },
    );
    const select = await screen.findByTestId('document-type');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('CMND/CCCD')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByTestId('document-file'), {
      target: { files: [fileOf(10_485_760)] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('document-upload').hasAttribute('disabled')).toBe(false),
    );
    // From now on the server lists the uploaded document.
    api.respond(documentEndpoints.clientDocuments, client1, { items: [uploaded], total: 1 });
    fireEvent.click(screen.getByTestId('document-upload'));
    expect(await screen.findByText('Tải giấy tờ lên thành công')).toBeTruthy();
    const form = api.calls(documentEndpoints.uploadClientDocument, client1)[0]?.body as FormData;
    expect(form.get('type')).toBe('1');
    expect((form.get('path') as File).name).toBe('cccd.png');
    fireEvent.click(await screen.findByTestId('document-view-70'));
    const image = await screen.findByTestId('document-image');
    expect(image.getAttribute('src')).toBe('/files/documents/70?sig=x&exp=1');
  });
});
