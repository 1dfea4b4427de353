import { cashLogPageSize } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { api } from '../../lib/api.ts';
import { initialFilters, toParams } from './model/filters.ts';

/**
 * The list tab's first page and its summary with the opening filters (this month, everything),
 * as list-entries.ts and get-summary.ts send them (app/first-requests.ts).
 */
export function startFirstRequests(url: URL, today: string): void {
  if (url.pathname !== '/cash-log') {
    return;
  }
  // The opening filters choose every fund and category, which sends none of them.
  const params = toParams(initialFilters(today), { funds: [], categories: [] });
  api.startEarly(cashLogEndpoints.list, {
    query: { ...params, page: 1, pageSize: cashLogPageSize },
  });
  api.startEarly(cashLogEndpoints.summary, { query: params });
}
