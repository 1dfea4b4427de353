import { newPaymentRow, type PaymentRow } from '../model/settlement-form.ts';

/** The payment rows' changes: edit one, remove one, add an empty one dated today. */
export function usePaymentRows(
  rows: readonly PaymentRow[],
  today: string,
  onChange: (rows: PaymentRow[]) => void,
) {
  const nextKey = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return {
    update: (key: number, change: Partial<PaymentRow>) =>
      onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row))),
    remove: (key: number) => onChange(rows.filter((candidate) => candidate.key !== key)),
    add: () => onChange([...rows, newPaymentRow(nextKey, today)]),
  };
}
