import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { liquidationFee } from '@pawndesk/domain/loan-math';
import { formatMillions } from '@pawndesk/domain/money';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import { disbursedContract, overdueContract } from '../../../testing/fixtures/contract.ts';
import { misc2Fixture } from '../../../testing/fixtures/reference.ts';
import { settlementFixture } from '../../../testing/fixtures/settlement.ts';
import { transactionFixture } from '../../../testing/fixtures/transaction.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  onFixtureDay,
  serveArchivedDocument,
  serveClient,
  serveDetail,
  serveReference,
  typeDate,
} from '../testing/counter.ts';

// The preview and printPdf are replaced at their module boundary (jsdom renders no PDF; the
// receipt the server renders is the server's tests'); the figures are the domain's own.
const previews = vi.hoisted(() => ({ shown: [] as PdfRequest[] }));
vi.mock('../../../components/print/pdf-preview.tsx', () => ({
  PdfPreview: ({ request, testId }: { request: PdfRequest; testId: string }) => {
    previews.shown.push(request);
    return <div data-testid={testId} />;
  },
}));
vi.mock('../../../lib/print/print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
  onFixtureDay();
  previews.shown = [];
  vi.mocked(printPdf).mockClear();
});

const route = { id: 5007 };
/** The 30-day product with a 15-day commitment at 3 %: held 1 day, 10,000,000 owes 10,000. */
const products = misc2Fixture({
  products: [
    {
      id: 1,
      productName: 'ARREARS_30',
      productDesc: 'Trả lãi cuối kỳ 30 ngày',
      interestType: 'ARREARS',
      prepaid: false,
      loanTerm: 30,
      repayEvery: 30,
      interestValue: null,
      minInterestRate: 1,
      maxInterestRate: 8,
      commitmentDays: 15,
      commitmentPenaltyRate: 3,
    },
  ],
});

function openEditor(
  path: string,
  contract: ContractDto,
  transactions: TransactionDto[] = [],
): { api: StubApi; router: ReturnType<typeof renderApp>['router'] } {
  const api = stubApi();
  serveReference(api);
  api.respond(referenceEndpoints.misc2, products);
  serveDetail(api, contract);
  api.respond(contractEndpoints.transactions, { items: transactions, total: transactions.length });
  serveClient(api);
  signInAs(['contract_access']);
  const { router } = renderApp(path);
  return { api, router };
}

function row(index: number): HTMLElement {
  return screen.getByTestId(`payment-row-${index}`);
}

/** The settlement the receipt's preview asks the server to render. */
function lastReceipt() {
  const last = previews.shown.at(-1);
  if (last?.url !== '/crm/api/v2/contracts/finflux-5007:settle-preview/') {
    throw new Error('no receipt shown');
  }
  expect(last.method).toBe('POST');
  return last.body;
}

const disbursed = disbursedContract();
const repaid = disbursedContract({ status: 'REPAID', repaidOn: '2026-02-02' });

