import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { activityLogInput } from './order-api.ts';

/** The activity logger's base: the console's own events (claims, calls, updates). */
export const activityEndpoints = {
  log: endpoint({
    method: 'POST',
    base: 'logger',
    path: '/v1/activity-logs/',
    body: activityLogInput,
    response: z.object({ logged: z.boolean() }),
  }),
} as const;
