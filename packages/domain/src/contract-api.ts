import { z } from 'zod';
import {
  cancelReasons,
  contractActions,
  contractStatuses,
  contractTypes,
  paymentTypes,
  transactionActions,
  transactionStatuses,
} from './contract-states.ts';
import { interestTypes } from './loan-math.ts';
import {
  isoDate as calendarDate,
  id,
  idParam,
  line,
  multiline,
  pageParam,
  pageSizeParam,
} from './primitives.ts';

/**
 * Wire contracts of the contract calls (A§7, B§7). Money is whole VND; business dates are
 * YYYY-MM-DD; instants are ISO strings.
 */
const isoDate = calendarDate();
const money = z.number().int().safe();
const personRef = z.object({ firstName: z.string(), lastName: z.string() });
const numberRef = z.object({ id: z.number(), finfluxId: z.number() });

/** Upper-cases and turns spaces/dashes into underscores, so "failed commitment" is accepted. */
function keyOf<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toUpperCase()
            .replace(/[\s-]+/g, '_')
        : value,
    z.enum(values),
  );
}

export const contractDto = z.object({
  id: z.number(),
  /** The loan account number shown as the contract id. */
  finfluxId: z.number(),
  mifosId: z.number(),
  status: z.enum(contractStatuses),
  contractType: z.enum(contractTypes),
  submittedOn: isoDate,
  originallySubmittedOn: isoDate,
  maturesOn: isoDate,
  /** The same as maturesOn (A§3 list form). */
  maturesDate: isoDate,
  overridedMaturesOn: isoDate.nullable(),
  dueDate: isoDate,
  approvedOn: isoDate.nullable(),
  disbursedOn: isoDate.nullable(),
  repaidOn: isoDate.nullable(),
  renewedOn: isoDate.nullable(),
  closedOn: isoDate.nullable(),
  createdAt: z.string(),
  requiredAmount: money,
  proposedAmount: money,
  approvedAmount: money,
  adjustedAmount: money,
  hasValueAdjustment: z.boolean(),
  principalAmount: money,
  interestAmount: money,
  interestRate: z.number(),
  specialInterestValue: z.number(),
  isAdvance: z.boolean(),
  roundingFee: money,
  storageFee: money,
  warehousingFee: money,
  discountAmount: money,
  receivedAmount: money,
  disbursementAmount: money.nullable(),
  disburseType: z.enum(paymentTypes).nullable(),
  repaidAmount: money,
  waivedAmount: money,
  renewalDifference: money,
  chargedOverdueFee: money,
  overridedOverdueFee: money.nullable(),
  liquidationFee: money,
  failedCommitmentFee: money,
  /** As of today: days past maturity and the overdue fee they would cost. */
  lateDays: z.number(),
  overdueFee: money,
  overdueFeePerDay: z.number(),
  /** Charged fees and payments as they stand. */
  totalDue: money,
  totalOutstanding: money,
  /** What settling (redeem) or renewing would cost today, the overdue fee included. */
  toRepay: money,
  /** `renewalDue().amount`: never below 0 (decisions/0018). */
  toRenew: money.min(0),
  /** Paid beyond interest and fees: principal paid back, carried by the renewal (0018). */
  principalPaidBack: money.min(0),
  cancelReason: z.string().nullable(),
  branch: z.object({ id: z.number(), branchName: z.string() }),
  product: z.object({
    id: z.number(),
    productName: z.string(),
    productDesc: z.string(),
    interestType: z.enum(interestTypes),
    prepaid: z.boolean(),
    loanTerm: z.number(),
    repayEvery: z.number(),
  }),
  promotion: z.object({ id: z.number(), promotionName: z.string() }).nullable(),
  client: z.object({
    id: z.number(),
    finfluxId: z.number(),
    name: z.string(),
    primaryPhone: z.string(),
  }),
  asset: z.object({
    id: z.number(),
    code: z.string(),
    description: z.string(),
    status: z.string(),
    meta: z.record(z.string(), z.string()),
    storage: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
    /** The day the asset went into storage (the value adjustment list's days in storage). */
    storedOn: isoDate.nullable(),
  }),
  assetType: z.object({ name: z.string(), description: z.string() }),
  validator: personRef.extend({ username: z.string() }).nullable(),
  /** The contract this one renews, with what it lent (the disburse dialog compares it, A§4.2). */
  parent: numberRef.extend({ approvedAmount: money }).nullable(),
  /** The contract that renewed this one. */
  renewal: numberRef.nullable(),
  orderId: z.number().nullable(),
  /** What the caller may do now (the detail page's buttons). */
  allowedActions: z.array(z.enum(contractActions)),
});
export type ContractDto = z.infer<typeof contractDto>;

