import { envelope } from '@pawndesk/domain/api';
import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './calls.service.ts';

const tags = ['phone'];

/** Base B: the phone's call logs and the order-call link (A§7 Calls, Orders). */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(callEndpoints.list),
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: callEndpoints.list.query,
        response: { 200: envelope(callEndpoints.list.response) },
      },
    },
    async (request) => ({ data: await service.listCallLogs(request.ctx, request.query) }),
  );

  app.post(
    routePattern(callEndpoints.create),
    {
      config: { access: signedIn },
      schema: {
        tags,
        body: callEndpoints.create.body,
        response: { 200: envelope(callEndpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createCallLog(request.ctx, request.body) }),
  );

  app.patch(
    routePattern(callEndpoints.update),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: callEndpoints.update.body,
        response: { 200: envelope(callEndpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateCallLog(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    routePattern(callEndpoints.linkOrder),
    {
      config: { access: { permissions: ['order_access'] } },
      schema: {
        tags,
        body: callEndpoints.linkOrder.body,
        response: { 200: envelope(callEndpoints.linkOrder.response) },
      },
    },
    async (request) => {
      await service.linkOrderCall(request.ctx, request.body.orderId, request.body.callId);
      return { data: { linked: true } };
    },
  );
};
