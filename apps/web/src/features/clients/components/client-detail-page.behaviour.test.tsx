import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { type Endpoint, endpointUrl, type PathParams } from '@pawndesk/domain/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../../server/src/testing/factories.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process: what the tabs list after a change is what the
// server stored. One server for the file; every test opens a client of its own.

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  await server.signIn([]);
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** antd inputs take one Enter per key press: the key must come up again. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

/** The calls of `endpoint` with these path parameters the console sent. */
function sent<E extends Endpoint>(endpoint: E, params: PathParams<E>) {
  const path = endpointUrl(endpoint, params);
  return server.requests.filter(
    (request) => request.method === endpoint.method && request.url.pathname === path,
  );
}

describe('bank accounts tab on the real server', () => {
  it('should create, update and delete an account', async () => {
    // Changing a client's bank accounts needs client_access; the tab itself needs a sign-in.
    resetSession();
    await server.signIn(['client_access']);
    const client = await buildClient(server.db);
    renderApp(`/clients/${client.finfluxId}?tab=bank-accounts`);
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
    expect(sent(clientEndpoints.addBankAccount, {})[0]?.body).toEqual({
      client: client.id,
      bankAccountName: 'NGUYEN VAN HUNG',
      bankName: 'Vietcombank',
      bankAccountNo: '0011004455667',
      bankBranch: null,
    });
    const edit = await screen.findByTestId(/^bank-edit-\d+$/);
    const accountId = edit.dataset.testid?.replace('bank-edit-', '');
    fireEvent.click(edit);
    await waitFor(() =>
      expect((screen.getByTestId('bank-bankName') as HTMLInputElement).value).toBe('Vietcombank'),
    );
    type('bank-bankBranch', 'Hà Nội');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    expect(await screen.findByText('Cập nhật tài khoản ngân hàng thành công')).toBeTruthy();
    expect(
      sent(clientEndpoints.updateBankAccount, { id: Number(accountId) })[0]?.body,
    ).toMatchObject({
      bankBranch: 'Hà Nội',
    });
    await waitFor(() => expect(screen.getByText('Hà Nội')).toBeTruthy());
    fireEvent.click(await screen.findByTestId(`bank-delete-${accountId}`));
    expect(await screen.findByText('Bạn có chắc muốn xóa tài khoản ngân hàng này?')).toBeTruthy();
    const popover = document.querySelector('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Xóa thành công')).toBeTruthy();
    expect(sent(clientEndpoints.deleteBankAccount, { id: Number(accountId) })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId(`bank-edit-${accountId}`)).toBeNull());
  });
});

describe('notes tab on the real server', () => {
  it('should add a note on Enter and ignore a blank one', async () => {
    const client = await buildClient(server.db);
    renderApp(`/clients/${client.finfluxId}?tab=notes`);
    const input = await screen.findByTestId('client-note-input');
    fireEvent.change(input, { target: { value: '   ' } });
    pressEnter(input);
    fireEvent.click(screen.getByTestId('client-note-send'));
    expect(sent(clientEndpoints.addNote, { id: client.id })).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Khách hẹn chiều mai' } });
    pressEnter(input);
    expect((await screen.findByTestId('client-note')).textContent).toContain('Khách hẹn chiều mai');
    expect(sent(clientEndpoints.addNote, { id: client.id })[0]?.body).toEqual({
      content: 'Khách hẹn chiều mai',
    });
  });
});
