import { z } from 'zod';
import { idList } from './api.ts';
import {
  bigId,
  bigIdParam,
  isoDate as calendarDate,
  id,
  line,
  multiline,
  pageParam,
  pageSizeParam,
} from './primitives.ts';
import { fundTypes } from './reference.ts';

/** Wire contracts of the cash log calls (B§3, B§7 Cash log). Money is whole VND. */
export const cashLogStatuses = ['pending', 'registered', 'retracted'] as const;
export type CashLogStatus = (typeof cashLogStatuses)[number];

/**
 * Who wrote an entry: null for staff (editor or import); a contract action for the entries that
 * mirror a contract's money (decisions/0011): its disbursal, or one of its payments.
 */
export const cashLogOrigins = ['CONTRACT_DISBURSAL', 'CONTRACT_PAYMENT'] as const;
export type CashLogOrigin = (typeof cashLogOrigins)[number];

export const cashLogDirections = [1, -1] as const;
export type CashLogDirection = (typeof cashLogDirections)[number];

/** The list page sizes of B§9: 200 on the list (infinite scroll), 20 on the pending tab. */
export const cashLogPageSize = 200;
export const pendingPageSize = 20;
/** The most rows one export writes; the spec's benchmark exports 200,000. */
export const maxExportRows = 500_000;

/** Largest amount accepted: far below 2^53, far above any cash movement. */
export const maxCashAmount = 1_000_000_000_000_000;

const personRef = z.object({ firstName: z.string(), lastName: z.string() });

export const cashLogDto = z.object({
  id: z.number(),
  registrationDate: z.string(),
  /** Positive; `direction` gives the sign. */
  amount: z.number(),
  direction: z.number(),
  category: z.object({ id: z.number(), parent: z.number().nullable() }),
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
  targetBranch: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  type: z.enum(fundTypes),
  mifosLoanId: z.number().nullable(),
  mifosRenewLoanId: z.number().nullable(),
  notes: z.string().nullable(),
  contract: z
    .object({
      finfluxId: z.number(),
      renewal: z.object({ finfluxId: z.number() }).nullable(),
    })
    .nullable(),
  agent: personRef.nullable(),
  fund: z.object({ id: z.number(), name: z.string() }),
  /** Running balance of the listed cash funds after this entry (head accountants; list tab only). */
  cashBalance: z.number().nullable(),
  /** Running balance of the listed bank funds after this entry (head accountants; list tab only). */
  bankBalance: z.number().nullable(),
  status: z.enum(cashLogStatuses),
  retractedLog: z.number().nullable(),
  /** Null for an entry typed by staff; else the contract action that wrote it. */
  origin: z.enum(cashLogOrigins).nullable(),
  /** The contract transaction a CONTRACT_PAYMENT entry mirrors (a disbursal has none). */
  contractTransactionId: z.number().nullable(),
  createdAt: z.string(),
});
export type CashLogDto = z.infer<typeof cashLogDto>;

export const cashLogListDto = z.object({ items: z.array(cashLogDto), total: z.number() });
export type CashLogListDto = z.infer<typeof cashLogListDto>;

const amountFilter = z.coerce.number().int().min(0).max(maxCashAmount);

/** B§3 cash log filters; arrays repeat (`funds=1&funds=2`). */
export const cashLogFilterQuery = z
  .object({
    fromDate: calendarDate().optional(),
    toDate: calendarDate().optional(),
    minAmount: amountFilter.optional(),
    maxAmount: amountFilter.optional(),
    funds: idList,
    types: z
      .preprocess(
        (value) => (value === undefined || value === '' ? undefined : [value].flat()),
        z.array(z.enum(fundTypes)).optional(),
      )
      .optional(),
    // Converted before the check, so the document shows (and the check accepts) only 1 and -1.
    directions: z
      .preprocess(
        (value) => (value === undefined || value === '' ? undefined : [value].flat().map(Number)),
        z.array(z.literal(cashLogDirections)).optional(),
      )
      .optional(),
    categories: idList,
    /** A number matches mifosLoanId (or the renewal id); text matches the notes. */
    search: line().trim().max(200).optional(),
  })
  .refine(
    (query) =>
      query.minAmount === undefined ||
      query.maxAmount === undefined ||
      query.maxAmount >= query.minAmount,
    { message: 'Số trần nhỏ hơn số sàn', path: ['maxAmount'] },
  )
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: 'Ngày bắt đầu sau ngày kết thúc',
    path: ['toDate'],
  });
export type CashLogFilter = z.infer<typeof cashLogFilterQuery>;

const flag = z.preprocess(
  (value) => (value === '' || value === 'true' || value === '1' || value === true ? true : value),
  z.literal(true).optional(),
);

