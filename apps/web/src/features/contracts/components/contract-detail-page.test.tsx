import type { ContractDto } from '@pawndesk/domain/contract-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  contractFixture,
  fakeContractsServer,
  transactionFixture,
} from '../testing/fake-contracts-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const disbursed = contractFixture({
  status: 'DISBURSED',
  approvedOn: '2026-02-01',
  disbursedOn: '2026-02-01',
  allowedActions: ['repay', 'renew', 'addTransaction', 'adjustValue', 'undoDisbursal'],
});

async function openDetail(
  contracts: ContractDto[] = [contractFixture()],
  path = '/contracts/5007',
) {
  const server = fakeContractsServer(contracts);
  signInAs(['contract_access', 'undo_contract']);
  const app = renderApp(path);
  await screen.findByTestId('contract-panel');
  return { ...app, server };
}

const actionPath = (verb: string) => `/crm/api/v2/contracts/finflux-5007:${verb}/`;

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

function buttons(): string[] {
  return within(screen.getByTestId('contract-actions'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('data-testid') ?? '');
}

async function confirmPopup() {
  const popover = await waitFor(() => {
    const found = document.querySelector('.ant-popover:not(.ant-popover-hidden)');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  expect(within(popover).getByText('Bạn có chắc chắn?')).toBeTruthy();
  fireEvent.click(within(popover).getByRole('button', { name: 'Có' }));
}

describe('contract detail (CON-2)', () => {
  it('should open on the notes tab with the title, the figures and the links', async () => {
    const renewed = contractFixture({
      status: 'RENEWED',
      parent: { id: 5, finfluxId: 5005, approvedAmount: 10_000_000 },
      renewal: { id: 9, finfluxId: 5009 },
      allowedActions: [],
    });
    await openDetail([renewed]);
    expect(screen.getByText('Hợp đồng #5007')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ghi chú' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('contract-figure-approved').textContent).toContain('10');
    expect(screen.getByTestId('contract-client-link').getAttribute('href')).toBe('/clients/1001');
    expect(screen.getByTestId('contract-renewal-link').getAttribute('href')).toBe(
      '/contracts/5009',
    );
    expect(screen.getByTestId('contract-parent-link').getAttribute('href')).toBe('/contracts/5005');
  });

  it('should hide the panel on the repayment schedule tab and lead to renew and close', async () => {
    const server = fakeContractsServer();
    server.override((call) =>
      call.url.pathname === '/api/v1/contracts/5007/repayment-schedule/'
        ? json(200, {
            data: {
              periods: [
                {
                  period: 1,
                  fromDate: '2026-02-01',
                  dueDate: '2026-03-03',
                  principalDue: 10_000_000,
                  interestDue: 500_000,
                  totalDue: 10_500_000,
                },
              ],
              totalPrincipal: 10_000_000,
              totalInterest: 500_000,
            },
          })
        : undefined,
    );
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/5007?tab=schedule');
    expect(await screen.findByText('03/03/2026')).toBeTruthy();
    expect(screen.queryByTestId('contract-panel')).toBeNull();
    fireEvent.click(screen.getByTestId('schedule-renew'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007/renew'));
    await act(() => router.navigate('/contracts/5007'));
    fireEvent.click(await screen.findByTestId('contract-close'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
  });
});

describe('contract actions (CON-3, CON-9)', () => {
  it('should show only the buttons the server allows', async () => {
    await openDetail();
    expect(buttons()).toEqual(['action-approve', 'action-reject', 'action-contract-edit']);
  });

  it('should show the active-contract buttons and lead to the workflow routes', async () => {
    const { router } = await openDetail([disbursed]);
    expect(buttons()).toEqual([
      'action-contract-redeem',
      'action-contract-partial-repay',
      'action-contract-renew',
      'action-waive',
      'action-adjust-value',
      'action-undo-disbursal',
    ]);
    fireEvent.click(screen.getByTestId('action-contract-partial-repay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007/repay'));
  });

  it('should approve and flash CONTRACT_STATUS_CHANGED', async () => {
    const { server } = await openDetail();
    fireEvent.click(screen.getByTestId('action-approve'));
    expect(await screen.findByText('Cập nhật trạng thái hợp đồng thành công')).toBeTruthy();
    expect(server.callsTo('POST', actionPath('approve'))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('contract-panel').textContent).toContain('Đã duyệt'),
    );
  });

  it('should show the server message when an action is refused', async () => {
    const { server } = await openDetail();
    server.override((call) =>
      call.method === 'POST'
        ? json(409, { error: { code: 409, message: 'Hợp đồng không ở trạng thái chờ duyệt' } })
        : undefined,
    );
    fireEvent.click(screen.getByTestId('action-approve'));
    expect(await screen.findByText('Hợp đồng không ở trạng thái chờ duyệt')).toBeTruthy();
  });

  it('should keep reject disabled until a reason is picked and name the contract', async () => {
    const { server } = await openDetail();
    fireEvent.click(screen.getByTestId('action-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByTestId('reject-warning').textContent).toContain(
      'Hợp đồng #5007 sẽ bị hủy vĩnh viễn',
    );
    const confirm = screen.getByTestId('reject-dialog-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Gian lận')).at(-1) as HTMLElement);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('POST', actionPath('reject'))).toHaveLength(1));
    expect(server.callsTo('POST', actionPath('reject'))[0]?.body).toEqual({
      cancelReason: 'FRAUD',
    });
  });

  it('should ask for the disburse type, cash by default, when there is no parent', async () => {
    const approved = contractFixture({ status: 'APPROVED', allowedActions: ['disburse'] });
    const { server } = await openDetail([approved]);
    fireEvent.click(screen.getByTestId('action-disburse'));
    const dialog = await screen.findByTestId('disburse-dialog');
    expect((within(dialog).getByLabelText('Tiền mặt') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Chuyển khoản'));
    fireEvent.click(screen.getByTestId('disburse-dialog-confirm'));
    await waitFor(() => expect(server.callsTo('POST', actionPath('disburse'))).toHaveLength(1));
    expect(server.callsTo('POST', actionPath('disburse'))[0]?.body).toEqual({ type: 'BANK' });
  });

  it('should skip the type dialog when the parent lent at least as much', async () => {
    const child = contractFixture({
      status: 'APPROVED',
      parent: { id: 5, finfluxId: 5005, approvedAmount: 10_000_000 },
      allowedActions: ['disburse'],
    });
    const { server } = await openDetail([child]);
    const disburse = screen.getByTestId('action-disburse');
    await waitFor(() => expect(disburse.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(disburse);
    await waitFor(() => expect(server.callsTo('POST', actionPath('disburse'))).toHaveLength(1));
    expect(server.callsTo('POST', actionPath('disburse'))[0]?.body).toEqual({});
    expect(screen.queryByTestId('disburse-dialog')).toBeNull();
    // The parent's approved amount comes with the contract: no second fetch for it.
    expect(server.callsTo('GET', '/crm/api/v2/contracts/finflux-5005/')).toHaveLength(0);
  });

  it('should ask ARE_YOU_SURE before an undo', async () => {
    const approved = contractFixture({ status: 'APPROVED', allowedActions: ['undoApproval'] });
    const { server } = await openDetail([approved]);
    fireEvent.click(screen.getByTestId('action-undo-approval'));
    expect(server.callsTo('POST', actionPath('undo-approval'))).toHaveLength(0);
    await confirmPopup();
    await waitFor(() =>
      expect(server.callsTo('POST', actionPath('undo-approval'))).toHaveLength(1),
    );
  });

  it('should refuse a new price above the approved amount', async () => {
    const { server } = await openDetail([disbursed]);
    fireEvent.click(screen.getByTestId('action-adjust-value'));
    fireEvent.change(await screen.findByTestId('adjust-price'), { target: { value: '11' } });
    fireEvent.click(screen.getByTestId('adjust-dialog-confirm'));
    expect(await screen.findByText('Giá mới lớn hơn giá cũ')).toBeTruthy();
    expect(server.callsTo('POST', '/crm/api/v2/contracts/7:adjust-value/')).toHaveLength(0);
  });
});

describe('transactions tab (CON-4)', () => {
  const transactionsPath = '/crm/api/v2/contracts/7/transactions/';

  it('should offer the undo icon only where retractable and retract after ARE_YOU_SURE', async () => {
    const server = fakeContractsServer([disbursed]);
    server.transactions = [
      transactionFixture({ id: 90, registeredOn: '2026-02-10' }),
      transactionFixture({ id: 91, registeredOn: '2026-02-01', retractable: false }),
    ];
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    const icon = await screen.findByTestId('transaction-retract-90');
    expect(screen.queryByTestId('transaction-retract-91')).toBeNull();
    const detailCalls = server.callsTo('GET', '/crm/api/v2/contracts/finflux-5007/').length;
    const transactionCalls = server.callsTo('GET', transactionsPath).length;
    fireEvent.click(icon);
    await confirmPopup();
    await waitFor(() =>
      expect(server.callsTo('POST', `${transactionsPath}90:retract/`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(server.callsTo('GET', transactionsPath).length).toBeGreaterThan(transactionCalls),
    );
    await waitFor(() => expect(screen.queryByTestId('transaction-retract-90')).toBeNull());
    expect(screen.getByText('Đã hoàn tác')).toBeTruthy();
    // The retraction answers the updated contract: the detail is taken from it, not fetched again.
    expect(server.callsTo('GET', '/crm/api/v2/contracts/finflux-5007/')).toHaveLength(detailCalls);
  });

  it('should add a repay row in whole VND and flash PARTIAL_REPAID_SUCCESSFULLY', async () => {
    const server = fakeContractsServer([disbursed]);
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    fireEvent.click(await screen.findByTestId('add-repay-row'));
    fireEvent.click(screen.getByTestId('draft-save'));
    expect((await screen.findByTestId('draft-amount-error')).textContent).toBe('Mục bắt buộc');
    fireEvent.change(screen.getByTestId('draft-amount'), { target: { value: '1.25' } });
    fireEvent.click(screen.getByTestId('draft-save'));
    expect(await screen.findByText('Trả nợ một phần thành công')).toBeTruthy();
    expect(server.callsTo('POST', transactionsPath)[0]?.body).toMatchObject({
      type: 'CASH',
      amount: 1_250_000,
      action: 'REPAY',
    });
    await waitFor(() => expect(screen.queryByTestId('draft-save')).toBeNull());
  });

  it('should refuse a date before the latest registered transaction', async () => {
    const server = fakeContractsServer([disbursed]);
    server.transactions = [transactionFixture({ id: 90, registeredOn: '2099-01-01' })];
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    await screen.findByTestId('transaction-retract-90');
    fireEvent.click(screen.getByTestId('add-waive-row'));
    fireEvent.change(screen.getByTestId('draft-amount'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByTestId('draft-save'));
    expect((await screen.findByTestId('draft-date-error')).textContent).toBe(
      'Ngày giao dịch không hợp lệ',
    );
    expect(server.callsTo('POST', transactionsPath)).toHaveLength(0);
  });
});

describe('notes and documents tabs (CON-6, CON-7)', () => {
  it('should add a note on Enter and not send a blank one', async () => {
    const { server } = await openDetail();
    const input = await screen.findByTestId('contract-note-input');
    fireEvent.change(input, { target: { value: '  ' } });
    pressEnter(input);
    expect(server.callsTo('POST', '/crm/api/v2/contracts/7/notes/')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Khách hẹn trả thứ Hai' } });
    pressEnter(input);
    expect((await screen.findByTestId('contract-note')).textContent).toContain(
      'Khách hẹn trả thứ Hai',
    );
    expect(server.callsTo('POST', '/crm/api/v2/contracts/7/notes/')[0]?.body).toEqual({
      content: 'Khách hẹn trả thứ Hai',
    });
  });

  it('should refuse a file over 10,485,760 bytes and offer "view contract"', async () => {
    const { server, router } = await openDetail(
      [contractFixture()],
      '/contracts/5007?tab=documents',
    );
    const input = (await screen.findByTestId('document-file')) as HTMLInputElement;
    const upload = screen.getByTestId('document-upload');
    const big = new File(['x'], 'hop-dong.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(await screen.findByText('Tệp quá lớn (tối đa 10 MB)')).toBeTruthy();
    expect(input.value).toBe('');
    expect(upload.hasAttribute('disabled')).toBe(true);
    const fits = new File(['x'], 'hop-dong.pdf', { type: 'application/pdf' });
    Object.defineProperty(fits, 'size', { value: 10_485_760 });
    fireEvent.change(input, { target: { files: [fits] } });
    // The type defaults to 4 (B§5), so a file alone enables the upload.
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    expect(server.callsTo('POST', '/crm/api/v2/contracts/7/docs/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('contract-review'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007/review'));
  });
});
