import { daysBetween } from '@pawndesk/domain/dates';
import {
  bigClientDefaultPageSize,
  bigClientFilter,
  type LatenessGroup,
} from '@pawndesk/domain/reminders';
import type { ReminderListQuery, ReminderListState } from './list-state.ts';
import { reminderWindow, toReminderFilterQuery } from './list-state.ts';

/** The reports tab's client table (A§2.8): big clients (maybe of one group) or the groups. */
export type BigClientView = {
  kind: 'BIG_CLIENT';
  group: LatenessGroup | null;
  page: number;
  pageSize: number;
};
export type ClientTableView = BigClientView | { kind: 'OVERDUE_GROUP' };

export const initialClientTable: BigClientView = {
  kind: 'BIG_CLIENT',
  group: null,
  page: 1,
  pageSize: bigClientDefaultPageSize,
};

/**
 * The big-client list's query: the header's other filters, with the due-date window (and, with no
 * group, the minimum total) of the domain's big-client rule relative to the header's end date.
 */
export function bigClientQuery(
  state: ReminderListState,
  today: string,
  view: { group: LatenessGroup | null; page: number; pageSize: number },
): ReminderListQuery {
  const { fromDate: _from, toDate: _to, ...rest } = toReminderFilterQuery(state, today);
  const window = bigClientFilter(view.group, reminderWindow(state, today).toDate);
  return {
    ...rest,
    fromDate: window.fromDate,
    toDate: window.toDate,
    ...(window.minTotalApprovedAmount !== undefined
      ? { minTotalApprovedAmount: window.minTotalApprovedAmount }
      : {}),
    page: view.page,
    pageSize: view.pageSize,
  };
}

/**
 * The server counts late days to the query's end; a group's window ends before the header's end,
 * so the days shown are moved back to the header's end date.
 */
export function lateDaysToEnd(lateDays: number, queryEnd: string, headerEnd: string): number {
  return lateDays + daysBetween(queryEnd, headerEnd);
}
