import { ApiError, isAbortError } from '../api-client.ts';
import { getDocumentLink } from './get-document-link.ts';

/**
 * The exact bytes of an archived document (a printed bill, receipt or contract), through its
 * short-lived signed link: what the shop keeps is what gets printed, never a fresh render.
 */
export async function fetchDocumentPdf(documentId: number, signal?: AbortSignal): Promise<Blob> {
  const link = await getDocumentLink(documentId, signal);
  let response: Response;
  try {
    response = await window.fetch(link.url, { credentials: 'include', signal: signal ?? null });
  } catch (error) {
    if (isAbortError(error)) {
      throw error;
    }
    throw new ApiError(0, -1, '');
  }
  if (!response.ok) {
    throw new ApiError(response.status, -1, '');
  }
  // The same bytes, typed as a PDF so the browser's viewer opens them.
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
