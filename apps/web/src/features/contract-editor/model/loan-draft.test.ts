import { renewalPayable } from '@pawndesk/domain/renewal';
import { describe, expect, it } from 'vitest';
import { contractFixture, disbursedContract } from '../../../testing/fixtures/contract.ts';
import {
  contractBody,
  type EditorProduct,
  type LoanContext,
  newLoanDraft,
  newRenewalDraft,
  readLoan,
  readRenewal,
} from './loan-draft.ts';

const products: EditorProduct[] = [
  {
    id: 1,
    productName: 'ARREARS_30',
    productDesc: 'Trả lãi cuối kỳ 30 ngày',
    interestType: 'ARREARS',
    prepaid: false,
    loanTerm: 30,
    repayEvery: 30,
    interestValue: null,
    minInterestRate: 3,
    maxInterestRate: 8,
    commitmentDays: 0,
    commitmentPenaltyRate: 0,
  },
  {
    id: 2,
    productName: 'ADVANCE_30_FIXED',
    productDesc: 'Trả trước 30 ngày',
    interestType: 'ADVANCE',
    prepaid: true,
    loanTerm: 30,
    repayEvery: 30,
    interestValue: 5,
    minInterestRate: 5,
    maxInterestRate: 5,
    commitmentDays: 0,
    commitmentPenaltyRate: 0,
  },
];

describe('readLoan (create and edit)', () => {
  const context: LoanContext = {
    mode: 'CREATE',
    today: '2026-02-02',
    isSuperuser: false,
    products,
    valuatedAmount: 12_000_000,
  };
  const filled = {
    ...newLoanDraft('2026-02-02'),
    productId: 1,
    rateText: '5',
    approvedText: '10',
  };

  it('should compute the terms and the default maturity (date + loan term)', () => {
    const reading = readLoan(filled, context);
    expect(reading.errors).toEqual({});
    expect(reading.maturesOn).toBe('2026-03-04');
    expect(reading.terms).toMatchObject({ interestAmount: 500_000, receivedAmount: 10_000_000 });
    expect(contractBody(reading, { client: 1, asset: 2 })).toEqual({
      client: 1,
      asset: 2,
      product: 1,
      approvedAmount: 10_000_000,
      warehousingFee: 0,
      specialInterestValue: 5,
      submittedOn: '2026-02-02',
    });
  });

  it('should clamp the rate to the product and refuse what B§5 refuses', () => {
    expect(readLoan({ ...filled, rateText: '12' }, context).rate).toBe(8);
    const reading = readLoan(
      { ...filled, approvedText: '13', dateText: '20/01/2026', maturesText: '', productId: 1 },
      context,
    );
    expect(reading.errors).toEqual({
      approvedAmount: 'APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT',
      disbursedOn: 'INVALID_DISBURSEMENT_DATE',
    });
    expect(contractBody(reading, { client: 1, asset: 2 })).toBeNull();
    expect(
      readLoan({ ...filled, isMaturityEdited: true, maturesText: '01/02/2026' }, context).errors,
    ).toEqual({ maturesOn: 'INVALID_MATURITY_DATE' });
    expect(readLoan({ ...filled, dateText: '31/02/2026' }, context).errors).toMatchObject({
      disbursedOn: 'INVALID_DATE_FORMAT',
    });
  });

  it('should send an agreed maturity only when it differs from the product term', () => {
    const reading = readLoan(
      { ...filled, isMaturityEdited: true, maturesText: '10/03/2026' },
      context,
    );
    expect(contractBody(reading, { client: 1, asset: 2 })).toMatchObject({
      maturesDate: '2026-03-10',
    });
  });
});

describe('readRenewal (B§4 renewal)', () => {
  // Disbursed 2026-02-01, matures 2026-03-03; renewed on 2026-02-02: 29 early days.
  const former = disbursedContract();
  const context: LoanContext = {
    mode: 'RENEW',
    today: '2026-02-02',
    isSuperuser: false,
    products,
    valuatedAmount: 10_000_000,
    former,
  };

  it('should start from the former loan and ask exactly the renew amount', () => {
    const draft = newRenewalDraft(former, '2026-02-02');
    expect(draft).toMatchObject({ productId: 1, earlyDaysText: '29', notifyClient: true });
    const reading = readRenewal(draft, context);
    const payable = renewalPayable({ ...former, overdueFee: 0 }, former.principalAmount);
    expect(reading.quote?.payable).toBe(payable);
    expect(reading.received).toBe(payable);
    // Default maturity: renewal date + loan term + early-renewal days.
    expect(reading.maturesOn).toBe('2026-04-02');
    expect(reading.renewalErrors).toEqual({});
    expect(reading.body).toEqual({
      product: 1,
      approvedAmount: 10_000_000,
      proposedAmount: former.proposedAmount,
      requiredAmount: former.requiredAmount,
      warehousingFee: 0,
      specialInterestValue: 5,
      renewedOn: '2026-02-02',
      earlyRenewalDays: 29,
      overridedOverdueFee: null,
      payments: [{ type: 'CASH', amount: payable }],
      notifyClient: true,
    });
  });

  it('should refuse a received amount that is not the renew amount (INVALID_AMOUNT)', () => {
    const draft = { ...newRenewalDraft(former, '2026-02-02'), receivedText: '0.1' };
    const reading = readRenewal(draft, context);
    expect(reading.renewalErrors).toEqual({ received: 'INVALID_AMOUNT' });
    expect(reading.body).toBeNull();
  });

  it('should refuse a renewal date before the former submission or out of the window', () => {
    const early = { ...newRenewalDraft(former, '2026-02-02'), dateText: '31/01/2026' };
    expect(readRenewal(early, context).renewalErrors).toMatchObject({
      disbursedOn: 'INVALID_RENEWAL_DATE',
    });
  });

  it('should show a prepaid rate converted r ÷ (100 − r) × 100, and lock a fixed rate', () => {
    const draft = { ...newRenewalDraft(former, '2026-02-02'), productId: 2, rateText: '9' };
    const reading = readRenewal(draft, context);
    expect(reading.rate).toBe(5);
    expect(reading.convertedRate).toBe(5.263);
  });

  it('should send the overdue fee override and an edited maturity', () => {
    const draft = {
      ...newRenewalDraft(contractFixture({ status: 'DISBURSED' }), '2026-02-02'),
      isOverdueFeeEdited: true,
      overdueFeeText: '0.05',
      isMaturityEdited: true,
      maturesText: '15/03/2026',
      receivedText: '',
    };
    const reading = readRenewal(draft, context);
    expect(reading.body).toMatchObject({ overridedOverdueFee: 50_000, maturesDate: '2026-03-15' });
    expect(reading.quote?.overdueFee).toBe(50_000);
  });
});
