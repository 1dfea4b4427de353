import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { liquidationFee } from '@pawndesk/domain/loan-math';
import { formatMillions, formatVnd } from '@pawndesk/domain/money';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { disbursedContract, overdueContract } from '../../../testing/fixtures/contract.ts';
import { misc2Fixture } from '../../../testing/fixtures/reference.ts';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { onFixtureDay, serveDetail, serveReference, typeDate } from '../testing/counter.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(820);
  onFixtureDay();
});

const contract7 = { id: 7 };
const overdue = overdueContract();
/** The product's commitment: 15 days at 3 %. */
const withCommitment = misc2Fixture({
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

async function openDetail(contract: ContractDto) {
  const api = stubApi();
  serveReference(api);
  api.respond(referenceEndpoints.misc2, withCommitment);
  serveDetail(api, contract);
  signInAs(['contract_access']);
  renderApp('/contracts/5007');
  await screen.findByTestId('contract-panel');
  return api;
}

function dialog(testId: string): HTMLElement {
  return screen.getByTestId(testId);
}

describe('fees from the console (CON-5)', () => {
  it('should show the overdue fee the domain computes and charge exactly it after confirming', async () => {
    const api = await openDetail(overdue);
    api.respond(
      contractEndpoints.chargeFee,
      contract7,
      overdueContract({ chargedOverdueFee: overdue.overdueFee }),
    );
    fireEvent.click(screen.getByTestId('action-charge-fee'));
    await screen.findByTestId('fee-dialog');
    const amount = await within(dialog('fee-dialog')).findByTestId('fee-amount');
    expect(amount.textContent).toContain(formatMillions(overdue.overdueFee));
    expect(amount.textContent).toContain(formatVnd(overdue.overdueFee));
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    const confirm = await screen.findByTestId('fee-confirm');
    expect(confirm.textContent).toContain(`Thu phí quá hạn ${formatMillions(overdue.overdueFee)}`);
    expect(api.calls(contractEndpoints.chargeFee)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    expect((await api.expectCall(contractEndpoints.chargeFee, contract7)).body).toEqual({
      registeredOn: '2026-02-02',
      type: 'OVERDUE',
      amount: overdue.overdueFee,
    });
    expect(await screen.findByText(/Đã thu phí quá hạn/)).toBeTruthy();
  });

  it('should compute the liquidization fee at the chosen rate and send the rate', async () => {
    const api = await openDetail(overdue);
    api.respond(contractEndpoints.chargeFee, contract7, overdue);
    fireEvent.click(screen.getByTestId('action-charge-fee'));
    await screen.findByTestId('fee-dialog');
    fireEvent.click(within(dialog('fee-dialog')).getByLabelText('Phí thanh lý'));
    const rate = await screen.findByTestId('fee-rate');
    fireEvent.change(rate, { target: { value: '15' } });
    const fee = liquidationFee({ ...overdue, rate: 15 });
    await waitFor(() =>
      expect(screen.getByTestId('fee-amount').textContent).toContain(formatMillions(fee)),
    );
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    await screen.findByTestId('fee-confirm');
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    expect((await api.expectCall(contractEndpoints.chargeFee, contract7)).body).toEqual({
      registeredOn: '2026-02-02',
      type: 'LIQUIDIZATION',
      amount: fee,
      rate: 15,
    });
  });

  it('should offer no liquidization fee on a contract that is not overdue, and charge the failed commitment fee', async () => {
    const disbursed = disbursedContract();
    const api = await openDetail(disbursed);
    api.respond(contractEndpoints.chargeFee, contract7, disbursed);
    fireEvent.click(screen.getByTestId('action-charge-fee'));
    const body = await screen.findByTestId('fee-dialog');
    expect(within(body).queryByLabelText('Phí thanh lý')).toBeNull();
    // Not late: no overdue fee to charge, so nothing can be confirmed.
    expect(await within(body).findByTestId('fee-nothing')).toBeTruthy();
    expect((screen.getByTestId('fee-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(body).getByLabelText('Phí vi phạm cam kết'));
    // Held 1 of the 15 committed days: 10,000,000 × 3 % ÷ 30 × 1.
    await waitFor(() =>
      expect(screen.getByTestId('fee-amount').textContent).toContain(formatVnd(10_000)),
    );
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    fireEvent.click(screen.getByTestId('fee-dialog-confirm'));
    expect((await api.expectCall(contractEndpoints.chargeFee, contract7)).body).toEqual({
      registeredOn: '2026-02-02',
      type: 'FAILED_COMMITMENT',
      amount: 10_000,
    });
  });

  it('should refuse a fee date after today', async () => {
    await openDetail(overdue);
    fireEvent.click(screen.getByTestId('action-charge-fee'));
    await screen.findByTestId('fee-dialog');
    typeDate('fee-date', '03/02/2026');
    expect((await screen.findByTestId('fee-date-error')).textContent).toBe(
      'Ngày thu phí không được sau hôm nay',
    );
    expect((screen.getByTestId('fee-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('should show the current overdue fee and override it after a confirmation naming the amount', async () => {
    const api = await openDetail(overdue);
    api.respond(
      contractEndpoints.overrideOverdueFee,
      contract7,
      overdueContract({ overridedOverdueFee: 500_000 }),
    );
    fireEvent.click(screen.getByTestId('action-override-overdue'));
    await screen.findByTestId('overdue-dialog');
    expect(screen.getByTestId('overdue-current').textContent).toContain(
      formatMillions(overdue.overdueFee),
    );
    fireEvent.click(screen.getByTestId('overdue-dialog-confirm'));
    expect((await screen.findByTestId('overdue-error')).textContent).toBe('Mục bắt buộc');
    fireEvent.change(screen.getByTestId('overdue-new'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('overdue-dialog-confirm'));
    expect((await screen.findByTestId('overdue-confirm')).textContent).toBe(
      'Đặt phí quá hạn thành 0,5 triệu (500.000 đ)?',
    );
    expect(api.calls(contractEndpoints.overrideOverdueFee)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('overdue-dialog-confirm'));
    expect((await api.expectCall(contractEndpoints.overrideOverdueFee, contract7)).body).toEqual({
      overridedOverdueFee: 500_000,
    });
    expect(await screen.findByText('Đã điều chỉnh phí quá hạn thành 0,5 triệu')).toBeTruthy();
  });
});
