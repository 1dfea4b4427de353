import { getDocumentLink } from '../documents/get-document-link.ts';
import { printPdf } from './print-pdf.ts';

/**
 * Prints the PDF the server archived on the contract (redeem bill, receipt, contract): the frame
 * opens the document's short-lived signed link, so the printer gets exactly the kept bytes, never
 * a fresh render. Same-origin, so the console's frame-src 'self' allows it and the frame can be
 * asked to print.
 */
export async function printArchivedDocument(documentId: number): Promise<void> {
  const link = await getDocumentLink(documentId);
  await printPdf(link.url);
}
