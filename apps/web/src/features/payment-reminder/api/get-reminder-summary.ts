import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ReminderFilterQuery } from '../model/list-state.ts';
import { reminderKeys } from './query-keys.ts';

/** The reports tab's summary (A§3 payment reminder summary) under the header's filters. */
export function getReminderSummary(query: ReminderFilterQuery, signal?: AbortSignal) {
  return api.call(reminderEndpoints.summary, { query, signal });
}

export function reminderSummaryQuery(query: ReminderFilterQuery) {
  return queryOptions({
    queryKey: reminderKeys.summary(query),
    queryFn: ({ signal }) => getReminderSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReminderSummary(query: ReminderFilterQuery) {
  return useQuery(reminderSummaryQuery(query));
}
