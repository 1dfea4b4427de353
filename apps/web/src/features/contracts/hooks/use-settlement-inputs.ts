import { readLiquidationRate } from '../model/fee-figures.ts';
import {
  millionsText,
  type SettlementContext,
  type SettlementForm,
  settlementReceipt,
} from '../model/settlement-form.ts';

/**
 * The settlement inputs' state: the receipt as the inputs stand, and the changes the fields make
 * to the form (the liquidation rate settles on blur, ticking "edit the overdue fee" starts from
 * the computed fee).
 */
export function useSettlementInputs(
  form: SettlementForm,
  context: SettlementContext,
  onChange: (form: SettlementForm) => void,
) {
  const set = (change: Partial<SettlementForm>) => onChange({ ...form, ...change });
  const receipt = settlementReceipt(form, context);
  return {
    set,
    receipt,
    isLiquidation: context.mode === 'LIQUIDATION',
    settleRate: () => {
      // B§5: the absolute value, clamped to 1…100.
      const rate = readLiquidationRate(form.liquidationRate);
      if (rate !== undefined && String(rate) !== form.liquidationRate) {
        set({ liquidationRate: String(rate) });
      }
    },
    editOverdueFee: (isEdited: boolean) =>
      set({
        isOverdueFeeEdited: isEdited,
        overdueFee: isEdited ? millionsText(receipt.lines.overdueFee) : '',
      }),
  };
}
