import { envelope } from '@pawndesk/domain/api';
import {
  activityLogInput,
  createOrderInput,
  createOrderNoteInput,
  orderDto,
  orderListDto,
  orderListQuery,
  orderNoteDto,
  orderNotesQuery,
  updateOrderInput,
} from '@pawndesk/domain/order-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './orders.service.ts';

const orderAccess = { permissions: ['order_access'] } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['orders'];

/** Base A: the lists, the update, claiming and notes (A§7 Orders). */
export const ordersRoutesA: FastifyPluginAsyncZod = async (app) => {
  for (const [url, mine] of [
    ['/v1/orders/', false],
    ['/v1/my-orders/', true],
  ] as const) {
    app.get(
      url,
      {
        config: { access: orderAccess },
        schema: { tags, querystring: orderListQuery, response: { 200: envelope(orderListDto) } },
      },
      async (request) => ({ data: await service.listOrders(request.ctx, request.query, mine) }),
    );
  }

  app.patch(
    '/v1/orders/:id/',
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        body: updateOrderInput,
        response: { 200: envelope(orderDto) },
      },
    },
    async (request) => ({
      data: await service.updateOrder(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    '/v1/orders/:id(^\\d+)::claim/',
    {
      config: { access: orderAccess },
      schema: { tags, params: idParams, response: { 200: envelope(orderDto) } },
    },
    async (request) => ({ data: await service.claimOrder(request.ctx, request.params.id) }),
  );

  app.get(
    '/v1/order-notes/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: orderNotesQuery,
        response: { 200: envelope(z.object({ items: z.array(orderNoteDto), total: z.number() })) },
      },
    },
    async (request) => ({
      data: await service.listNotes(request.ctx, request.query.orderId, request.query),
    }),
  );

  app.post(
    '/v1/order-notes/',
    {
      config: { access: orderAccess },
      schema: { tags, body: createOrderNoteInput, response: { 200: envelope(orderNoteDto) } },
    },
    async (request) => ({
      data: await service.addNote(request.ctx, request.body.orderId, request.body.content),
    }),
  );
};

/** Base B: create, read and the working-agent lock (the client phone lookup is in clients). */
export const ordersRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/orders/',
    {
      config: { access: orderAccess },
      schema: { tags, body: createOrderInput, response: { 200: envelope(orderDto) } },
    },
    async (request) => ({ data: await service.createOrder(request.ctx, request.body) }),
  );

  app.get(
    '/v1/orders/:id/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(orderDto) } },
    },
    async (request) => ({ data: await service.getOrder(request.ctx, request.params.id) }),
  );

  app.post(
    '/v1/orders/:id/working-agent/',
    {
      config: { access: orderAccess },
      schema: { tags, params: idParams, response: { 200: envelope(orderDto) } },
    },
    async (request) => ({ data: await service.lockOrder(request.ctx, request.params.id) }),
  );

  app.delete(
    '/v1/orders/:id/working-agent/',
    {
      config: { access: orderAccess },
      schema: { tags, params: idParams, response: { 200: envelope(orderDto) } },
    },
    async (request) => ({ data: await service.unlockOrder(request.ctx, request.params.id) }),
  );
};

/** The logger base: the console's own activity events. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/activity-logs/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['activity'],
        body: activityLogInput,
        response: { 200: envelope(z.object({ logged: z.boolean() })) },
      },
    },
    async (request) => {
      await service.logActivity(request.ctx, request.body.key, request.body.data);
      return { data: { logged: true } };
    },
  );
};
