import type { ClientDto, ClientInput } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

/** 3002 when another client already uses the phone or the citizen id. */
export function updateClient(id: number, input: ClientInput) {
  return api.call(clientEndpoints.update, { params: { id }, body: input });
}

export function useUpdateClient(client: ClientDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => updateClient(client.id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientKeys.detail(client.finfluxId), saved);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists });
    },
  });
}
