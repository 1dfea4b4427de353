import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

export type ClientMatch = { id: number; name: string; phone: string };

/** The client owning this phone, or null: no match (404) is an answer, not an error. */
export async function findClientByPhone(
  phone: string,
  signal?: AbortSignal,
): Promise<ClientMatch | null> {
  try {
    return await api.call(clientEndpoints.byPhone, { params: { phone }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/** `phone` null: nothing to look up yet. */
export function clientByPhoneQuery(phone: string | null) {
  return queryOptions({
    queryKey: orderKeys.clientByPhone(phone ?? ''),
    queryFn: ({ signal }) => findClientByPhone(phone ?? '', signal),
    enabled: phone !== null,
    staleTime: 60_000,
    retry: false,
  });
}