describe('repayment editor (FLOW-4)', () => {
  it('should send one settle with the payments in the order entered, then print the archived receipt', async () => {
    const { api, router } = openEditor('/contracts/5007/repay', disbursed);
    await screen.findByTestId('settlement-step-inputs');
    expect(screen.getByText('Trả nợ hợp đồng #5007')).toBeTruthy();
    // Repayment mode: no rate, and the overdue fee is computed, never typed.
    expect(screen.queryByTestId('settlement-rate')).toBeNull();
    expect(screen.queryByTestId('settlement-edit-overdue')).toBeNull();
    // 10,500,000 owed today plus the failed commitment fee of the domain (held 1 of 15 days).
    expect(screen.getByTestId('settlement-figure-failedCommitmentFee').textContent).toContain(
      formatMillions(10_000),
    );
    expect(screen.getByTestId('settlement-figure-total').textContent).toContain(
      formatMillions(10_510_000),
    );
    const first = screen.getByTestId('payment-amount-0') as HTMLInputElement;
    // Shown with the Vietnamese decimal comma; typed with either mark.
    expect(first.value).toBe('10,51');

    fireEvent.change(first, { target: { value: '6.51' } });
    fireEvent.click(screen.getByTestId('payment-add'));
    fireEvent.click(within(row(1)).getByLabelText('Chuyển khoản'));
    fireEvent.change(screen.getByTestId('payment-amount-1'), { target: { value: '4' } });
    typeDate('payment-date-1', '01/02/2026');
    fireEvent.click(screen.getByTestId('settlement-next'));

    await screen.findByTestId('settlement-step-preview');
    // The receipt of exactly what the save sends.
    const previewed = lastReceipt();

    api.respond(contractEndpoints.settle, route, settlementFixture(repaid, 81));
    serveArchivedDocument(api, 81);
    fireEvent.click(screen.getByTestId('settlement-save'));
    fireEvent.click(screen.getByTestId('settlement-save'));
    const call = await api.expectCall(contractEndpoints.settle, route);
    expect(call.body).toEqual({
      mode: 'REPAYMENT',
      repaidOn: '2026-02-02',
      overridedOverdueFee: null,
      liquidationRate: null,
      // As entered: the order rule is the server's.
      payments: [
        { type: 'CASH', amount: 6_510_000, transactionDate: '2026-02-02' },
        { type: 'BANK', amount: 4_000_000, transactionDate: '2026-02-01' },
      ],
    });
    expect(call.body).toEqual(previewed);
    expect(await screen.findByText('Tất toán hợp đồng thành công')).toBeTruthy();
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(api.calls(contractEndpoints.settle)).toHaveLength(1);
    // The archived document itself, through its signed link.
    expect(printPdf).toHaveBeenCalledWith('/files/documents/81?sig=signed&exp=1');

    await screen.findByTestId('settlement-step-saved');
    fireEvent.click(screen.getByTestId('settlement-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(2));
    expect(api.calls(contractEndpoints.settle)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('settlement-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    // The detail shows the settled contract the answer carried.
    expect(await screen.findByText('Đã tất toán')).toBeTruthy();
  });

  it('should keep everything typed and stay on the preview when the save is refused', async () => {
    const { api } = openEditor('/contracts/5007/repay', disbursed);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.change(screen.getByTestId('payment-amount-0'), { target: { value: '10.510' } });
    fireEvent.click(screen.getByTestId('settlement-next'));
    await screen.findByTestId('settlement-step-preview');
    api.respond(
      contractEndpoints.settle,
      route,
      refusal(409, 'Khách hàng chưa thanh toán đủ, còn thiếu 1.000 đ'),
    );
    fireEvent.click(screen.getByTestId('settlement-save'));
    expect(
      await screen.findByText('Khách hàng chưa thanh toán đủ, còn thiếu 1.000 đ'),
    ).toBeTruthy();
    expect(screen.getByTestId('settlement-step-preview')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('settlement-save') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(printPdf).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('settlement-preview-back'));
    await screen.findByTestId('settlement-step-inputs');
    expect((screen.getByTestId('payment-amount-0') as HTMLInputElement).value).toBe('10,51');
  });

  it('should ask for the overdue fee accrued on an overdue contract', async () => {
    const overdue = overdueContract();
    const { api } = openEditor('/contracts/5007/repay', overdue);
    await screen.findByTestId('settlement-step-inputs');
    expect(screen.getByTestId('settlement-overdue-fee').textContent).toContain(
      formatMillions(overdue.overdueFee),
    );
    fireEvent.click(screen.getByTestId('settlement-next'));
    await screen.findByTestId('settlement-step-preview');
    api.respond(contractEndpoints.settle, route, settlementFixture(repaid, 81));
    serveArchivedDocument(api, 81);
    fireEvent.click(screen.getByTestId('settlement-save'));
    const call = await api.expectCall(contractEndpoints.settle, route);
    expect(call.body).toEqual({
      mode: 'REPAYMENT',
      repaidOn: '2026-02-02',
      overridedOverdueFee: null,
      liquidationRate: null,
      // What the detail says settling costs today, the overdue fee included.
      payments: [{ type: 'CASH', amount: overdue.toRepay, transactionDate: '2026-02-02' }],
    });
  });

  it.each([
    ['a payment below what is due', '10.5', 'settlement-amount-error', 'Số tiền không hợp lệ'],
    ['a payment above what is due', '11', 'settlement-amount-error', 'Số tiền không hợp lệ'],
    ['an amount that is no number', 'abc', 'payment-amount-error-0', 'Dữ liệu không phải là số'],
    ['an empty amount', '', 'payment-amount-error-0', 'Mục bắt buộc'],
  ])('should refuse %s before the preview (B§5)', async (_case, amount, testId, message) => {
    const { api } = openEditor('/contracts/5007/repay', disbursed);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.change(screen.getByTestId('payment-amount-0'), { target: { value: amount } });
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId(testId)).textContent).toContain(message);
    expect(screen.getByTestId('settlement-step-inputs')).toBeTruthy();
    expect(api.calls(contractEndpoints.settle)).toHaveLength(0);
  });

  it.each([
    ['unreadable', 'hôm qua', 'Ngày không hợp lệ'],
    ['before the submission date', '31/01/2026', 'Ngày tất toán không hợp lệ'],
    ['after today', '03/02/2026', 'Ngày tất toán không hợp lệ'],
  ])('should refuse a repaid date %s (B§5)', async (_case, text, message) => {
    openEditor('/contracts/5007/repay', disbursed);
    await screen.findByTestId('settlement-step-inputs');
    typeDate('settlement-date', text);
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId('settlement-date-error')).textContent).toBe(message);
  });

  it('should refuse a payment dated before the latest transaction (INVALID_TRANSACTION_DATE)', async () => {
    const latest = transactionFixture({ id: 95, registeredOn: '2026-02-02', amount: 100_000 });
    openEditor('/contracts/5007/repay', disbursed, [latest]);
    await screen.findByTestId('settlement-step-inputs');
    typeDate('payment-date-0', '01/02/2026');
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId('payment-date-error-0')).textContent).toBe(
      'Ngày giao dịch không hợp lệ',
    );
  });

  it('should add and remove payment rows', async () => {
    openEditor('/contracts/5007/repay', disbursed);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.click(screen.getByTestId('payment-add'));
    expect(screen.getByTestId('payment-row-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('payment-remove-0'));
    fireEvent.click(screen.getByTestId('payment-remove-0'));
    expect(screen.queryByTestId('payment-row-0')).toBeNull();
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId('settlement-amount-error')).textContent).toContain(
      'Số tiền không hợp lệ',
    );
  });

  it('should send a settled contract back to its detail with REDEEM_CLOSED_ERROR', async () => {
    const { router } = openEditor('/contracts/5007/repay', repaid);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText('Hợp đồng đã đóng')).toBeTruthy();
  });

  it('should send a route without a contract id to the contracts list', async () => {
    const api = stubApi();
    api.hold(contractEndpoints.list);
    api.hold(contractEndpoints.summary);
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/0/repay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
  });
});

