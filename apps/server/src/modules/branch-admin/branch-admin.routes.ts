import { envelope } from '@pawndesk/domain/api';
import { branchAdminEndpoints as endpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './branch-admin.service.ts';

const access = { permissions: ['staff_admin'] } as const;
const tags = ['branches'];

/**
 * Base B: branches, their bank accounts and funds (issue 19). `onChange` runs when a write has
 * committed, before its answer leaves, so this process's next /v1/misc/ already shows it (other
 * processes hear the tables' change notice).
 */
export const branchAdminRoutes: FastifyPluginAsyncZod<{ onChange: () => void }> = async (
  app,
  { onChange },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) {
      onChange();
    }
  });
  app.get(
    routePattern(endpoints.list),
    {
      config: { access },
      schema: { tags, response: { 200: envelope(endpoints.list.response) } },
    },
    async (request) => ({ data: await service.listBranchSettings(request.ctx) }),
  );

  app.patch(
    routePattern(endpoints.update),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.update.body,
        response: { 200: envelope(endpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateBranch(request.ctx, request.params.id, request.body),
    }),
  );

  app.put(
    routePattern(endpoints.setBankAccount),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.setBankAccount.body,
        response: { 200: envelope(endpoints.setBankAccount.response) },
      },
    },
    async (request) => ({
      data: await service.setBankAccount(request.ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    routePattern(endpoints.removeBankAccount),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.removeBankAccount.response) },
      },
    },
    async (request) => ({
      data: await service.removeBankAccount(request.ctx, request.params.id),
    }),
  );

  app.post(
    routePattern(endpoints.createFund),
    {
      config: { access },
      schema: {
        tags,
        body: endpoints.createFund.body,
        response: { 200: envelope(endpoints.createFund.response) },
      },
    },
    async (request) => ({ data: await service.createFund(request.ctx, request.body) }),
  );

  app.patch(
    routePattern(endpoints.updateFund),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.updateFund.body,
        response: { 200: envelope(endpoints.updateFund.response) },
      },
    },
    async (request) => ({
      data: await service.updateFund(request.ctx, request.params.id, request.body),
    }),
  );
};
