import type { ClientListParams } from './list-clients.ts';

/** TanStack Query keys of the client screens. */
export const clientKeys = {
  lists: ['clients'] as const,
  list: (params: ClientListParams) => ['clients', params] as const,
  detail: (finfluxId: number) => ['client', finfluxId] as const,
  notes: (clientId: number) => ['client-notes', clientId] as const,
  bankAccounts: (clientId: number) => ['client-bank-accounts', clientId] as const,
  locations: (tree: string, parent: number | null) => ['locations', tree, parent] as const,
  locationPath: (id: number | null) => ['location-path', id] as const,
  locationEquivalents: (id: number | null) => ['location-equivalents', id] as const,
};
