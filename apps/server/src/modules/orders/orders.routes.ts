import { activityEndpoints } from '@pawndesk/domain/activity-endpoints';
import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { idParams } from '@pawndesk/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './orders.service.ts';

const orderAccess = { permissions: ['order_access'] } as const;
const tags = ['orders'];

/** Base A: the lists, the update, claiming and notes (A§7 Orders). */
export const ordersRoutesA: FastifyPluginAsyncZod = async (app) => {
  for (const [list, mine] of [
    [orderEndpoints.list, false],
    [orderEndpoints.myList, true],
  ] as const) {
    app.get(
      routePattern(list),
      {
        config: { access: orderAccess },
        schema: { tags, querystring: list.query, response: { 200: envelope(list.response) } },
      },
      async (request) => ({ data: await service.listOrders(request.ctx, request.query, mine) }),
    );
  }

  app.patch(
    routePattern(orderEndpoints.update),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        body: orderEndpoints.update.body,
        response: { 200: envelope(orderEndpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateOrder(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    routePattern(orderEndpoints.claim),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(orderEndpoints.claim.response) },
      },
    },
    async (request) => ({ data: await service.claimOrder(request.ctx, request.params.id) }),
  );

  app.get(
    routePattern(orderEndpoints.notes),
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: orderEndpoints.notes.query,
        response: { 200: envelope(orderEndpoints.notes.response) },
      },
    },
    async (request) => ({
      data: await service.listNotes(request.ctx, request.query.orderId, request.query),
    }),
  );

  app.post(
    routePattern(orderEndpoints.addNote),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        body: orderEndpoints.addNote.body,
        response: { 200: envelope(orderEndpoints.addNote.response) },
      },
    },
    async (request) => ({
      data: await service.addNote(request.ctx, request.body.orderId, request.body.content),
    }),
  );
};

/** Base B: create, read and the working-agent lock (the client phone lookup is in clients). */
export const ordersRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePattern(orderEndpoints.create),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        body: orderEndpoints.create.body,
        response: { 200: envelope(orderEndpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createOrder(request.ctx, request.body) }),
  );

  app.get(
    routePattern(orderEndpoints.detail),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(orderEndpoints.detail.response) },
      },
    },
    async (request) => ({ data: await service.getOrder(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(orderEndpoints.lock),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(orderEndpoints.lock.response) },
      },
    },
    async (request) => ({ data: await service.lockOrder(request.ctx, request.params.id) }),
  );

  app.delete(
    routePattern(orderEndpoints.unlock),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(orderEndpoints.unlock.response) },
      },
    },
    async (request) => ({ data: await service.unlockOrder(request.ctx, request.params.id) }),
  );
};

/** The logger base: the console's own activity events. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePattern(activityEndpoints.log),
    {
      config: { access: signedIn },
      schema: {
        tags: ['activity'],
        body: activityEndpoints.log.body,
        response: { 200: envelope(activityEndpoints.log.response) },
      },
    },
    async (request) => {
      await service.logActivity(request.ctx, request.body.key, request.body.data);
      return { data: { logged: true } };
    },
  );
};
