import type { FileRequest } from '../download-file.ts';

/**
 * The server call whose answer is the PDF a preview shows (decisions/0044): the document is
 * rendered by the server, from the same builder and checks as the save that files it.
 */
export type PdfRequest = FileRequest & { fileName: string };
