import { documentUploadFields } from '@pawndesk/domain/document-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { type DocumentOwner, documentsKey, ownerEndpoints } from './document-owner.ts';

/** A multipart POST (`type`, `path`); the API client refreshes and replays as for JSON. */
export function uploadDocument(owner: DocumentOwner, ownerId: number, typeId: number, file: File) {
  const form = new FormData();
  form.append(documentUploadFields.type, String(typeId));
  form.append(documentUploadFields.file, file);
  return api.call(ownerEndpoints[owner].upload, { params: { id: ownerId }, body: form });
}

export function useUploadDocument(owner: DocumentOwner, ownerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, file }: { typeId: number; file: File }) =>
      uploadDocument(owner, ownerId, typeId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(owner, ownerId) }),
  });
}
