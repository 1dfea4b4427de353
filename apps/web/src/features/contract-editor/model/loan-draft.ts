import type { ContractDto, ContractInput, RenewIntoInput } from '@pawndesk/domain/contract-api';
import type { PaymentType } from '@pawndesk/domain/contract-states';
import { addDays } from '@pawndesk/domain/dates';
import {
  clampInterestRate,
  type EditorMode,
  interestRateBounds,
  type LoanFormErrors,
  loanFormErrors,
  type RateBounds,
} from '@pawndesk/domain/loan-form';
import { loanTerms } from '@pawndesk/domain/loan-math';
import { numberInputText, numberTextValue } from '@pawndesk/domain/number-text';
import type { Misc2Dto } from '@pawndesk/domain/reference';
import {
  earlyRenewalDays,
  type RenewalQuote,
  receivedAmountRefusal,
  renewalMaturity,
  renewalQuote,
  renewalRate,
} from '@pawndesk/domain/renewal';
import { displayDate, parseDisplayDate } from '@pawndesk/domain/settlement-checks';

export type EditorProduct = Misc2Dto['products'][number];

/**
 * The editor's loan form as typed (B§5): amounts in millions and the rate as text, dates as
 * DD/MM/YYYY; the maturity is the default unless staff ticked "edit maturity".
 */
export type LoanDraft = {
  productId: number | null;
  rateText: string;
  approvedText: string;
  storageFeeText: string;
  dateText: string;
  isMaturityEdited: boolean;
  maturesText: string;
};

/** Renewing adds the early-renewal days, the overdue fee override, what is received and Zalo. */
export type RenewalDraft = LoanDraft & {
  earlyDaysText: string;
  isOverdueFeeEdited: boolean;
  overdueFeeText: string;
  receivedText: string;
  paymentType: PaymentType;
  notifyClient: boolean;
};

export type RenewalErrors = LoanFormErrors & {
  received?: 'INVALID_AMOUNT';
  overdueFee?: 'REQUIRED';
};

export type LoanContext = {
  mode: Exclude<EditorMode, 'REVIEW'>;
  today: string;
  isSuperuser: boolean;
  products: readonly EditorProduct[];
  valuatedAmount: number;
  /** Renewing: the former contract. */
  former?: ContractDto | null;
};

export function productOf(
  products: readonly EditorProduct[],
  id: number | null,
): EditorProduct | null {
  return products.find((product) => product.id === id) ?? null;
}

export function rateBoundsOf(products: readonly EditorProduct[], id: number | null): RateBounds {
  return interestRateBounds(productOf(products, id));
}

/** The rate a product starts with: its fixed value, else the former rate clamped into it. */
export function startingRate(product: EditorProduct | null, rate: number | null): number | null {
  const bounds = interestRateBounds(product);
  if (bounds.isLocked) {
    return bounds.min;
  }
  if (product?.interestValue != null && rate === null) {
    return clampInterestRate(product.interestValue, bounds);
  }
  return rate === null ? null : clampInterestRate(rate, bounds);
}

const rateText = (rate: number | null) =>
  rate === null ? '' : numberInputText(rate, 'percent', 'en-US');
const millionsText = (vnd: number) => numberInputText(vnd, 'millions', 'en-US');

/** An empty form for a new contract: today, no product yet. */
export function newLoanDraft(today: string): LoanDraft {
  return {
    productId: null,
    rateText: '',
    approvedText: '',
    storageFeeText: '',
    dateText: displayDate(today),
    isMaturityEdited: false,
    maturesText: '',
  };
}

/** A pending contract's loan form as it stands (edit and review). */
export function draftOfContract(contract: ContractDto): LoanDraft {
  const ownMaturity = addDays(contract.submittedOn, contract.product.loanTerm);
  return {
    productId: contract.product.id,
    rateText: rateText(contract.specialInterestValue),
    approvedText: millionsText(contract.approvedAmount),
    storageFeeText: millionsText(contract.warehousingFee),
    dateText: displayDate(contract.submittedOn),
    isMaturityEdited: contract.maturesOn !== ownMaturity,
    maturesText: displayDate(contract.maturesOn),
  };
}

/**
 * The renewal's starting form (B§4): the former product and rate, the former principal, today,
 * the early-renewal days before the former maturity, and Zalo on.
 */