export const cashLogListQuery = cashLogFilterQuery.and(
  z.object({
    page: pageParam,
    pageSize: pageSizeParam(cashLogPageSize, 1000),
    /** Answer an .xlsx file of every matching row instead of a page. */
    xlsx: flag,
  }),
);
export type CashLogListQuery = z.infer<typeof cashLogListQuery>;

export const pendingListQuery = cashLogFilterQuery.and(
  z.object({
    page: pageParam,
    pageSize: pageSizeParam(pendingPageSize, 1000),
  }),
);
export type PendingListQuery = z.infer<typeof pendingListQuery>;

/** Summary cards (B§2): in and out over the filter, balances of the listed funds at its end. */
export const cashLogSummaryDto = z.object({
  totalIn: z.number(),
  totalOut: z.number(),
  cashBalance: z.number(),
  /** Head accountants only; null for other staff. */
  bankBalance: z.number().nullable(),
  /** The balances are at the end of this business date. */
  balanceDate: z.string(),
});
export type CashLogSummaryDto = z.infer<typeof cashLogSummaryDto>;

/** Empty or whitespace-only notes are not stored (B§5 Notes). */
const optionalNotes = multiline()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null));

/** A cash log entry or a loan number (bigint columns). */
const optionalBigId = bigId()
  .nullish()
  .transform((value) => value ?? null);

/** B§3 entry payload; the rules that need the database or the date are the service's (7002–7008). */
export const cashLogInput = z.object({
  direction: z.union([z.literal(1), z.literal(-1)], { error: 'Chiều thu/chi không hợp lệ' }),
  registrationDate: calendarDate(),
  amount: z
    .number({ error: 'Vui lòng nhập số tiền' })
    .int('Số tiền phải là số nguyên (đồng)')
    .positive('Số tiền phải lớn hơn 0')
    .max(maxCashAmount),
  /** The sub-category id when one is chosen, else the category id. */
  category: id('Vui lòng chọn danh mục'),
  type: z.enum(fundTypes).default('CASH'),
  targetBranch: id('Vui lòng chọn chi nhánh'),
  mifosLoanId: optionalBigId,
  mifosRenewLoanId: optionalBigId,
  notes: optionalNotes,
  /** The entry this one retracts or corrects. */
  retractedLog: optionalBigId,
  /** Head accountants only; the fund's type becomes the entry's type. */
  fund: id()
    .nullish()
    .transform((value) => value ?? null),
});
export type CashLogInput = z.input<typeof cashLogInput>;
export type CashLogValues = z.output<typeof cashLogInput>;

export const cashLogStatusInput = z.object({
  status: z.enum(['registered', 'retracted'], { error: 'Trạng thái không hợp lệ' }),
});

export const cashClosureDto = z.object({
  id: z.number(),
  closureDate: z.string(),
  balance: z.number(),
  /** Opening + registered entries up to the date, whatever balance was entered. */
  computedBalance: z.number(),
  notes: z.string().nullable(),
  fund: z.object({ id: z.number(), name: z.string(), type: z.enum(fundTypes) }),
  createdAt: z.string(),
  /** The fund's latest closure: the only one that can be removed (7004 otherwise). */
  isLatest: z.boolean(),
});
export type CashClosureDto = z.infer<typeof cashClosureDto>;

export const cashClosureListDto = z.object({ items: z.array(cashClosureDto), total: z.number() });
export type CashClosureListDto = z.infer<typeof cashClosureListDto>;

export const cashClosureListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** -1 = all rows (A§7). */
  pageSize: z.coerce.number().int().min(-1).max(1000).default(20),
  fromDate: calendarDate().optional(),
  toDate: calendarDate().optional(),
  funds: idList,
});
export type CashClosureListQuery = z.infer<typeof cashClosureListQuery>;

export const cashClosureInput = z.object({
  closureDate: calendarDate(),
  fund: id('Vui lòng chọn quỹ'),
  /** Empty: computed from the registered entries. Negative is allowed (an overdrawn bank account). */
  balance: z
    .number()
    .int('Số dư phải là số nguyên (đồng)')
    .min(-maxCashAmount)
    .max(maxCashAmount)
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalNotes,
});
export type CashClosureInput = z.input<typeof cashClosureInput>;
export type CashClosureValues = z.output<typeof cashClosureInput>;

/** GET /v1/cash-logs/contract-payments/: the entries a contract's actions wrote. */
export const contractPaymentsQuery = z.object({
  mifosLoanId: bigIdParam,
});
export type ContractPaymentsQuery = z.infer<typeof contractPaymentsQuery>;

/** One refused row of an import (1-based sheet row number). */
export const importRowError = z.object({ row: z.number(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const cashLogImportDto = z.object({ imported: z.number() });

/** The multipart field of POST /v1/cash-logs:upload/ (B§7). */
export const cashLogUploadField = 'file';
/** 10 MB, as every upload (B§9). */
export const maxImportBytes = 10_485_760;