export const contractSummaryDto = z.object({
  pending: z.number(),
  approved: z.number(),
  disbursed: z.number(),
  overdue: z.number(),
  renewed: z.number(),
  repaid: z.number(),
  clients: z.number(),
});
export type ContractSummaryDto = z.infer<typeof contractSummaryDto>;

/** Query arrays arrive repeated (`status=A&status=B`) or once. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );

const flag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean(),
);

const contractOrderings = [
  'submittedOn',
  '-submittedOn',
  'maturesOn',
  '-maturesOn',
  'finfluxId',
  '-finfluxId',
  'approvedAmount',
  '-approvedAmount',
] as const;

export const contractListQuery = z.object({
  page: pageParam,
  pageSize: pageSizeParam(20, 200),
  /** Contract id, client name (accents ignored), phone or asset description. */
  term: line().trim().max(100).optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  status: repeated(z.enum(contractStatuses)).optional(),
  active: flag.optional(),
  hasValueAdjustment: flag.optional(),
  clientId: idParam.optional(),
  orderBy: z.enum(contractOrderings).default('-submittedOn'),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractListDto = z.object({
  items: z.array(contractDto),
  total: z.number(),
  summary: contractSummaryDto,
});
export type ContractListDto = z.infer<typeof contractListDto>;

