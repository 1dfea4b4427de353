import { api } from '../../lib/api.ts';
import { contractRequest } from './api/get-contract.ts';
import { contractListRequest } from './api/list-contracts.ts';
import { readListState, toListParams } from './model/list-params.ts';

/**
 * The contract list's or a contract's first GET, the requests list-contracts.ts and
 * get-contract.ts send (app/first-requests.ts).
 */
export function startFirstRequests(url: URL, today: string): void {
  const id = /^\/contracts\/(\d+)$/.exec(url.pathname)?.[1];
  if (id) {
    const { endpoint, params } = contractRequest(Number(id));
    api.startEarly(endpoint, { params });
    return;
  }
  const { endpoint, query } = contractListRequest(
    toListParams(readListState(url.searchParams, today)),
  );
  api.startEarly(endpoint, { query });
}
