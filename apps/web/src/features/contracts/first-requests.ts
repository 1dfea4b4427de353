import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { api } from '../../lib/api.ts';
import { readListState, toListParams } from './model/list-params.ts';

/**
 * The contract list's or a contract's first GET, as list-contracts.ts and get-contract.ts send
 * them (app/first-requests.ts).
 */
export function startFirstRequests(url: URL, today: string): void {
  const id = /^\/contracts\/(\d+)$/.exec(url.pathname)?.[1];
  if (id) {
    api.startEarly(contractEndpoints.detailByFinflux, { params: { id: Number(id) } });
    return;
  }
  api.startEarly(contractEndpoints.list, {
    query: toListParams(readListState(url.searchParams, today)),
  });
}
