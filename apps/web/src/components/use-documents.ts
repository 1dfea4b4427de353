import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveDocument,
  type DocumentOwner,
  listDocuments,
  uploadDocument,
} from '../lib/documents-api.ts';

const documentsKey = (owner: DocumentOwner, ownerId: number) =>
  ['documents', owner, ownerId] as const;

export function useDocuments(owner: DocumentOwner, ownerId: number) {
  return useQuery({
    queryKey: documentsKey(owner, ownerId),
    queryFn: ({ signal }) => listDocuments(owner, ownerId, signal),
  });
}

export function useDocumentActions(owner: DocumentOwner, ownerId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: documentsKey(owner, ownerId) });
  const upload = useMutation({
    mutationFn: ({ typeId, file }: { typeId: number; file: File }) =>
      uploadDocument(owner, ownerId, typeId, file),
    onSuccess,
  });
  const archive = useMutation({
    mutationFn: (id: number) => archiveDocument(owner, id),
    onSuccess,
  });
  return { upload, archive };
}
