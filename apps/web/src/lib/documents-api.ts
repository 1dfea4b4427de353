import {
  type DocumentDto,
  type DocumentLinkDto,
  type DocumentListDto,
  documentUploadFields,
} from '@pawndesk/domain/document-api';
import { api } from './api.ts';
import { allRows, baseB } from './api-client.ts';

/** Whose documents: B /v2/{clients|contracts}/{id}/docs/ and /v2/{client|contract}-docs/{id}:archive/. */
export type DocumentOwner = 'clients' | 'contracts';

const archivePath: Record<DocumentOwner, string> = {
  clients: 'client-docs',
  contracts: 'contract-docs',
};

export function listDocuments(
  owner: DocumentOwner,
  ownerId: number,
  signal?: AbortSignal,
): Promise<DocumentListDto> {
  return api.get(`${baseB}/v2/${owner}/${ownerId}/docs/`, {
    query: { pageSize: allRows },
    signal,
  });
}

/** Archived, never deleted (DECISIONS.md): the list stops showing it. */
export function archiveDocument(owner: DocumentOwner, id: number): Promise<unknown> {
  return api.post(`${baseB}/v2/${archivePath[owner]}/${id}:archive/`, {});
}

/** A short-lived signed URL for `<img src>` or the PDF viewer, which cannot send the token. */
export function getDocumentLink(id: number, signal?: AbortSignal): Promise<DocumentLinkDto> {
  return api.get(`${baseB}/v2/documents/${id}:link/`, { signal });
}

/** POST …/docs/ as multipart (`type`, `path`); the API client refreshes and replays as for JSON. */
export function uploadDocument(
  owner: DocumentOwner,
  ownerId: number,
  typeId: number,
  file: File,
): Promise<DocumentDto> {
  const form = new FormData();
  form.append(documentUploadFields.type, String(typeId));
  form.append(documentUploadFields.file, file);
  return api.post<DocumentDto>(`${baseB}/v2/${owner}/${ownerId}/docs/`, form);
}
