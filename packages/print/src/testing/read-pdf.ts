import { extractText, getDocumentProxy } from 'unpdf';

export type PdfReading = {
  pageCount: number;
  /** Width and height of every page in points. */
  pageSizes: { width: number; height: number }[];
  /** The text of every page, whitespace collapsed. */
  pages: string[];
};

/** Reads a rendered PDF back the way a test wants it: pages, their size, their text (pdf.js). */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  const pageSizes: PdfReading['pageSizes'] = [];
  for (let number = 1; number <= totalPages; number++) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
    pageSizes.push({ width, height });
  }
  return {
    pageCount: totalPages,
    pageSizes,
    pages: text.map((page) => page.replace(/\s+/g, ' ').normalize('NFC')),
  };
}
