import { envelope } from '@pawndesk/domain/api';
import {
  callLogDto,
  callLogListQuery,
  createCallLogInput,
  orderCallInput,
  updateCallLogInput,
} from '@pawndesk/domain/call-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './calls.service.ts';

const tags = ['phone'];

/** Base B: the phone's call logs and the order-call link (A§7 Calls, Orders). */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/call-logs/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: callLogListQuery,
        response: { 200: envelope(z.object({ items: z.array(callLogDto), total: z.number() })) },
      },
    },
    async (request) => ({ data: await service.listCallLogs(request.ctx, request.query) }),
  );

  app.post(
    '/v1/call-logs/',
    {
      config: { access: signedIn },
      schema: { tags, body: createCallLogInput, response: { 200: envelope(callLogDto) } },
    },
    async (request) => ({ data: await service.createCallLog(request.ctx, request.body) }),
  );

  app.patch(
    '/v1/call-logs/:id/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: updateCallLogInput,
        response: { 200: envelope(callLogDto) },
      },
    },
    async (request) => ({
      data: await service.updateCallLog(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    '/v1/order-calls/',
    {
      config: { access: { permissions: ['order_access'] } },
      schema: {
        tags,
        body: orderCallInput,
        response: { 200: envelope(z.object({ linked: z.boolean() })) },
      },
    },
    async (request) => {
      await service.linkOrderCall(request.ctx, request.body.orderId, request.body.callId);
      return { data: { linked: true } };
    },
  );
};