export function newRenewalDraft(former: ContractDto, today: string): RenewalDraft {
  return {
    productId: former.product.id,
    rateText: rateText(former.specialInterestValue),
    approvedText: millionsText(former.principalAmount),
    storageFeeText: millionsText(former.warehousingFee),
    dateText: displayDate(today),
    isMaturityEdited: false,
    maturesText: '',
    earlyDaysText: String(earlyRenewalDays(former.maturesOn, today)),
    isOverdueFeeEdited: false,
    overdueFeeText: '',
    receivedText: '',
    paymentType: 'CASH',
    notifyClient: true,
  };
}

/** What a typed date means: the ISO date, or the text itself when it is not one. */
function isoOrText(text: string): string {
  return parseDisplayDate(text) ?? text.trim();
}

function earlyDaysOf(draft: RenewalDraft, renewedOn: string | undefined, former: ContractDto) {
  const typed = Number(draft.earlyDaysText);
  if (draft.earlyDaysText.trim() !== '' && Number.isInteger(typed) && typed >= 0) {
    return typed;
  }
  return renewedOn ? earlyRenewalDays(former.maturesOn, renewedOn) : 0;
}

/** The maturity the form shows: typed when edited, else the default of its mode (B§4). */
export function maturityOf(
  draft: LoanDraft | RenewalDraft,
  context: LoanContext,
): string | undefined {
  if (draft.isMaturityEdited) {
    return parseDisplayDate(draft.maturesText);
  }
  const date = parseDisplayDate(draft.dateText);
  const product = productOf(context.products, draft.productId);
  if (!date || !product) {
    return undefined;
  }
  if (context.mode === 'RENEW' && context.former && 'earlyDaysText' in draft) {
    return renewalMaturity({
      renewedOn: date,
      loanTerm: product.loanTerm,
      earlyRenewalDays: earlyDaysOf(draft, date, context.former),
    });
  }
  return addDays(date, product.loanTerm);
}

export type LoanReading = {
  errors: LoanFormErrors;
  product: EditorProduct | null;
  rate: number | null;
  approvedAmount: number | null;
  storageFee: number;
  date: string | undefined;
  maturesOn: string | undefined;
  terms: ReturnType<typeof loanTerms> | null;
};

/** Reads the loan form and checks it with the domain's rules (B§5). */
export function readLoan(draft: LoanDraft, context: LoanContext): LoanReading {
  const product = productOf(context.products, draft.productId);
  const typedRate = numberTextValue(draft.rateText, 'percent');
  const rate =
    typedRate === undefined ? null : clampInterestRate(typedRate, interestRateBounds(product));
  const approvedAmount = numberTextValue(draft.approvedText, 'millions') ?? null;
  const storageFee = numberTextValue(draft.storageFeeText, 'millions') ?? 0;
  const date = parseDisplayDate(draft.dateText);
  const maturesOn = maturityOf(draft, context);
  const terms =
    product && rate && approvedAmount && date
      ? loanTerms({
          approvedAmount,
          interestRate: rate,
          submittedOn: date,
          storageFee,
          product,
          promotion: null,
          isRenewal: context.mode === 'RENEW',
          maturesOn,
        })
      : null;
  const errors = loanFormErrors(
    {
      productId: draft.productId,
      interestRate: rate,
      approvedAmount,
      disbursedOn: isoOrText(draft.dateText),
      maturesOn: draft.isMaturityEdited ? isoOrText(draft.maturesText) : (maturesOn ?? ''),
    },
    {
      mode: context.mode,
      today: context.today,
      isSuperuser: context.isSuperuser,
      valuatedAmount: context.valuatedAmount,
      disbursementAmount: terms?.receivedAmount ?? 0,
      formerSubmittedOn: context.former?.submittedOn ?? null,
    },
  );
  return { errors, product, rate, approvedAmount, storageFee, date, maturesOn, terms };
}

