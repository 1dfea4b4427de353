/**
 * The value adjustment's one rule (A§2.10, A§5, B§5), read by the console's inline editor and by
 * the server's `:adjust-value`: the new price is required, positive and not above the old
 * approved amount (else NEWPRICE_GREATER_OLDPRICE); the call carries approved − new price.
 */
import { adjustedAmountFor, newPriceRefusal } from './loan-math.ts';

export type ValueAdjustmentCheck =
  | { ok: true; adjustedAmount: number }
  | {
      ok: false;
      refusal: 'REQUIRED_FIELD' | 'INVALID_POSITIVE_NUMBER' | 'NEWPRICE_GREATER_OLDPRICE';
    };

/** Checks a new price (whole VND; undefined or null when the field is empty). */
export function checkValueAdjustment(
  newPrice: number | null | undefined,
  approvedAmount: number,
): ValueAdjustmentCheck {
  if (newPrice === null || newPrice === undefined || Number.isNaN(newPrice)) {
    return { ok: false, refusal: 'REQUIRED_FIELD' };
  }
  const refusal = newPriceRefusal(newPrice, approvedAmount);
  return refusal
    ? { ok: false, refusal }
    : { ok: true, adjustedAmount: adjustedAmountFor(newPrice, approvedAmount) };
}
