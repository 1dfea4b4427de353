import type { ReminderFilterQuery, ReminderListQuery } from '../model/list-state.ts';

/** TanStack Query keys of the payment reminder screen; everything sits under `payment-reminder`. */
export const reminderKeys = {
  all: ['payment-reminder'] as const,
  lists: ['payment-reminder', 'list'] as const,
  list: (query: ReminderListQuery) => ['payment-reminder', 'list', query] as const,
  summary: (query: ReminderFilterQuery) => ['payment-reminder', 'summary', query] as const,
  dueContracts: (clientId: number) => ['payment-reminder', 'due-contracts', clientId] as const,
  dueContractsTo: (clientId: number, toDate: string, filterEnd: string) =>
    ['payment-reminder', 'due-contracts', clientId, toDate, filterEnd] as const,
  results: (clientId: number) => ['payment-reminder', 'results', clientId] as const,
  client: (clientId: number) => ['payment-reminder', 'client', clientId] as const,
};