/** The create or update body of a checked loan form; null while it has errors. */
export function contractBody(
  reading: LoanReading,
  base: Pick<ContractInput, 'client' | 'asset' | 'proposedAmount' | 'requiredAmount' | 'branch'>,
): ContractInput | null {
  const { product, rate, approvedAmount, date, maturesOn, terms } = reading;
  if (Object.keys(reading.errors).length > 0 || !product || !rate || !approvedAmount || !date) {
    return null;
  }
  const ownMaturity = addDays(date, product.loanTerm);
  return {
    ...base,
    product: product.id,
    approvedAmount,
    warehousingFee: reading.storageFee,
    specialInterestValue: rate,
    submittedOn: date,
    ...(maturesOn && maturesOn !== ownMaturity && terms ? { maturesDate: maturesOn } : {}),
  };
}

export type RenewalReading = LoanReading & {
  renewalErrors: RenewalErrors;
  quote: RenewalQuote | null;
  received: number | null;
  earlyDays: number;
  /** The rate prepaid interest shows as (r ÷ (100 − r) × 100, B§4). */
  convertedRate: number | null;
  body: RenewIntoInput | null;
};

/**
 * The renewal form read and checked (B§4, B§5): the loan form's rules with INVALID_RENEWAL_DATE,
 * the quote exactly as the save computes it, and INVALID_AMOUNT unless what is received equals
 * what renewing costs.
 */
export function readRenewal(draft: RenewalDraft, context: LoanContext): RenewalReading {
  const former = context.former;
  if (!former) {
    throw new Error('readRenewal needs the former contract');
  }
  const reading = readLoan(draft, context);
  const earlyDays = earlyDaysOf(draft, reading.date, former);
  const overdueFee = draft.isOverdueFeeEdited
    ? (numberTextValue(draft.overdueFeeText, 'millions') ?? null)
    : null;
  const quote =
    reading.date && reading.approvedAmount
      ? renewalQuote({
          former: {
            ...former,
            overdueFee: former.overridedOverdueFee ?? former.chargedOverdueFee,
            loanTerm: former.product.loanTerm,
          },
          renewedOn: reading.date,
          earlyRenewalDays: earlyDays,
          overridedOverdueFee: overdueFee,
          newApprovedAmount: reading.approvedAmount,
        })
      : null;
  const received =
    draft.receivedText.trim() === ''
      ? (quote?.payable ?? null)
      : (numberTextValue(draft.receivedText, 'millions') ?? null);
  const renewalErrors: RenewalErrors = { ...reading.errors };
  if (draft.isOverdueFeeEdited && overdueFee === null) {
    renewalErrors.overdueFee = 'REQUIRED';
  }
  if (quote && (received === null || receivedAmountRefusal(received, quote.payable) !== null)) {
    renewalErrors.received = 'INVALID_AMOUNT';
  }
  const convertedRate =
    reading.rate !== null && reading.product
      ? renewalRate(reading.rate, reading.product.interestType === 'ADVANCE')
      : null;
  const ok =
    Object.keys(renewalErrors).length === 0 &&
    reading.product &&
    reading.rate &&
    reading.approvedAmount &&
    reading.date;
  const body: RenewIntoInput | null =
    ok && reading.product && reading.rate && reading.approvedAmount && reading.date
      ? {
          product: reading.product.id,
          approvedAmount: reading.approvedAmount,
          proposedAmount: former.proposedAmount,
          requiredAmount: former.requiredAmount,
          warehousingFee: reading.storageFee,
          specialInterestValue: reading.rate,
          renewedOn: reading.date,
          earlyRenewalDays: earlyDays,
          ...(draft.isMaturityEdited && reading.maturesOn
            ? { maturesDate: reading.maturesOn }
            : {}),
          overridedOverdueFee: overdueFee,
          payments: received && received > 0 ? [{ type: draft.paymentType, amount: received }] : [],
          notifyClient: draft.notifyClient,
        }
      : null;
  return { ...reading, renewalErrors, quote, received, earlyDays, convertedRate, body };
}

/**
 * What the asset is worth now, the most a loan on it may lend (APPROVED_AMOUNT_GREATER_THAN_
 * VALUATED_AMOUNT): its valuation (the proposed amount, else what was lent) less a value
 * adjustment (the price it lost, A§5).
 */
export function valuatedAmountOf(
  contract: Pick<ContractDto, 'proposedAmount' | 'approvedAmount' | 'adjustedAmount'>,
): number {
  return Math.max(contract.proposedAmount, contract.approvedAmount) - contract.adjustedAmount;
}
