import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { repaymentSchedule } from '@pawndesk/domain/loan-math';
import { formatMillions } from '@pawndesk/domain/money';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractFixture, disbursedContract } from '../../../testing/fixtures/contract.ts';
import { misc2Fixture } from '../../../testing/fixtures/reference.ts';
import { transactionFixture } from '../../../testing/fixtures/transaction.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: what the page sends and how it shows the answers. What an action changes (the status
// after approving, a retracted row, a new note) is checked on the real server in
// contract-detail-page.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const disbursed = disbursedContract();

/** The calls every tab of the page makes, answered for these contracts. */
function serveDetail(contracts: ContractDto[], transactions: TransactionDto[] = []) {
  const api = stubApi();
  for (const contract of contracts) {
    api.respond(contractEndpoints.detailByFinflux, { id: contract.finfluxId }, contract);
  }
  api.respond(contractEndpoints.transactions, { items: transactions, total: transactions.length });
  api.respond(contractEndpoints.notes, { items: [], total: 0 });
  api.respond(documentEndpoints.contractDocuments, { items: [], total: 0 });
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  return api;
}

async function openDetail(
  contracts: ContractDto[] = [contractFixture()],
  path = '/contracts/5007',
) {
  const api = serveDetail(contracts);
  signInAs(['contract_access', 'undo_contract']);
  const app = renderApp(path);
  await screen.findByTestId('contract-panel');
  return { ...app, api };
}

const contract5007 = { id: 5007 };

