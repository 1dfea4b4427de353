import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ContractListParams,
  getCollateralInfo,
  getContract,
  getRepaymentSchedule,
  listClientContracts,
  listContractNotes,
  listContracts,
  listTransactions,
  searchContracts,
} from '../api/contracts-api.ts';
import { contractKeys } from '../api/query-keys.ts';

/** Changing page or filter keeps the previous rows on screen until the next page arrives. */
export function useContractList(params: ContractListParams) {
  return useQuery({
    queryKey: contractKeys.list(params),
    queryFn: ({ signal }) => listContracts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The header search's contracts; nothing is fetched without terms (A§2.5). */
export function useContractSearch(term: string, pageSize: number, isEnabled: boolean) {
  return useQuery({
    queryKey: contractKeys.search(term),
    queryFn: ({ signal }) => searchContracts({ term, page: 1, pageSize }, signal),
    enabled: isEnabled,
  });
}

export function useClientContracts(
  clientId: number,
  isActive: boolean,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: contractKeys.ofClient(clientId, isActive, page),
    queryFn: ({ signal }) => listClientContracts(clientId, isActive, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

/** `finfluxId` null: nothing to load (a contract without a parent). */
export function useContract(finfluxId: number | null) {
  return useQuery({
    queryKey: contractKeys.detail(finfluxId ?? 0),
    queryFn: ({ signal }) => getContract(finfluxId ?? 0, signal),
    enabled: finfluxId !== null && Number.isInteger(finfluxId) && finfluxId > 0,
  });
}

export function useTransactions(contractId: number) {
  return useQuery({
    queryKey: contractKeys.transactions(contractId),
    queryFn: ({ signal }) => listTransactions(contractId, signal),
  });
}

export function useContractNotes(contractId: number) {
  return useQuery({
    queryKey: contractKeys.notes(contractId),
    queryFn: ({ signal }) => listContractNotes(contractId, signal),
    select: (list) => [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useRepaymentSchedule(mifosId: number) {
  return useQuery({
    queryKey: contractKeys.schedule(mifosId),
    queryFn: ({ signal }) => getRepaymentSchedule(mifosId, signal),
  });
}

export function useCollateralInfo(contractId: number) {
  return useQuery({
    queryKey: contractKeys.collateral(contractId),
    queryFn: ({ signal }) => getCollateralInfo(contractId, signal),
  });
}
