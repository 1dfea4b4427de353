import type {
  MortgageContractData,
  RedeemBillData,
  SettlementReceiptData,
} from '@pawndesk/domain/print-documents';

/**
 * A printed document of the shop with its data (built by @pawndesk/domain/print-documents): what
 * the preview renders. Plain data, so the screens that build it never load the PDF renderer.
 */
export type PrintableDocument =
  | { kind: 'REDEEM_BILL'; data: RedeemBillData }
  | { kind: 'REPAYMENT_RECEIPT'; data: SettlementReceiptData }
  | { kind: 'LIQUIDATION_RECEIPT'; data: SettlementReceiptData }
  | { kind: 'MORTGAGE_CONTRACT'; data: MortgageContractData };
