import { fetchDocumentPdf } from '../documents/fetch-document-pdf.ts';
import { printPdf } from './print-pdf.ts';

/** Prints the PDF the server archived on the contract (redeem bill, receipt, contract). */
export async function printArchivedDocument(documentId: number): Promise<void> {
  await printPdf(await fetchDocumentPdf(documentId));
}
