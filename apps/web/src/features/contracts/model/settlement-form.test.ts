import { printClientOf } from '@pawndesk/domain/print-documents';
import { describe, expect, it } from 'vitest';
import { commitmentTerms, contractIssuer } from '../../../lib/print/print-context.ts';
import { disbursedContract, overdueContract } from '../../../testing/fixtures/contract.ts';
import { miscFixture } from '../../../testing/fixtures/reference.ts';
import {
  checkSettlement,
  newSettlementForm,
  type SettlementContext,
  type SettlementForm,
} from './settlement-form.ts';

const terms = { loanTerm: 30, commitmentDays: 15, commitmentPenaltyRate: 3 };

function contextOf(
  contract = disbursedContract(),
  change: Partial<SettlementContext> = {},
): SettlementContext {
  return {
    mode: 'REPAYMENT',
    contract,
    transactions: [],
    terms,
    client: printClientOf(contract),
    issuer: contractIssuer(contract, miscFixture()),
    today: '2026-02-02',
    isSuperuser: false,
    ...change,
  };
}

function formOf(change: Partial<SettlementForm> = {}): SettlementForm {
  return { ...newSettlementForm('2026-02-02', 10_510_000), ...change };
}

describe('checkSettlement (B§4, B§5)', () => {
  it('should turn the form into the one settle body: what staff chose', () => {
    const check = checkSettlement(formOf(), contextOf());
    expect(check.ok && check.input).toEqual({
      mode: 'REPAYMENT',
      repaidOn: '2026-02-02',
      overridedOverdueFee: null,
      liquidationRate: null,
      payments: [{ type: 'CASH', amount: 10_510_000, transactionDate: '2026-02-02' }],
    });
    // The fees are the server's to charge; the receipt shows the same figures.
    expect(check.ok && check.receipt.failedCommitmentFee).toBe(10_000);
  });

  it('should count a failed commitment fee the contract carries once', () => {
    const contract = disbursedContract({ failedCommitmentFee: 10_000 });
    const check = checkSettlement(formOf(), contextOf(contract));
    expect(check.ok && check.receipt.lines.total).toBe(10_510_000);
  });

  it('should take what is due from an override the contract carries', () => {
    const contract = overdueContract({ overridedOverdueFee: 100_000 });
    const due = contract.principalAmount + contract.interestAmount + contract.roundingFee + 100_000;
    const form = newSettlementForm('2026-02-02', due);
    const check = checkSettlement(
      form,
      contextOf(contract, { terms: { ...terms, commitmentDays: 0 } }),
    );
    expect(check.ok && check.receipt.lines.overdueFee).toBe(100_000);
  });

  it('should ignore the typed overdue fee in repayment mode (liquidation only)', () => {
    const contract = overdueContract();
    const context = contextOf(contract, { terms: { ...terms, commitmentDays: 0 } });
    const form = newSettlementForm('2026-02-02', contract.toRepay);
    const check = checkSettlement({ ...form, isOverdueFeeEdited: true, overdueFee: '0' }, context);
    expect(check.ok && check.input.overridedOverdueFee).toBeNull();
    expect(check.ok && check.receipt.lines.overdueFee).toBe(contract.overdueFee);
  });

  it('should let a superuser settle more than 10 days back', () => {
    const contract = overdueContract();
    const form = formOf({ repaidOn: '10/01/2026', payments: [] });
    const staff = checkSettlement(form, contextOf(contract));
    const superuser = checkSettlement(form, contextOf(contract, { isSuperuser: true }));
    expect(!staff.ok && staff.errors.repaidOn).toBe('INVALID_REPAYMENT_DATE');
    expect(!superuser.ok && superuser.errors.repaidOn).toBeUndefined();
  });

  it('should refuse a payment dated after the repaid date', () => {
    const form = formOf({ repaidOn: '01/02/2026' });
    const check = checkSettlement(form, contextOf());
    expect(!check.ok && check.errors.payments[1]).toEqual({ date: 'INVALID_TRANSACTION_DATE' });
  });
});

describe('print context', () => {
  it("should print the branch's address from the reference data", () => {
    const issuer = contractIssuer(disbursedContract(), miscFixture());
    expect(issuer).toMatchObject({
      branchName: 'Chi nhánh Cầu Giấy',
      branchAddress: 'Hà Nội',
      bankAccount: null,
    });
  });

  it('should read no commitment for a product that is not listed', () => {
    expect(commitmentTerms(disbursedContract(), { products: [] })).toEqual({
      loanTerm: 30,
      commitmentDays: 0,
      commitmentPenaltyRate: 0,
    });
  });
});
