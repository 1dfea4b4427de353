import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { type DocumentOwner, documentsKey, ownerEndpoints } from './document-owner.ts';

/** Archived, never deleted (DECISIONS.md): the list stops showing it. */
export function archiveDocument(owner: DocumentOwner, id: number) {
  return api.call(ownerEndpoints[owner].archive, { params: { id } });
}

export function useArchiveDocument(owner: DocumentOwner, ownerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => archiveDocument(owner, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(owner, ownerId) }),
  });
}
