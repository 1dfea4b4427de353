import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { ContractStatus } from '@pawndesk/domain/contract-states';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** The contract list's query (also its query key). */
export type ContractListParams = {
  page: number;
  pageSize: number;
  term?: string;
  fromDate: string;
  toDate: string;
  status: ContractStatus[];
};

/** What `listContracts` sends, also sent early on a reload (features/contracts/first-requests.ts). */
export function contractListRequest(params: ContractListParams) {
  return { endpoint: contractEndpoints.list, query: params };
}

/** One page, the total and the summary counts (contract_access). */
export function listContracts(params: ContractListParams, signal?: AbortSignal) {
  const { endpoint, query } = contractListRequest(params);
  return api.call(endpoint, { query, signal });
}

/** Changing page or filter keeps the previous rows on screen until the next page arrives. */
export function contractListQuery(params: ContractListParams) {
  return queryOptions({
    queryKey: contractKeys.list(params),
    queryFn: ({ signal }) => listContracts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContractList(params: ContractListParams) {
  return useQuery(contractListQuery(params));
}
