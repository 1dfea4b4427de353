import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import type { PaymentType } from '@pawndesk/domain/contract-states';
import { vndToMillions } from '@pawndesk/domain/money';
import { millionsToVnd, readNumberText } from '@pawndesk/domain/number-text';
import {
  type CommitmentTerms,
  type PrintClient,
  type PrintIssuer,
  type ReceiptPayment,
  type SettlementReceiptData,
  settlementReceiptData,
} from '@pawndesk/domain/print-documents';
import type { SettleInput, SettlementMode } from '@pawndesk/domain/settlement-api';
import {
  displayDate,
  parseDisplayDate,
  paymentDateError,
  repaymentDateError,
  settlementAmountError,
} from '@pawndesk/domain/settlement-checks';
import { isBlank } from '@pawndesk/domain/validation';
import { liquidationRateError, readLiquidationRate } from './fee-figures.ts';
import { latestRegisteredOn } from './transaction-draft.ts';

/** One payment the client makes (B§4 Repayment editor): type, amount in millions as typed, date. */
export type PaymentRow = {
  key: number;
  type: PaymentType;
  /** Millions with up to 3 decimals, as typed (A§9). */
  amount: string;
  /** DD/MM/YYYY as typed or picked. */
  date: string;
};

/** The repayment editor's step 0, as typed. */
export type SettlementForm = {
  /** DD/MM/YYYY. */
  repaidOn: string;
  payments: PaymentRow[];
  /** Liquidation only: the staff ticked "edit the overdue fee". */
  isOverdueFeeEdited: boolean;
  /** Millions, as typed; read only when edited. */
  overdueFee: string;
  /** Percent as typed; liquidation only (B§5: default 10, clamped 1…100). */
  liquidationRate: string;
};

export type PaymentErrors = Partial<Record<'date' | 'amount', string>>;

/** Message keys by field; `payments` by row key. */
export type SettlementErrors = {
  repaidOn?: string;
  overdueFee?: string;
  liquidationRate?: string;
  /** The collected total against what is due (INVALID_AMOUNT). */
  collected?: string;
  payments: Record<number, PaymentErrors>;
};

/** What the editor knows besides the form: the contract as it stands and who is settling. */
export type SettlementContext = {
  mode: SettlementMode;
  contract: ContractDto;
  transactions: readonly TransactionDto[];
  terms: CommitmentTerms;
  client: PrintClient;
  issuer: PrintIssuer;
  today: string;
  isSuperuser: boolean;
};

/** Millions as a form shows them for a whole-VND amount ("10.65"). */
export function millionsText(vnd: number): string {
  return String(vndToMillions(vnd));
}

export function newPaymentRow(key: number, today: string, amount = ''): PaymentRow {
  return { key, type: 'CASH', amount, date: displayDate(today) };
}

/** Today, one cash payment of `due` (what settling costs today), the default rate. */
export function newSettlementForm(today: string, due: number): SettlementForm {
  return {
    repaidOn: displayDate(today),
    payments: [newPaymentRow(1, today, due > 0 ? millionsText(due) : '')],
    isOverdueFeeEdited: false,
    overdueFee: '',
    liquidationRate: '10',
  };
}

/** An amount in millions typed by staff: the domain's reader ("12,5" or "12.5", A§5). */
function amountError(text: string, allowZero: boolean): string | null {
  const read = readNumberText(text, 'millions');
  if (read === null) {
    return 'REQUIRED_FIELD';
  }
  if (!read.ok) {
    return read.error;
  }
  return read.value > 0 || (allowZero && read.value === 0) ? null : 'INVALID_POSITIVE_NUMBER';
}

function overdueOverride(form: SettlementForm, mode: SettlementMode): number | null {
  if (mode !== 'LIQUIDATION' || !form.isOverdueFeeEdited) {
    return null;
  }
  return millionsToVnd(form.overdueFee) ?? null;
}

function receiptPayments(form: SettlementForm): ReceiptPayment[] {
  return form.payments.flatMap((row) => {
    const registeredOn = parseDisplayDate(row.date);
    const amount = millionsToVnd(row.amount);
    return registeredOn && amount !== undefined && amount > 0
      ? [{ registeredOn, type: row.type, amount }]
      : [];
  });
}

