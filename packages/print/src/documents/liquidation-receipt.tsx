// @jsxRuntime automatic
// @jsxImportSource react

import type { SettlementReceiptData } from '@pawndesk/domain/print-documents';
import { formatPrintedDate, liquidationDate } from '@pawndesk/domain/print-figures';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { settlementReceiptDocument } from './settlement-receipt.tsx';

export const liquidationReceiptTitle = 'BIÊN NHẬN THANH LÝ HỢP ĐỒNG';

/** The receipt of the liquidation editor (B§2 contract-liquidization), printed after saving. */
export function liquidationReceiptDocument(
  receipt: SettlementReceiptData,
): ReactElement<DocumentProps> {
  return settlementReceiptDocument(receipt, {
    title: liquidationReceiptTitle,
    statement: `Hợp đồng đã quá hạn và được thanh lý theo điều khoản đã ký (tài sản được thanh lý từ ngày ${formatPrintedDate(liquidationDate(receipt.maturesOn))}). Số tiền thu được từ thanh lý tài sản được dùng để thanh toán các khoản trên; phần còn dư (nếu có) được trả lại khách hàng.`,
  });
}