export const transactionDto = z.object({
  id: z.number(),
  registeredOn: isoDate,
  actionOn: isoDate.nullable(),
  type: z.enum(paymentTypes),
  amount: money,
  status: z.enum(transactionStatuses),
  action: z.enum(transactionActions),
  parentId: z.number().nullable(),
  isRenewalDifference: z.boolean(),
  /** False for rows the core wrote itself (prepaid interest at disbursal, renewal). */
  manual: z.boolean(),
  retractable: z.boolean(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
});
export type TransactionDto = z.infer<typeof transactionDto>;

export const transactionInput = z.object({
  registeredOn: isoDate,
  type: keyOf(paymentTypes),
  amount: money.positive('Số tiền phải lớn hơn 0'),
  action: keyOf(['REPAY', 'RENEW', 'WAIVE'] as const),
  actionOn: isoDate.optional(),
  isRenewalDifference: z.boolean().optional(),
});
export type TransactionInput = z.input<typeof transactionInput>;

export const feeTypes = ['OVERDUE', 'LIQUIDIZATION', 'FAILED_COMMITMENT'] as const;

export const feeDto = z.object({
  id: z.number(),
  type: z.enum(feeTypes),
  registeredOn: isoDate,
  amount: money,
  createdAt: z.string(),
});
export type FeeDto = z.infer<typeof feeDto>;

/** amount −1 on an overdue fee: charge what is due by registeredOn beyond what is charged (A§7). */
export const feeInput = z.object({
  registeredOn: isoDate,
  amount: money.min(-1),
  type: keyOf(feeTypes),
  /** Liquidation rate in percent (clamped 1…100, default 10) when amount is −1. */
  rate: z.number().optional(),
});

export const overrideOverdueFeeInput = z.object({ overridedOverdueFee: money.min(0) });
/** approved − new price; the new price's rule (newPriceRefusal) decides, with its own codes. */
export const adjustValueInput = z.object({ adjustedAmount: money });
/** How a customer notification (the renewed-contract message) goes out. */
export const notificationChannels = ['ZALO'] as const;
export const repayInput = z.object({ repaidOn: isoDate });
export const renewInput = z.object({ renewedOn: isoDate });
export const rejectInput = z.object({ cancelReason: keyOf(cancelReasons) });

/** A renew payment of the renewal editor: posted as a RENEW transaction on the renewal date. */
export const renewalPaymentInput = z.object({
  type: keyOf(paymentTypes),
  amount: money.positive('Số tiền phải lớn hơn 0'),
});

/**
 * The renewal editor's save (B§4 Renewal, FLOW-5), done by the server in one transaction: the
 * overdue fee override when set, the overdue fee difference, the new contract (the former one's
 * client, asset and branch; this loan form) with the former as parent and its note, the payments
 * as renew transactions on `renewedOn`, the former contract renewed into the new one with a note
 * on both, and — with `notifyClient` (the Zalo checkbox, on by default) — the renewal notice
 * queued. The payments must add up to what renewing costs (INVALID_AMOUNT). Without
 * `maturesDate` the new contract matures on renewedOn + loan term + `earlyRenewalDays`, which
 * default to the days left before the former contract's maturity (domain renewal.ts).
 */
export const renewIntoInput = z.object({
  product: id(),
  promotion: id().nullish(),
  validator: id().nullish(),
  requiredAmount: money.min(0).default(0),
  proposedAmount: money.min(0).default(0),
  approvedAmount: money.positive('Số tiền cầm phải lớn hơn 0'),
  warehousingFee: money.min(0).default(0),
  specialInterestValue: z.number().positive('Lãi suất phải lớn hơn 0'),
  renewedOn: isoDate,
  maturesDate: isoDate.optional(),
  earlyRenewalDays: z.number().int().min(0).max(366).optional(),
  overridedOverdueFee: money.min(0).nullable().default(null),
  payments: z.array(renewalPaymentInput).max(20).default([]),
  notifyClient: z.boolean().default(true),
});
export type RenewIntoInput = z.input<typeof renewIntoInput>;
/** The body is optional: no type means cash (A§4.2), no date means today. */
export const disburseInput = z.preprocess(
  (value) => value ?? {},
  z.object({ type: keyOf(paymentTypes).optional(), disbursedOn: isoDate.optional() }),
);
export type DisburseInput = z.infer<typeof disburseInput>;

/** A PUT /v1/contracts/{id}/status/: approve (ACTIVE or APPROVED) or close after a redeem. */
export const statusInput = z.object({
  status: keyOf(['ACTIVE', 'APPROVED', 'CLOSED'] as const),
  submissionDate: isoDate.optional(),
  paymentMethod: keyOf(['CASH', 'BANK', 'BANK_TRANSFER'] as const).optional(),
});

export const contractInput = z.object({
  client: id(),
  asset: id(),
  product: id(),
  promotion: id().nullish(),
  validator: id().nullish(),
  order: id().nullish(),
  parent: id().nullish(),
  branch: id().optional(),
  requiredAmount: money.min(0).default(0),
  proposedAmount: money.min(0).default(0),
  approvedAmount: money.positive('Số tiền cầm phải lớn hơn 0'),
  warehousingFee: money.min(0).default(0),
  specialInterestValue: z.number().positive('Lãi suất phải lớn hơn 0'),
  submittedOn: isoDate.optional(),
  maturesDate: isoDate.optional(),
});
export type ContractInput = z.input<typeof contractInput>;

export const contractNoteInput = z.object({
  content: multiline().trim().min(1, 'Mục bắt buộc').max(2000),
});

/**
 * The same note on several contracts at once (the reminder modal's bulk note, A§2.8): one call,
 * one transaction — every contract gets it or none does.
 */
export const bulkContractNoteInput = contractNoteInput.extend({
  contractIds: z
    .array(id())
    .min(1, 'Chọn ít nhất một hợp đồng')
    .max(100, 'Tối đa 100 hợp đồng một lần')
    .refine((ids) => new Set(ids).size === ids.length, 'Hợp đồng bị lặp lại'),
});
export type BulkContractNoteInput = z.infer<typeof bulkContractNoteInput>;

export const collateralInfoDto = z.object({
  assetId: z.number(),
  category: z.object({ key: z.string(), name: z.string() }),
  description: z.string(),
  meta: z.record(z.string(), z.string()),
  status: z.string(),
  originContract: numberRef.nullable(),
  storageCode: z.string().nullable(),
  storageName: z.string().nullable(),
  expectedAmount: money,
  valuatedAmount: money,
  liquidationAmount: money.nullable(),
  valuator: personRef.extend({ username: z.string() }).nullable(),
});
export type CollateralInfoDto = z.infer<typeof collateralInfoDto>;

export const schedulePeriodDto = z.object({
  period: z.number(),
  fromDate: isoDate,
  dueDate: isoDate,
  principalDue: money,
  interestDue: money,
  totalDue: money,
});
export const repaymentScheduleDto = z.object({
  periods: z.array(schedulePeriodDto),
  totalPrincipal: money,
  totalInterest: money,
});
export type RepaymentScheduleDto = z.infer<typeof repaymentScheduleDto>;

/** A promotion a contract may carry (A§7 GET /v1/promotions/{id}/). */
export const promotionDto = z.object({
  id: z.number(),
  promotionName: z.string(),
  description: z.string(),
  interestDiscount: z.number(),
  maxDiscount: z.number(),
  minDiscount: z.number(),
  minPayout: z.number(),
});
export type PromotionDto = z.infer<typeof promotionDto>;
