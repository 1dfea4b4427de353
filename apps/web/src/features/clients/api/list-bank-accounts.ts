import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './query-keys.ts';

export function listBankAccounts(clientId: number, signal?: AbortSignal) {
  return api.call(clientEndpoints.bankAccounts, { params: { id: clientId }, signal });
}

export function bankAccountsQuery(clientId: number) {
  return queryOptions({
    queryKey: clientKeys.bankAccounts(clientId),
    queryFn: ({ signal }) => listBankAccounts(clientId, signal),
  });
}

export function useBankAccounts(clientId: number) {
  return useQuery(bankAccountsQuery(clientId));
}
