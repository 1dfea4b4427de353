import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { api } from '../../lib/api.ts';
import { clientListParams } from './api/list-clients.ts';

/** The clients list's first GET, as list-clients.ts sends it (app/first-requests.ts). */
export function startFirstRequests(url: URL): void {
  api.startEarly(clientEndpoints.list, { query: clientListParams(url.searchParams) });
}
