import type {
  ClientDto,
  ClientInput,
  CreateBankAccountInput,
  UpdateBankAccountInput,
} from '@pawndesk/domain/client-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClientListParams,
  createBankAccount,
  createClientNote,
  deleteBankAccount,
  getClientByFinfluxId,
  listBankAccounts,
  listClientNotes,
  listClients,
  searchClients,
  updateBankAccount,
  updateClient,
} from '../api/clients-api.ts';
import { clientKeys } from '../api/query-keys.ts';

export function useClientList(params: ClientListParams) {
  return useQuery({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => listClients(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The header search's clients; nothing is fetched without terms (SEARCH-3). */
export function useClientSearch(params: ClientListParams, isEnabled: boolean) {
  return useQuery({
    queryKey: clientKeys.search(params),
    queryFn: ({ signal }) => searchClients(params, signal),
    enabled: isEnabled,
  });
}

export function useClient(finfluxId: number) {
  return useQuery({
    queryKey: clientKeys.detail(finfluxId),
    queryFn: ({ signal }) => getClientByFinfluxId(finfluxId, signal),
    enabled: Number.isInteger(finfluxId) && finfluxId > 0,
  });
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

export function useClientNotes(clientId: number) {
  return useQuery({
    queryKey: clientKeys.notes(clientId),
    queryFn: ({ signal }) => listClientNotes(clientId, signal),
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useAddClientNote(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createClientNote(clientId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.notes(clientId) }),
  });
}

export function useBankAccounts(clientId: number) {
  return useQuery({
    queryKey: clientKeys.bankAccounts(clientId),
    queryFn: ({ signal }) => listBankAccounts(clientId, signal),
  });
}

export function useBankAccountActions(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: clientKeys.bankAccounts(clientId) });
  const create = useMutation({
    mutationFn: (input: CreateBankAccountInput) => createBankAccount(input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateBankAccountInput }) =>
      updateBankAccount(id, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteBankAccount(id), onSuccess });
  return { create, update, remove };
}
