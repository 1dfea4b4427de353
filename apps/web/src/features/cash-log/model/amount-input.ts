/** The amount field's thousands separators (B§2: "amount with thousands separators"). */
export function formatAmountInput(value: number | string | undefined): string {
  if (value === undefined || value === '') {
    return '';
  }
  const digits = String(value).replace(/\D/g, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Typed text back to whole VND: every non-digit is a separator. */
export function parseAmountInput(text: string | undefined): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}
