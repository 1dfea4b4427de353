import { z } from 'zod';
import { listOf } from './api.ts';
import {
  callLogDto,
  callLogListQuery,
  createCallLogInput,
  orderCallInput,
  updateCallLogInput,
} from './call-logs.ts';
import { endpoint } from './endpoint.ts';

/** The phone's call logs and the order-call link, base B (A§7 Calls, Orders). */
export const callEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/call-logs/',
    query: callLogListQuery,
    response: listOf(callLogDto),
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/call-logs/',
    body: createCallLogInput,
    response: callLogDto,
  }),
  update: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/call-logs/{id}/',
    body: updateCallLogInput,
    response: callLogDto,
  }),
  linkOrder: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/order-calls/',
    body: orderCallInput,
    response: z.object({ linked: z.boolean() }),
  }),
} as const;
