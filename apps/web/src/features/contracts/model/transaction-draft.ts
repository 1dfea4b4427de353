import type { TransactionDto, TransactionInput } from '@pawndesk/domain/contract-api';
import { isValidTransactionDate, type PaymentType } from '@pawndesk/domain/contract-states';
import { readNumberText } from '@pawndesk/domain/number-text';

export type DraftAction = 'REPAY' | 'WAIVE';

/** A transaction typed by the user and not saved yet (B§3: new inline rows have no status). */
export type TransactionDraft = {
  key: number;
  registeredOn: string | null;
  type: PaymentType | null;
  /** Millions as typed (A§9). */
  amount: string;
  action: DraftAction;
};

export type DraftErrors = Partial<Record<'registeredOn' | 'type' | 'amount', string>>;

export type DraftCheck = { ok: true; input: TransactionInput } | { ok: false; errors: DraftErrors };

export function newDraft(key: number, action: DraftAction, today: string): TransactionDraft {
  return { key, registeredOn: today, type: 'CASH', amount: '', action };
}

/** The latest registered transaction's date: a new one may not be earlier (B§5). */
export function latestRegisteredOn(transactions: readonly TransactionDto[]): string | null {
  return transactions
    .filter((transaction) => transaction.status === 'REGISTERED')
    .reduce<string | null>(
      (latest, transaction) =>
        latest === null || transaction.registeredOn > latest ? transaction.registeredOn : latest,
      null,
    );
}

/**
 * B§5 Transaction date and the required fields; the error values are message keys. The amount is
 * millions with up to 3 decimals, sent as whole VND.
 */
export function checkDraft(
  draft: TransactionDraft,
  rules: { today: string; disbursedOn: string | null; latestRegisteredOn: string | null },
): DraftCheck {
  const errors: DraftErrors = {};
  if (draft.registeredOn === null) {
    errors.registeredOn = 'REQUIRED_FIELD';
  } else if (!isValidTransactionDate({ date: draft.registeredOn, ...rules })) {
    errors.registeredOn = 'INVALID_TRANSACTION_DATE';
  }
  if (draft.type === null) {
    errors.type = 'REQUIRED_FIELD';
  }
  // "12,5" and "12.5" are both 12.5 million (A§5, the domain's reader).
  const read = readNumberText(draft.amount, 'millions');
  const amount = read?.ok ? read.value : undefined;
  if (read === null) {
    errors.amount = 'REQUIRED_FIELD';
  } else if (!read.ok) {
    errors.amount = read.error;
  } else if (read.value <= 0) {
    errors.amount = 'INVALID_POSITIVE_NUMBER';
  }
  if (
    draft.registeredOn === null ||
    draft.type === null ||
    amount === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: { registeredOn: draft.registeredOn, type: draft.type, amount, action: draft.action },
  };
}

export type TransactionRow =
  | { kind: 'saved'; key: string; date: string; transaction: TransactionDto }
  | { kind: 'draft'; key: string; date: string; draft: TransactionDraft };

/** By date, newest first; on the same date unsaved rows come first, then the newest saved (B§4). */
export function transactionRows(
  transactions: readonly TransactionDto[],
  drafts: readonly TransactionDraft[],
): TransactionRow[] {
  const rows: TransactionRow[] = [
    ...drafts.map(
      (draft): TransactionRow => ({
        kind: 'draft',
        key: `draft-${draft.key}`,
        // A row whose date was cleared stays on top until it gets one.
        date: draft.registeredOn ?? '9999-12-31',
        draft,
      }),
    ),
    ...transactions.map(
      (transaction): TransactionRow => ({
        kind: 'saved',
        key: String(transaction.id),
        date: transaction.registeredOn,
        transaction,
      }),
    ),
  ];
  const order = (row: TransactionRow) =>
    row.kind === 'draft' ? row.draft.key : row.transaction.id;
  return rows.sort((a, b) => {
    if (a.date !== b.date) {
      return a.date < b.date ? 1 : -1;
    }
    if (a.kind !== b.kind) {
      return a.kind === 'draft' ? -1 : 1;
    }
    return order(b) - order(a);
  });
}
