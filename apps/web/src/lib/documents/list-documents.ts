import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { allRows } from '../api-client.ts';
import { type DocumentOwner, documentsKey, ownerEndpoints } from './document-owner.ts';

/** Every document of the owner (archived ones are not listed). */
export function listDocuments(owner: DocumentOwner, ownerId: number, signal?: AbortSignal) {
  return api.call(ownerEndpoints[owner].list, {
    params: { id: ownerId },
    query: { pageSize: allRows },
    signal,
  });
}

export function documentsQuery(owner: DocumentOwner, ownerId: number) {
  return queryOptions({
    queryKey: documentsKey(owner, ownerId),
    queryFn: ({ signal }) => listDocuments(owner, ownerId, signal),
  });
}

export function useDocuments(owner: DocumentOwner, ownerId: number) {
  return useQuery(documentsQuery(owner, ownerId));
}
