import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { referenceKeys, referenceStaleMs } from '../query-keys.ts';

export type StaffOption = { id: number; username: string; firstName: string; lastName: string };

/** The staff who validate orders and value assets. */
export async function listValidators(signal?: AbortSignal): Promise<StaffOption[]> {
  const list = await api.call(referenceEndpoints.validators, { signal });
  return list.items;
}

export const validatorsQuery = queryOptions({
  queryKey: referenceKeys.validators,
  queryFn: ({ signal }) => listValidators(signal),
  staleTime: referenceStaleMs,
});

export function useValidators() {
  return useQuery(validatorsQuery);
}
