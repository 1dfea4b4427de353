import { z } from 'zod';
import { contractDto } from './contract-api.ts';
import { paymentTypes } from './contract-states.ts';
import { documentDto } from './document-api.ts';
import { isoDate as calendarDate } from './primitives.ts';
import { redeemPaymentMethods } from './print-documents.ts';

/**
 * Wire contracts of settling a contract at the counter (B§2 redeem, repayment, liquidation and
 * reprint; B§4; B§5). Money is whole VND; business dates are YYYY-MM-DD.
 */
const isoDate = calendarDate();
const money = z.number().int().safe();

/** B§3 Redeem info: what the redeem wizard's first step shows, as of `transactionDate`. */
export const redeemInfoDto = z.object({
  id: z.number(),
  finfluxId: z.number(),
  mifosId: z.number(),
  /** Disbursed or overdue: the wizard refuses anything else with REDEEM_ERROR. */
  active: z.boolean(),
  status: z.string(),
  transactionDate: isoDate,
  dueDate: isoDate,
  maturesOn: isoDate,
  lateDays: z.number().int(),
  /** What the client pays to redeem today (the contract's toRepay). */
  totalOutstanding: money,
  principalAmount: money,
  interestAmount: money,
  roundingFee: money,
  overdueFee: money,
  /**
   * Fees owed besides the overdue fee: charged liquidation and failed-commitment fees and an old
   * contract's penalty (the bill's line; the storage fee is taken at disbursal, not here).
   */
  outstandingFee: money,
  promotionAmount: money,
  repaidAmount: money,
  waivedAmount: money,
  prepaid: z.boolean(),
  paymentMethod: z.enum(redeemPaymentMethods),
  branch: z.object({ id: z.number(), branchName: z.string() }),
  client: z.object({
    id: z.number(),
    mifosId: z.string().nullable(),
    name: z.string(),
    primaryPhone: z.string(),
    fullAddress: z.string(),
  }),
  /** Where the asset is kept: the storage and the branch it belongs to (B§3 storage.branchName). */
  storage: z
    .object({ id: z.number(), name: z.string(), branchId: z.number(), branchName: z.string() })
    .nullable(),
  /** The branch's receiving account for a bank transfer; null when the branch has none. */
  bankAccount: z
    .object({
      bankBin: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
    })
    .nullable(),
});
export type RedeemInfoDto = z.infer<typeof redeemInfoDto>;

/** Redeem: close the contract on `submissionDate` and archive the printed bill, in one call. */
export const redeemInput = z.object({
  submissionDate: isoDate,
  paymentMethod: z.enum(redeemPaymentMethods).default('CASH'),
});
export type RedeemInput = z.input<typeof redeemInput>;

export const settlementModes = ['REPAYMENT', 'LIQUIDATION'] as const;
export type SettlementMode = (typeof settlementModes)[number];

export const settlementPaymentInput = z.object({
  type: z.enum(paymentTypes),
  amount: money.positive(),
  transactionDate: isoDate,
});

/**
 * The repayment editor's save (B§4), done by the server in this order in one transaction:
 * override the overdue fee when set (liquidation only, B§5); charge the extra overdue fee; charge
 * the liquidization fee (liquidation only, at `liquidationRate`); charge the failed commitment
 * fee; add each payment as a repay transaction in date order, cash before bank on a tie; repay on
 * `repaidOn`; note. The fees are the domain's figures on `repaidOn` (the ones the receipt prints,
 * `settlementReceiptData`), so the body carries only what staff choose: the override, the rate
 * and the payments. The payments must cover what is due (else INVALID_AMOUNT, nothing saved).
 */
export const settleInput = z.object({
  mode: z.enum(settlementModes),
  repaidOn: isoDate,
  overridedOverdueFee: money.min(0).nullable().default(null),
  liquidationRate: z.number().min(1).max(100).nullable().default(null),
  payments: z.array(settlementPaymentInput).max(50).default([]),
});
export type SettleInput = z.input<typeof settleInput>;

/** What redeem and settle answer: the closed contract and the archived printed document. */
export const settlementDto = z.object({ contract: contractDto, document: documentDto });
export type SettlementDto = z.infer<typeof settlementDto>;

export const printedDocumentKinds = [
  'REDEEM_BILL',
  'REPAYMENT_RECEIPT',
  'LIQUIDATION_RECEIPT',
  'MORTGAGE_CONTRACT',
] as const;
export type PrintedDocumentKind = (typeof printedDocumentKinds)[number];

/** Print (or reprint) a document of a contract: the server renders, archives and answers it. */
export const printInput = z.object({ kind: z.literal('MORTGAGE_CONTRACT') });
