import { endpoint } from './endpoint.ts';
import { sipAccountDto } from './phone-api.ts';

/** The phone exchange, base B (issue 17; decisions/0024). */
export const phoneEndpoints = {
  /** Fresh time-limited credentials on every call. */
  sipAccount: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/me/sip-account/',
    response: sipAccountDto,
  }),
} as const;
