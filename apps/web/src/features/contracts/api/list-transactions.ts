import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { allRows } from '../../../lib/api-client.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

export function listTransactions(contractId: number, signal?: AbortSignal) {
  return api.call(contractEndpoints.transactions, {
    params: { id: contractId },
    query: { pageSize: allRows },
    signal,
  });
}

export function transactionsQuery(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.transactions(contractId),
    queryFn: ({ signal }) => listTransactions(contractId, signal),
    // 0: the contract is not loaded yet.
    enabled: contractId > 0,
  });
}

export function useTransactions(contractId: number) {
  return useQuery(transactionsQuery(contractId));
}
