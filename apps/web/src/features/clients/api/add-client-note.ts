import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

export function addClientNote(clientId: number, content: string) {
  return api.call(clientEndpoints.addNote, { params: { id: clientId }, body: { content } });
}

export function useAddClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addClientNote(clientId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.notes(clientId) }),
  });
}
