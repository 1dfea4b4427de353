// @jsxRuntime automatic
// @jsxImportSource react
import type { SettlementReceiptData } from '@pawndesk/domain/print-documents';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { settlementReceiptDocument } from './settlement-receipt.tsx';

export const repaymentReceiptTitle = 'BIÊN NHẬN THANH TOÁN HỢP ĐỒNG';

/** The receipt of the repayment editor (B§2 contract-repayment), printed after saving. */
export function repaymentReceiptDocument(
  receipt: SettlementReceiptData,
): ReactElement<DocumentProps> {
  return settlementReceiptDocument(receipt, {
    title: repaymentReceiptTitle,
    statement:
      receipt.remaining > 0
        ? 'Cửa hàng đã nhận số tiền trên để thanh toán một phần hợp đồng. Tài sản cầm cố tiếp tục được lưu giữ cho đến khi khách hàng thanh toán đủ.'
        : 'Cửa hàng đã nhận đủ số tiền trên và tất toán hợp đồng. Khách hàng đã nhận lại tài sản cầm cố đúng hiện trạng và không có khiếu nại.',
  });
}
