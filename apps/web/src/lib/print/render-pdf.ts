import type { PrintableDocument } from './printable-document.ts';

/**
 * Renders a document to a PDF Blob in the browser. The renderer and the fonts (about 1.3 MB) are
 * imported here, on first use, so they land in their own chunk that only the print screens load;
 * the shell and every other screen never download them.
 */
export async function renderPdf(document: PrintableDocument): Promise<Blob> {
  const print = await import('@pawndesk/print/browser');
  switch (document.kind) {
    case 'REDEEM_BILL':
      return print.renderToPdfBlob(print.redeemBillDocument(document.data));
    case 'REPAYMENT_RECEIPT':
      return print.renderToPdfBlob(print.repaymentReceiptDocument(document.data));
    case 'LIQUIDATION_RECEIPT':
      return print.renderToPdfBlob(print.liquidationReceiptDocument(document.data));
    case 'MORTGAGE_CONTRACT':
      return print.renderToPdfBlob(print.mortgageContractDocument(document.data));
  }
}
