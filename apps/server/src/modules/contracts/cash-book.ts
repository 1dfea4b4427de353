/**
 * The loan core's side of the cash book (decisions/0011): each action that moves money calls one
 * of these inside its transaction, so the contract row and its cash log entry commit or roll
 * back together, whichever use case (or composition of use cases) runs it.
 */
import {
  type ContractPaymentMethod,
  type ContractPaymentPurpose,
  recordContractPayment,
  retractContractDisbursal,
  retractContractPayment,
} from '../cash-log/contract-payments.ts';
import type { TransactionRow } from './contract-money.repo.ts';
import type { Step } from './run-action.ts';

export type { ContractPaymentPurpose } from '../cash-log/contract-payments.ts';

const contractOf = (step: Step) => ({
  mifosId: step.contract.mifosId,
  finfluxId: step.contract.finfluxId,
  branchId: step.contract.branchId,
});

/**
 * The pending entry of money the client paid: a repay transaction (a partial repayment, a
 * settlement's payment) or the payment at closing; `purpose` COLLATERAL_SALE_PROCEEDS for a
 * liquidation's payments.
 */
export async function bookPayment(
  step: Step,
  row: TransactionRow,
  purpose: ContractPaymentPurpose = 'LOAN_REPAYMENT',
): Promise<void> {
  await recordContractPayment(step.tx, step.ctx, {
    purpose,
    contract: contractOf(step),
    transactionId: row.id,
    method: row.type,
    amount: row.amount,
    date: row.registeredOn,
  });
}

/** The pending entry of the money paid out at disbursal. */
export async function bookDisbursal(
  step: Step,
  payout: { amount: number; method: ContractPaymentMethod; date: string },
): Promise<void> {
  await recordContractPayment(step.tx, step.ctx, {
    purpose: 'LOAN_DISBURSEMENT',
    contract: contractOf(step),
    transactionId: null,
    ...payout,
  });
}

/** Takes back the entry of a transaction being retracted (7008 inside a closed range). */
export async function unbookPayment(step: Step, transactionId: number): Promise<void> {
  await retractContractPayment(step.tx, step.ctx, transactionId);
}

/** Takes back the entry of the disbursal being undone (7008 inside a closed range). */
export async function unbookDisbursal(step: Step): Promise<void> {
  await retractContractDisbursal(step.tx, step.ctx, step.contract.mifosId);
}
