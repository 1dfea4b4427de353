import type { SettlementLines, SettlementReceiptData } from '@pawndesk/domain/print-documents';
import { formatPrintedRate } from '@pawndesk/domain/print-figures';
import type { AmountLine } from '../parts/amount-rows.tsx';

type FeeDetail = Pick<
  SettlementReceiptData,
  'liquidationFee' | 'liquidationRate' | 'failedCommitmentFee' | 'daysHeld'
>;

/**
 * The lines a bill and a receipt share; a receipt names its liquidation and failed-commitment
 * fees apart. Lines at zero are left out, principal and interest excepted.
 */
export function settlementAmountLines(lines: SettlementLines, fees?: FeeDetail): AmountLine[] {
  const named = fees ? fees.liquidationFee + fees.failedCommitmentFee : 0;
  const all: (AmountLine & { always?: boolean })[] = [
    { label: 'Tiền gốc', amount: lines.principal, always: true },
    { label: 'Tiền lãi và phí dịch vụ', amount: lines.interest, always: true },
    {
      label: 'Phí quá hạn',
      amount: lines.overdueFee,
      note: lines.lateDays > 0 ? `(${lines.lateDays} ngày quá hạn)` : undefined,
    },
    {
      label: 'Phí thanh lý',
      amount: fees?.liquidationFee ?? 0,
      note:
        fees?.liquidationRate != null
          ? `(${formatPrintedRate(fees.liquidationRate)} gốc, lãi và phí)`
          : undefined,
    },
    {
      label: 'Phí không giữ cam kết',
      amount: fees?.failedCommitmentFee ?? 0,
      note: fees ? `(giữ ${fees.daysHeld} ngày)` : undefined,
    },
    { label: fees ? 'Phí khác' : 'Phí khác còn nợ', amount: lines.outstandingFee - named },
    { label: 'Tiền giảm trừ (khuyến mãi, miễn lãi)', amount: lines.discount, isDeduction: true },
    { label: 'Đã thanh toán trước', amount: lines.paid, isDeduction: true },
  ];
  return all.filter((line) => line.always || line.amount !== 0).map(({ always, ...line }) => line);
}
