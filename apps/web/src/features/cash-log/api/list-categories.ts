import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referenceStaleMs } from '../../../lib/query-keys.ts';
import { cashLogKeys } from './query-keys.ts';

export type CashLogCategory = {
  id: number;
  key: string;
  name: string;
  direction: number;
  parent: number | null;
};

export async function listCategories(signal?: AbortSignal): Promise<CashLogCategory[]> {
  const list = await api.call(referenceEndpoints.cashLogCategories, { signal });
  return list.items;
}

export const categoriesQuery = queryOptions({
  queryKey: cashLogKeys.categories,
  queryFn: ({ signal }) => listCategories(signal),
  staleTime: referenceStaleMs,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
