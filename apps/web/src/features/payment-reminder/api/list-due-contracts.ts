import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { dueContractsFetchEnd } from '@pawndesk/domain/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reminderKeys } from './query-keys.ts';

/**
 * A client's due contracts to the filter's end plus 4 days, every row (A§7, A§9); the server marks
 * those maturing after `filterEnd` as extra.
 */
export function listDueContracts(clientId: number, filterEnd: string, signal?: AbortSignal) {
  return api.call(reminderEndpoints.dueContracts, {
    params: { id: clientId },
    query: { toDate: dueContractsFetchEnd(filterEnd), filterEnd, pageSize: -1 },
    signal,
  });
}

export function dueContractsQuery(clientId: number, filterEnd: string) {
  return queryOptions({
    queryKey: reminderKeys.dueContractsTo(clientId, dueContractsFetchEnd(filterEnd), filterEnd),
    queryFn: ({ signal }) => listDueContracts(clientId, filterEnd, signal),
  });
}

export function useDueContracts(clientId: number, filterEnd: string) {
  return useQuery(dueContractsQuery(clientId, filterEnd));
}
