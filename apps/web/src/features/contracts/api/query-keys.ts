import type { ContractListParams } from './contracts-api.ts';

/** TanStack Query keys of the contract screens. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (params: ContractListParams) => ['contracts', 'list', params] as const,
  search: (term: string) => ['contracts', 'search', term] as const,
  ofClient: (clientId: number, isActive: boolean, page: number) =>
    ['contracts', 'client', clientId, isActive, page] as const,
  detail: (finfluxId: number) => ['contracts', 'detail', finfluxId] as const,
  transactions: (contractId: number) => ['contracts', 'transactions', contractId] as const,
  notes: (contractId: number) => ['contracts', 'notes', contractId] as const,
  schedule: (mifosId: number) => ['contracts', 'schedule', mifosId] as const,
  collateral: (contractId: number) => ['contracts', 'collateral', contractId] as const,
};
