import {
  type DocumentDto,
  type DocumentLinkDto,
  type DocumentListDto,
  documentUploadFields,
} from '@pawndesk/domain/document-api';
import { api } from '../../../lib/api.ts';
import { allRows, baseB } from '../../../lib/api-client.ts';

export function listClientDocuments(
  clientId: number,
  signal?: AbortSignal,
): Promise<DocumentListDto> {
  return api.get(`${baseB}/v2/clients/${clientId}/docs/`, { query: { pageSize: allRows }, signal });
}

/** Archived, never deleted (DECISIONS.md): the list stops showing it. */
export function archiveClientDocument(id: number): Promise<unknown> {
  return api.post(`${baseB}/v2/client-docs/${id}:archive/`, {});
}

/** A short-lived signed URL for `<img src>` or the PDF viewer, which cannot send the token. */
export function getDocumentLink(id: number, signal?: AbortSignal): Promise<DocumentLinkDto> {
  return api.get(`${baseB}/v2/documents/${id}:link/`, { signal });
}

/** POST …/docs/ as multipart (`type`, `path`); the API client refreshes and replays as for JSON. */
export function uploadClientDocument(
  clientId: number,
  typeId: number,
  file: File,
): Promise<DocumentDto> {
  const form = new FormData();
  form.append(documentUploadFields.type, String(typeId));
  form.append(documentUploadFields.file, file);
  return api.post<DocumentDto>(`${baseB}/v2/clients/${clientId}/docs/`, form);
}
