import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { reminderEndpoints as endpoints } from '@pawndesk/domain/reminder-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './reminders.service.ts';

const access = { permissions: ['payment_reminder_access'] } as const;
const tags = ['payment-reminder'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Base B: the payment reminder (A§7 payment reminder; clients and contracts). */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(endpoints.pastDueClients),
    {
      config: { access },
      schema: {
        tags,
        querystring: endpoints.pastDueClients.query,
        response: { 200: envelope(endpoints.pastDueClients.response) },
      },
    },
    async (request) => ({ data: await service.listPastDueClients(request.ctx, request.query) }),
  );

  app.get(
    routePattern(endpoints.summary),
    {
      config: { access },
      schema: {
        tags,
        querystring: endpoints.summary.query,
        response: { 200: envelope(endpoints.summary.response) },
      },
    },
    async (request) => ({ data: await service.summarize(request.ctx, request.query) }),
  );

  app.get(
    routePattern(endpoints.dueContracts),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        querystring: endpoints.dueContracts.query,
        response: { 200: envelope(endpoints.dueContracts.response) },
      },
    },
    async (request) => ({
      data: await service.listDueContracts(request.ctx, request.params.id, request.query),
    }),
  );

  app.get(
    routePattern(endpoints.results),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        querystring: endpoints.results.query,
        response: { 200: envelope(endpoints.results.response) },
      },
    },
    async (request) => ({
      data: await service.listResults(request.ctx, request.params.id, request.query),
    }),
  );

  app.post(
    routePattern(endpoints.addResult),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.addResult.body,
        response: { 200: envelope(endpoints.addResult.response) },
      },
    },
    async (request) => ({
      data: await service.addResult(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    routePattern(endpoints.setLiquidation),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.setLiquidation.body,
        response: { 200: envelope(endpoints.setLiquidation.response) },
      },
    },
    async (request) => ({
      data: await service.setLiquidation(
        request.ctx,
        request.params.id,
        request.body.waitingToLiquidize,
      ),
    }),
  );
};