describe('liquidation editor (FLOW-4)', () => {
  const overdue = overdueContract();

  it('should clamp the rate, override the overdue fee after ticking, and send both', async () => {
    const { api } = openEditor('/contracts/5007/liquidize', overdue);
    await screen.findByTestId('settlement-step-inputs');
    expect(screen.getByText('Thanh lý hợp đồng #5007')).toBeTruthy();
    const rate = screen.getByTestId('settlement-rate') as HTMLInputElement;
    expect(rate.value).toBe('10');
    expect(screen.getByTestId('settlement-figure-liquidationFee').textContent).toContain(
      formatMillions(liquidationFee({ ...overdue, rate: 10 })),
    );
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('100');
    fireEvent.change(rate, { target: { value: '-20' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('20');
    expect(screen.getByTestId('settlement-figure-liquidationFee').textContent).toContain(
      formatMillions(liquidationFee({ ...overdue, rate: 20 })),
    );

    expect(screen.queryByTestId('settlement-overdue-fee-input')).toBeNull();
    fireEvent.click(screen.getByTestId('settlement-edit-overdue'));
    const fee = screen.getByTestId('settlement-overdue-fee-input') as HTMLInputElement;
    expect(fee.value).toBe(formatMillions(overdue.overdueFee));
    fireEvent.change(fee, { target: { value: '0.5' } });
    // The sale proceeds recorded are what is due (a surplus is handed back outside the contract).
    const due =
      overdue.principalAmount +
      overdue.interestAmount +
      overdue.roundingFee +
      500_000 +
      liquidationFee({ ...overdue, rate: 20 });
    expect(screen.getByTestId('settlement-figure-total').textContent).toContain(
      formatMillions(due),
    );
    fireEvent.change(screen.getByTestId('payment-amount-0'), {
      target: { value: String(due / 1_000_000) },
    });
    fireEvent.click(screen.getByTestId('settlement-next'));

    await screen.findByTestId('settlement-step-preview');
    const previewed = lastReceipt();

    api.respond(contractEndpoints.settle, route, settlementFixture(repaid, 82));
    serveArchivedDocument(api, 82);
    fireEvent.click(screen.getByTestId('settlement-save'));
    const call = await api.expectCall(contractEndpoints.settle, route);
    expect(call.body).toEqual({
      mode: 'LIQUIDATION',
      repaidOn: '2026-02-02',
      overridedOverdueFee: 500_000,
      liquidationRate: 20,
      payments: [{ type: 'CASH', amount: due, transactionDate: '2026-02-02' }],
    });
    expect(call.body).toEqual(previewed);
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
  });

  it('should refuse an empty rate', async () => {
    openEditor('/contracts/5007/liquidize', overdue);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.change(screen.getByTestId('settlement-rate'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId('settlement-rate-error')).textContent).toBe('Mục bắt buộc');
  });

  it('should send a contract that is not overdue back to its detail', async () => {
    const { router } = openEditor('/contracts/5007/liquidize', disbursed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText('Chỉ thanh lý được hợp đồng quá hạn')).toBeTruthy();
  });
});
