import type {
  MortgageContractData,
  RedeemBillData,
  SettlementReceiptData,
} from '@pawndesk/domain/print-documents';
import type { PrintedDocumentKind } from '@pawndesk/domain/settlement-api';

type PrintData = {
  REDEEM_BILL: RedeemBillData;
  REPAYMENT_RECEIPT: SettlementReceiptData;
  LIQUIDATION_RECEIPT: SettlementReceiptData;
  MORTGAGE_CONTRACT: MortgageContractData;
};

/** A document to print: its kind and the data the domain's builder made for it. */
export type PrintJob = {
  [K in PrintedDocumentKind]: { kind: K; data: PrintData[K] };
}[PrintedDocumentKind];

/** Renders a print job to PDF bytes; the app's dependency, so a test can make it fail. */
export type RenderPdf = (job: PrintJob) => Promise<Buffer>;

/**
 * Renders with @pawndesk/print (react-pdf, one render at a time in the process). Imported on the
 * first print, not at start: react-pdf and its fonts cost about a second to load, which a server
 * (and every test file) that prints nothing should not pay.
 */
export const renderPdf: RenderPdf = async (job) => {
  const print = await import('@pawndesk/print/node');
  switch (job.kind) {
    case 'REDEEM_BILL':
      return print.renderToPdfBuffer(print.redeemBillDocument(job.data));
    case 'REPAYMENT_RECEIPT':
      return print.renderToPdfBuffer(print.repaymentReceiptDocument(job.data));
    case 'LIQUIDATION_RECEIPT':
      return print.renderToPdfBuffer(print.liquidationReceiptDocument(job.data));
    case 'MORTGAGE_CONTRACT':
      return print.renderToPdfBuffer(print.mortgageContractDocument(job.data));
  }
};
