import { api } from '../../lib/api.ts';
import { clientListParams, clientListRequest } from './api/list-clients.ts';

/** The clients list's first GET, the request list-clients.ts sends (app/first-requests.ts). */
export function startFirstRequests(url: URL): void {
  const { endpoint, query } = clientListRequest(clientListParams(url.searchParams));
  api.startEarly(endpoint, { query });
}
