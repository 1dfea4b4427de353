import { z } from 'zod';
import { idList, listOf } from './api.ts';
import { type ContractDto, contractDto } from './contract-api.ts';
import { oldContractPenalty, repaidShown } from './loan-math.ts';
import { id, isoDate, line } from './primitives.ts';
import { promiseStates } from './promises.ts';
import {
  bigClientPageSizes,
  isExtraDueContract,
  isInactiveDueContract,
  liquidationRefusal,
  pastDuePageSizes,
  reminderResultPageSize,
} from './reminders.ts';

/**
 * Wire contracts of the payment reminder calls (A§3, A§7 payment reminder). Money is whole VND,
 * business dates YYYY-MM-DD, instants ISO strings.
 */
const money = z.number().int().safe();
const amountBound = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const keyedRef = z.object({ id: z.number(), key: z.string(), name: z.string() });
const personRef = z.object({ firstName: z.string(), lastName: z.string() });

/** hasValueAdjustment travels as 0 or 1 (A§7). */
const zeroOrOne = z.preprocess(
  (value) => (value === '1' || value === 1 ? true : value === '0' || value === 0 ? false : value),
  z.boolean(),
);

/** The sortable columns, `-` for descending (A§9: -due_date_latest, mifos_id, name, total_loans). */
export const pastDueSortColumns = ['due_date_latest', 'mifos_id', 'name', 'total_loans'] as const;
export type PastDueSortColumn = (typeof pastDueSortColumns)[number];
const pastDueSortKeys = pastDueSortColumns.flatMap((column) => [column, `-${column}`] as const);
export const defaultPastDueSort = ['-due_date_latest', 'mifos_id', 'name', 'total_loans'] as const;

const sortedList = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => String(item).split(','))
          .filter((item) => item !== ''),
  z
    .array(z.enum(pastDueSortKeys))
    .refine(
      (keys) => new Set(keys.map((key) => key.replace('-', ''))).size === keys.length,
      'Mỗi cột chỉ được sắp xếp một lần',
    )
    .optional(),
);

const filterFields = {
  /** Client name (accents ignored), client number or phone. */
  terms: line().trim().max(100).optional(),
  minApprovedAmount: amountBound,
  maxApprovedAmount: amountBound,
  /** The client's due contracts together lent at least this much (the big-client report). */
  minTotalApprovedAmount: amountBound,
  branches: idList,
  assetTypes: idList,
  /** Due-date window; the end defaults to today and is what lateness is counted to. */
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
  hasValueAdjustment: zeroOrOne.optional(),
  /** Clients whose latest promise to pay is in this state (promises.ts). */
  promise: z.enum(promiseStates).optional(),
};

type FilterBounds = {
  minApprovedAmount?: number | undefined;
  maxApprovedAmount?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

/** Max below min and from after to are refused (A§5 filter amounts, date range). */
function checkBounds<T extends z.ZodType<FilterBounds>>(schema: T) {
  return schema
    .refine(
      (query) =>
        query.minApprovedAmount === undefined ||
        query.maxApprovedAmount === undefined ||
        query.minApprovedAmount <= query.maxApprovedAmount,
      { message: 'Số tiền tối đa nhỏ hơn số tiền tối thiểu', path: ['maxApprovedAmount'] },
    )
    .refine(
      (query) =>
        query.fromDate === undefined ||
        query.toDate === undefined ||
        query.fromDate <= query.toDate,
      { message: 'Ngày bắt đầu sau ngày kết thúc', path: ['fromDate'] },
    );
}

/** The header's filters (A§3 Filters); amounts in VND, a missing bound means none. */
export const pastDueFilterQuery = checkBounds(z.object(filterFields));
export type PastDueFilter = z.infer<typeof pastDueFilterQuery>;

const pageSizes: readonly number[] = [...new Set([...bigClientPageSizes, ...pastDuePageSizes])];

export const pastDueListQuery = checkBounds(
  z.object({
    ...filterFields,
    sortedList,
    /**
     * 1: the "call now" view, clients whose next action time has come (at or before now), the
     * soonest first; the sort is then by that time.
     */
    callNow: zeroOrOne.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => pageSizes.includes(size), `Số dòng mỗi trang: ${pageSizes.join(', ')}`)
      .default(20),
  }),
);
export type PastDueListQuery = z.infer<typeof pastDueListQuery>;

