import type { ClientListParams } from './clients-api.ts';

/** TanStack Query keys of the client screens. */
export const clientKeys = {
  lists: ['clients'] as const,
  list: (params: ClientListParams) => ['clients', params] as const,
  search: (params: ClientListParams) => ['client-search', params] as const,
  detail: (finfluxId: number) => ['client', finfluxId] as const,
  notes: (clientId: number) => ['client-notes', clientId] as const,
  bankAccounts: (clientId: number) => ['client-bank-accounts', clientId] as const,
};
