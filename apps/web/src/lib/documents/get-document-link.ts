import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** A short-lived signed URL for `<img src>` or the PDF viewer, which cannot send the token. */
export function getDocumentLink(id: number, signal?: AbortSignal) {
  return api.call(documentEndpoints.link, { params: { id }, signal });
}

export function documentLinkQuery(id: number | null) {
  return queryOptions({
    queryKey: ['document-link', id ?? 0],
    queryFn: ({ signal }) => getDocumentLink(id ?? 0, signal),
    enabled: id !== null,
    // The link expires after 5 minutes; fetch a fresh one each time the viewer opens.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useDocumentLink(id: number | null) {
  return useQuery(documentLinkQuery(id));
}
