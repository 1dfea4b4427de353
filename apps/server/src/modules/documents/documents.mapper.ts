import type { DocumentDto } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import type { DocumentView } from './documents.repo.ts';

/** The download route; it needs a Bearer token or a signature from `:link`. */
export function documentPath(id: number): string {
  return endpointUrl(documentEndpoints.file, { id });
}

export function toDocumentDto(view: DocumentView): DocumentDto {
  const { document } = view;
  return {
    id: document.id,
    typeId: document.typeId,
    type: view.type,
    path: documentPath(document.id),
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    createdBy:
      view.createdBy && view.createdBy.firstName !== null && view.createdBy.lastName !== null
        ? { firstName: view.createdBy.firstName, lastName: view.createdBy.lastName }
        : null,
    createdAt: document.createdAt.toISOString(),
    archived: document.archivedAt !== null,
  };
}
