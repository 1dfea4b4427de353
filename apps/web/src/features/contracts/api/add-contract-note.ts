import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

export function addContractNote(contractId: number, content: string) {
  return api.call(contractEndpoints.addNote, { params: { id: contractId }, body: { content } });
}

export function useAddContractNote(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addContractNote(contractId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.notes(contractId) }),
  });
}