/**
 * The receipt as the inputs stand (the domain's builder, from the contract before saving): the
 * figures step 0 shows and step 1 prints. An unreadable date or rate counts as today and 10 %.
 */
export function settlementReceipt(
  form: SettlementForm,
  context: SettlementContext,
  printedAt: Date = new Date(),
): SettlementReceiptData {
  return settlementReceiptData({
    kind: context.mode,
    contract: context.contract,
    client: context.client,
    issuer: context.issuer,
    printedAt,
    product: context.terms,
    repaidOn: parseDisplayDate(form.repaidOn) ?? context.today,
    payments: receiptPayments(form),
    overdueFeeOverride: overdueOverride(form, context.mode),
    liquidationRate:
      context.mode === 'LIQUIDATION' ? (readLiquidationRate(form.liquidationRate) ?? null) : null,
  });
}

export type SettlementCheck =
  | { ok: true; input: SettleInput; receipt: SettlementReceiptData }
  | { ok: false; errors: SettlementErrors };

function hasErrors(errors: SettlementErrors): boolean {
  const { payments, ...fields } = errors;
  return (
    Object.values(fields).some(Boolean) ||
    Object.values(payments).some((row) => Object.keys(row).length > 0)
  );
}

/**
 * B§5 before the preview (INVALID_DATE_FORMAT, INVALID_REPAYMENT_DATE, INVALID_TRANSACTION_DATE,
 * INVALID_AMOUNT, the amounts and the rate), then the one settle call's body: what staff chose
 * (the override in liquidation only, the rate, the payments in the order entered). The server
 * charges the fees the receipt shows and posts the payments in its own order (decisions/0012).
 */
export function checkSettlement(form: SettlementForm, context: SettlementContext): SettlementCheck {
  const { contract, mode } = context;
  const errors: SettlementErrors = { payments: {} };
  const repaidOn = parseDisplayDate(form.repaidOn);
  const dateError = repaymentDateError(repaidOn, {
    today: context.today,
    submittedOn: contract.submittedOn,
    isSuperuser: context.isSuperuser,
  });
  if (dateError) {
    errors.repaidOn = dateError;
  }
  const latest = latestRegisteredOn(context.transactions);
  for (const row of form.payments) {
    const rowErrors: PaymentErrors = {};
    const date = paymentDateError(parseDisplayDate(row.date), {
      today: context.today,
      disbursedOn: contract.disbursedOn,
      latestRegisteredOn: latest,
      repaidOn,
    });
    if (date) {
      rowErrors.date = date;
    }
    const amount = amountError(row.amount, false);
    if (amount) {
      rowErrors.amount = amount;
    }
    errors.payments[row.key] = rowErrors;
  }
  const isOverriding = mode === 'LIQUIDATION' && form.isOverdueFeeEdited;
  if (isOverriding) {
    const fee = amountError(form.overdueFee, true);
    if (fee) {
      errors.overdueFee = fee;
    }
  }
  const rate = readLiquidationRate(form.liquidationRate);
  if (mode === 'LIQUIDATION' && rate === undefined) {
    errors.liquidationRate = isBlank(form.liquidationRate)
      ? 'REQUIRED_FIELD'
      : liquidationRateError(form.liquidationRate);
  }
  const receipt = settlementReceipt(form, context);
  if (!Object.values(errors.payments).some((row) => row.amount)) {
    const collected = settlementAmountError({
      collected: receipt.collected,
      totalDue: receipt.lines.total,
    });
    if (collected) {
      errors.collected = collected;
    }
  }
  if (hasErrors(errors) || repaidOn === undefined) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    receipt,
    input: {
      mode,
      repaidOn,
      overridedOverdueFee: isOverriding ? (millionsToVnd(form.overdueFee) ?? null) : null,
      liquidationRate: mode === 'LIQUIDATION' ? (rate ?? null) : null,
      payments: form.payments.map((row) => ({
        type: row.type,
        amount: millionsToVnd(row.amount) ?? 0,
        transactionDate: parseDisplayDate(row.date) ?? repaidOn,
      })),
    },
  };
}