export const reminderResultDto = z.object({
  id: z.number(),
  clientId: z.number(),
  status: keyedRef,
  clientAttitude: keyedRef,
  nextAction: keyedRef,
  nextActionAt: z.string().nullable(),
  /** The day the client promised to pay. */
  paymentDate: isoDate().nullable(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
});
export type ReminderResultDto = z.infer<typeof reminderResultDto>;

/** The client's latest promise to pay and its state (promises.ts). */
export const paymentPromiseDto = z.object({
  promisedOn: isoDate(),
  paymentDate: isoDate(),
  state: z.enum(promiseStates),
});
export type PaymentPromiseDto = z.infer<typeof paymentPromiseDto>;

export const pastDueClientDto = z.object({
  id: z.number(),
  /** The client number shown (A§3 client finfluxId). */
  finfluxId: z.number(),
  nameVi: z.string(),
  primaryPhone: z.string(),
  numberOfDueContracts: z.number(),
  /** The latest due date among the client's due contracts. */
  latestDate: isoDate(),
  /** Days the oldest due contract is late, counted to the filter's end date. */
  lateDays: z.number(),
  hasValueAdjustment: z.boolean(),
  waitingToLiquidize: z.boolean(),
  totalApprovedAmount: money,
  /** Principal lent on the due contracts. */
  loanBalance: money,
  totalOutstandingAmount: money,
  totalPrincipalAmount: money,
  totalInterestAmount: money,
  totalOverdueAmount: money,
  lastResult: reminderResultDto.nullable(),
  promise: paymentPromiseDto.nullable(),
});
export type PastDueClientDto = z.infer<typeof pastDueClientDto>;

export const pastDueListDto = z.object({
  items: z.array(pastDueClientDto),
  total: z.number(),
  /** Principal of every matching due contract, all pages. */
  loanBalance: money,
});
export type PastDueListDto = z.infer<typeof pastDueListDto>;

export const latenessGroupSummaryDto = z.object({
  /** Due contracts in the group. */
  total: z.number(),
  /** Of them, whose client's latest result carries a payment date (to renew). */
  appointments: z.number(),
  /** Of them, whose client's latest result says not reachable or wrong number. */
  outOfReach: z.number(),
  /** Of them, whose client's latest promise to pay was kept, or broken (promises.ts). */
  keptPromises: z.number(),
  brokenPromises: z.number(),
  loanBalance: money,
  totalOutstandingAmount: money,
  totalPrincipalAmount: money,
  totalInterestAmount: money,
  totalOverdueAmount: money,
});
export type LatenessGroupSummaryDto = z.infer<typeof latenessGroupSummaryDto>;

export const reminderSummaryDto = z.object({
  numberOfPastDueClients: z.number(),
  numberOfDueContracts: z.number(),
  numberOfRenewedContracts: z.number(),
  numberOfRenewedContractsWithCash: z.number(),
  numberOfRenewedContractsWithBank: z.number(),
  numberOfAppointments: z.number(),
  today: latenessGroupSummaryDto,
  late1Day: latenessGroupSummaryDto,
  late2To3Days: latenessGroupSummaryDto,
  late4To5Days: latenessGroupSummaryDto,
  lateOver5Days: latenessGroupSummaryDto,
});
export type ReminderSummaryDto = z.infer<typeof reminderSummaryDto>;

export const dueContractsQuery = z
  .object({
    fromDate: isoDate().optional(),
    /** The modal asks for the filter's end + 4 days; `filterEnd` marks what lies beyond as extra. */
    toDate: isoDate().optional(),
    filterEnd: isoDate().optional(),
    page: z.coerce.number().int().min(1).default(1),
    /** −1: every row (A§7). */
    pageSize: z.coerce
      .number()
      .int()
      .min(-1)
      .max(200)
      .refine((size) => size !== 0, 'Số dòng mỗi trang không hợp lệ')
      .default(-1),
  })
  .refine(
    (query) =>
      query.fromDate === undefined || query.toDate === undefined || query.fromDate <= query.toDate,
    { message: 'Ngày bắt đầu sau ngày kết thúc', path: ['fromDate'] },
  );
export type DueContractsQuery = z.infer<typeof dueContractsQuery>;

/**
 * A due contract (A§2.8 contract detail table): the contract as its detail shows it, with the
 * payment-calculation figures and the modal's marks.
 */
export const dueContractDto = contractDto.extend({
  /** What renewing or settling would cost today (the detail's toRenew and toRepay). */
  renewAmount: money,
  redeemAmount: money,
  oldContractPenalty: money,
  /** Repaid amount shown: repaid + a positive renewal difference (A§9). */
  repaidShown: money,
  isInactive: z.boolean(),
  isExtra: z.boolean(),
  waitingToLiquidize: z.boolean(),
  canToggleLiquidation: z.boolean(),
});
export type DueContractDto = z.infer<typeof dueContractDto>;

/**
 * A contract as the client details modal shows it (A§2.8): its renew and redeem figures, the
 * marks for the rows and whether the liquidation toggle is offered, on `today`, for a filter
 * ending `filterEnd`. The server's answer and the console's fixtures are both built by this.
 */
export function dueContractOf(
  contract: ContractDto,
  filterEnd: string,
  today: string,
): DueContractDto {
  return {
    ...contract,
    renewAmount: contract.toRenew,
    redeemAmount: contract.toRepay,
    oldContractPenalty: oldContractPenalty(contract.renewalDifference),
    repaidShown: repaidShown(contract.repaidAmount, contract.renewalDifference),
    isInactive: isInactiveDueContract(contract.asset.status),
    isExtra: isExtraDueContract(contract.maturesOn, filterEnd),
    waitingToLiquidize: contract.asset.status === 'WAITING_TO_LIQUIDIZE',
    canToggleLiquidation:
      liquidationRefusal(
        {
          status: contract.status,
          maturesOn: contract.maturesOn,
          assetStatus: contract.asset.status,
        },
        today,
      ) === null,
  };
}

export const dueContractListDto = listOf(dueContractDto);

export const reminderResultListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(reminderResultPageSize),
});

export const reminderResultInput = z.object({
  clientAttitudeId: id(),
  statusId: id(),
  nextActionId: id(),
  nextActionAt: z.iso.datetime({ offset: true }).nullish(),
  paymentDate: isoDate().nullish(),
});
export type ReminderResultInput = z.input<typeof reminderResultInput>;

export const liquidationInput = z.object({ waitingToLiquidize: z.boolean() });

/** What the payment-reminder channel carries (A§3 Live message). */
export const reminderLiveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment-reminder-result'),
    client: z.object({ id: z.number(), finfluxId: z.number() }),
    result: z.object({ id: z.number(), nextActionAt: z.string().nullable() }),
  }),
  z.object({
    type: z.literal('contract'),
    contract: z.object({
      id: z.number(),
      finfluxId: z.number(),
      status: z.string(),
      dueDate: isoDate(),
      approvedAmount: money,
      branch: z.number(),
      assetType: z.string().nullable(),
      hasValueAdjustment: z.boolean(),
    }),
  }),
  z.object({
    type: z.literal('contracts-overdue'),
    count: z.number(),
    finfluxIds: z.array(z.number()),
  }),
]);
export type ReminderLiveEvent = z.infer<typeof reminderLiveEvent>;