function buttons(): string[] {
  return within(screen.getByTestId('contract-actions'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('data-testid') ?? '');
}

/** Confirms an "are you sure" popup by its button, which says what it does (never "Có"/OK). */
async function confirmPopup(button: string) {
  const popover = await waitFor(() => {
    const found = document.querySelector('.ant-popover:not(.ant-popover-hidden)');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  expect(within(popover).getByText('Bạn có chắc chắn?')).toBeTruthy();
  expect(within(popover).queryByRole('button', { name: 'Có' })).toBeNull();
  fireEvent.click(within(popover).getByRole('button', { name: button }));
}

/** The confirmation before approve or disburse: it names the contract and the amount. */
async function confirmAction(title: string, detail: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText(title).length).toBeGreaterThan(0);
  expect(within(dialog).getByText(detail)).toBeTruthy();
  const ok = within(dialog).getByTestId('contract-confirm-ok');
  expect(ok.textContent).toBe(button);
  fireEvent.click(ok);
}

describe('contract detail (CON-2)', () => {
  it('should open on the notes tab with the title, the figures and the links', async () => {
    const renewed = contractFixture({
      status: 'RENEWED',
      approvedOn: '2026-02-01',
      disbursedOn: '2026-02-01',
      renewedOn: '2026-02-02',
      parent: { id: 5, finfluxId: 5005, approvedAmount: 10_000_000 },
      renewal: { id: 9, finfluxId: 5009 },
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

  it('should show a payment beyond interest and fees as principal paid back, never a negative renew amount', async () => {
    // Demo contract #101752 showed "Cần trả để gia hạn −5,807": the renew amount below zero.
    const overpaid = disbursedContract({ repaidAmount: disbursed.interestAmount + 5_807_000 });
    expect(overpaid.toRenew).toBe(0);
    expect(overpaid.principalPaidBack).toBeGreaterThan(5_000_000);
    await openDetail([overpaid]);
    const toRenew = screen.getByTestId('contract-figure-toRenew');
    expect(within(toRenew).getByText('Cần trả để gia hạn')).toBeTruthy();
    expect(toRenew.querySelector('dd')?.textContent).toBe('0');
    const paidBack = screen.getByTestId('contract-figure-principalPaidBack');
    expect(within(paidBack).getByText('Đã trả bớt gốc')).toBeTruthy();
    expect(paidBack.querySelector('dd')?.textContent).toBe(
      formatMillions(overpaid.principalPaidBack),
    );
    expect(screen.getByTestId('contract-panel').textContent).not.toMatch(/[−-]\s?\d/);
  });

  it('should show the rate with the decimal comma beside amounts with commas', async () => {
    await openDetail([contractFixture({ interestRate: 3.5 })]);
    expect(screen.getByTestId('contract-figure-rate').querySelector('dd')?.textContent).toBe(
      '3,5%',
    );
  });

  it('should hide the panel on the repayment schedule tab and lead to renew and close', async () => {
    const contract = contractFixture();
    const api = serveDetail([contract]);
    const periods = repaymentSchedule({ ...contract, repayEvery: contract.product.repayEvery });
    api.respond(
      contractEndpoints.repaymentSchedule,
      { id: contract.mifosId },
      {
        periods,
        totalPrincipal: contract.principalAmount,
        totalInterest: contract.interestAmount + contract.roundingFee,
      },
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
    expect(buttons()).toEqual([
      'action-approve',
      'action-reject',
      'action-contract-edit',
      'action-reprint',
    ]);
  });

  it('should show the active-contract buttons and lead to the workflow routes', async () => {
    const { router } = await openDetail([disbursed]);
    expect(buttons()).toEqual([
      'action-contract-redeem',
      'action-contract-repayment',
      'action-contract-partial-repay',
      'action-contract-renew',
      'action-waive',
      'action-adjust-value',
      'action-charge-fee',
      'action-override-overdue',
      'action-reprint',
      'action-undo-disbursal',
    ]);
    fireEvent.click(screen.getByTestId('action-contract-partial-repay'));
    // A partial repayment is a repay row on the transactions tab: the contract stays open.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=transactions'));
    expect(router.state.location.pathname).toBe('/contracts/5007');
  });

  it('should approve and flash CONTRACT_STATUS_CHANGED', async () => {
    const { api } = await openDetail();
    api.respond(
      contractEndpoints.approve,
      contract5007,
      contractFixture({ status: 'APPROVED', approvedOn: '2026-02-02' }),
    );
    fireEvent.click(screen.getByTestId('action-approve'));
    // Nothing changes before the confirmation, which names the contract and the amount.
    await screen.findByRole('dialog');
    expect(api.calls(contractEndpoints.approve, contract5007)).toHaveLength(0);
    await confirmAction('Duyệt hợp đồng #5007?', 'Giá cầm: 10 triệu', 'Duyệt');
    expect(await screen.findByText('Cập nhật trạng thái hợp đồng thành công')).toBeTruthy();
    expect(api.calls(contractEndpoints.approve, contract5007)).toHaveLength(1);
  });

  it('should show the server message when an action is refused', async () => {
    const { api } = await openDetail();
    api.respond(contractEndpoints.approve, refusal(409, 'Hợp đồng không ở trạng thái chờ duyệt'));
    fireEvent.click(screen.getByTestId('action-approve'));
    await confirmAction('Duyệt hợp đồng #5007?', 'Giá cầm: 10 triệu', 'Duyệt');
    expect(await screen.findByText('Hợp đồng không ở trạng thái chờ duyệt')).toBeTruthy();
  });

  it('should keep reject disabled until a reason is picked and name the contract', async () => {
    const { api } = await openDetail();
    api.respond(
      contractEndpoints.reject,
      contractFixture({ status: 'REJECTED', cancelReason: 'FRAUD' }),
    );
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
    expect((await api.expectCall(contractEndpoints.reject, contract5007)).body).toEqual({
      cancelReason: 'FRAUD',
    });
  });

  it('should ask for the disburse type, cash by default, when there is no parent', async () => {
    const approved = contractFixture({ status: 'APPROVED', approvedOn: '2026-02-01' });
    const { api } = await openDetail([approved]);
    api.respond(contractEndpoints.disburse, disbursed);
    fireEvent.click(screen.getByTestId('action-disburse'));
    const dialog = await screen.findByTestId('disburse-dialog');
    expect(screen.getByText('Giải ngân hợp đồng #5007?')).toBeTruthy();
    expect(within(dialog).getByTestId('disburse-amount').textContent).toBe(
      `Khách nhận: ${formatMillions(approved.receivedAmount)} triệu`,
    );
    expect(screen.getByTestId('disburse-dialog-confirm').textContent).toBe('Giải ngân');
    expect((within(dialog).getByLabelText('Tiền mặt') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Chuyển khoản'));
    fireEvent.click(screen.getByTestId('disburse-dialog-confirm'));
    expect((await api.expectCall(contractEndpoints.disburse, contract5007)).body).toEqual({
      type: 'BANK',
    });
  });

  it('should skip the type dialog when the parent lent at least as much', async () => {
    const child = contractFixture({
      status: 'APPROVED',
      contractType: 'RENEWAL',
      approvedOn: '2026-02-02',
      parent: { id: 5, finfluxId: 5005, approvedAmount: 10_000_000 },
    });
    const { api } = await openDetail([child]);
    api.respond(contractEndpoints.disburse, disbursed);
    const disburse = screen.getByTestId('action-disburse');
    await waitFor(() => expect(disburse.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(disburse);
    await confirmAction(
      'Giải ngân hợp đồng #5007?',
      'Không chi thêm tiền: hợp đồng cũ đã cho vay 10 triệu',
      'Giải ngân',
    );
    expect((await api.expectCall(contractEndpoints.disburse, contract5007)).body).toEqual({});
    expect(screen.queryByTestId('disburse-dialog')).toBeNull();
    // The parent's approved amount comes with the contract: no second fetch for it.
    expect(api.calls(contractEndpoints.detailByFinflux, { id: 5005 })).toHaveLength(0);
  });

  it('should ask ARE_YOU_SURE before an undo', async () => {
    const approved = contractFixture({ status: 'APPROVED', approvedOn: '2026-02-01' });
    const { api } = await openDetail([approved]);
    api.respond(contractEndpoints.undoApproval, contractFixture());
    fireEvent.click(screen.getByTestId('action-undo-approval'));
    expect(api.calls(contractEndpoints.undoApproval)).toHaveLength(0);
    await confirmPopup('Hoàn tác duyệt');
    await api.expectCall(contractEndpoints.undoApproval, contract5007);
  });

  it('should refuse a new price above the approved amount', async () => {
    const { api } = await openDetail([disbursed]);
    fireEvent.click(screen.getByTestId('action-adjust-value'));
    fireEvent.change(await screen.findByTestId('adjust-price'), { target: { value: '11' } });
    fireEvent.click(screen.getByTestId('adjust-dialog-confirm'));
    expect(await screen.findByText('Giá mới lớn hơn giá cũ')).toBeTruthy();
    expect(api.calls(contractEndpoints.adjustValue)).toHaveLength(0);
  });
});

describe('transactions tab (CON-4)', () => {
  const contract7 = { id: 7 };

  it('should offer the undo icon only where retractable and retract after ARE_YOU_SURE', async () => {
    // Row 91 was written by the core itself (the disbursal): the domain never lets it be retracted.
    const api = serveDetail(
      [disbursed],
      [
        transactionFixture({ id: 90, registeredOn: '2026-02-10' }),
        transactionFixture({ id: 91, registeredOn: '2026-02-01', manual: false }),
      ],
    );
    api.respond(contractEndpoints.retractTransaction, disbursed);
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    const icon = await screen.findByTestId('transaction-retract-90');
    expect(screen.queryByTestId('transaction-retract-91')).toBeNull();
    const detailCalls = api.calls(contractEndpoints.detailByFinflux, contract5007).length;
    const transactionCalls = api.calls(contractEndpoints.transactions).length;
    fireEvent.click(icon);
    await confirmPopup('Hoàn tác giao dịch');
    await api.expectCall(contractEndpoints.retractTransaction, { id: 7, tid: 90 });
    await waitFor(() =>
      expect(api.calls(contractEndpoints.transactions).length).toBeGreaterThan(transactionCalls),
    );
    // The retraction answers the updated contract: the detail is taken from it, not fetched again.
    expect(api.calls(contractEndpoints.detailByFinflux, contract5007)).toHaveLength(detailCalls);
  });

  it('should add a repay row in whole VND and flash PARTIAL_REPAID_SUCCESSFULLY', async () => {
    const api = serveDetail([disbursed]);
    api.respond(
      contractEndpoints.addTransaction,
      contract7,
      disbursedContract({ repaidAmount: 1_250_000 }),
    );
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    fireEvent.click(await screen.findByTestId('add-repay-row'));
    fireEvent.click(screen.getByTestId('draft-save'));
    expect((await screen.findByTestId('draft-amount-error')).textContent).toBe('Mục bắt buộc');
    fireEvent.change(screen.getByTestId('draft-amount'), { target: { value: '1.25' } });
    fireEvent.click(screen.getByTestId('draft-save'));
    expect(await screen.findByText('Trả nợ một phần thành công')).toBeTruthy();
    expect(api.calls(contractEndpoints.addTransaction, contract7)[0]?.body).toMatchObject({
      type: 'CASH',
      amount: 1_250_000,
      action: 'REPAY',
    });
    await waitFor(() => expect(screen.queryByTestId('draft-save')).toBeNull());
  });

  it('should refuse a date before the latest registered transaction', async () => {
    const api = serveDetail(
      [disbursed],
      [transactionFixture({ id: 90, registeredOn: '2099-01-01' })],
    );
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=transactions');
    await screen.findByTestId('transaction-retract-90');
    fireEvent.click(screen.getByTestId('add-waive-row'));
    fireEvent.change(screen.getByTestId('draft-amount'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByTestId('draft-save'));
    expect((await screen.findByTestId('draft-date-error')).textContent).toBe(
      'Ngày giao dịch không hợp lệ',
    );
    expect(api.calls(contractEndpoints.addTransaction)).toHaveLength(0);
  });
});

describe('documents tab (CON-7)', () => {
  it('should refuse a file over 10,485,760 bytes and offer "view contract"', async () => {
    const { api, router } = await openDetail([contractFixture()], '/contracts/5007?tab=documents');
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
    expect(api.calls(documentEndpoints.uploadContractDocument)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('contract-review'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007/review'));
  });
});
