import { envelope } from '@pawndesk/domain/api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import { bigIdParam, idParams } from '@pawndesk/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './clients.service.ts';

const clientAccess = { permissions: ['client_access'] } as const;
const tags = ['clients'];

/**
 * Base B (B§7 Clients). The list and the edits need client_access; the lookups and the detail
 * tabs need login only, since the contract flows and client-detail use them (B§6).
 */
export const clientsRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(clientEndpoints.list),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        querystring: clientEndpoints.list.query,
        response: { 200: envelope(clientEndpoints.list.response) },
      },
    },
    async (request) => ({ data: await service.listClients(request.ctx, request.query) }),
  );

  app.get(
    routePattern(clientEndpoints.byPhone),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({
          phone: z.string().regex(/^\+?\d{8,12}$/, 'Số điện thoại không hợp lệ'),
        }),
        response: { 200: envelope(clientEndpoints.byPhone.response) },
      },
    },
    async (request) => ({
      data: await service.findClientByPhone(request.ctx, request.params.phone),
    }),
  );

  app.get(
    routePattern(clientEndpoints.byCitizenId),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({
          citizenId: z.string().regex(/^\d{9}$|^\d{12}$/, 'Số CMND/CCCD không hợp lệ'),
        }),
        response: { 200: envelope(clientEndpoints.byCitizenId.response) },
      },
    },
    async (request) => ({
      data: await service.getClient(request.ctx, { citizenId: request.params.citizenId }),
    }),
  );

  app.get(
    routePattern(clientEndpoints.detailByFinflux),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({ finfluxId: bigIdParam }),
        response: { 200: envelope(clientEndpoints.detailByFinflux.response) },
      },
    },
    async (request) => ({
      data: await service.getClient(request.ctx, { finfluxId: request.params.finfluxId }),
    }),
  );

  app.get(
    routePattern(clientEndpoints.detail),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(clientEndpoints.detail.response) },
      },
    },
    async (request) => ({ data: await service.getClient(request.ctx, { id: request.params.id }) }),
  );

  app.post(
    routePattern(clientEndpoints.create),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        body: clientEndpoints.create.body,
        response: { 200: envelope(clientEndpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createClient(request.ctx, request.body) }),
  );

  app.put(
    routePattern(clientEndpoints.update),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        params: idParams,
        body: clientEndpoints.update.body,
        response: { 200: envelope(clientEndpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateClient(request.ctx, request.params.id, request.body),
    }),
  );

  app.get(
    routePattern(clientEndpoints.notes),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        querystring: clientEndpoints.notes.query,
        response: { 200: envelope(clientEndpoints.notes.response) },
      },
    },
    async (request) => ({
      data: await service.listNotes(request.ctx, request.params.id, request.query),
    }),
  );

  app.post(
    routePattern(clientEndpoints.addNote),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: clientEndpoints.addNote.body,
        response: { 200: envelope(clientEndpoints.addNote.response) },
      },
    },
    async (request) => ({
      data: await service.addNote(request.ctx, request.params.id, request.body.content),
    }),
  );
};

/**
 * Base A: the search with an exact phone, and bank accounts (A§7, B§7 main API). Reading them
 * needs login (client-detail, B§6); changing them changes the client's record, so it needs
 * client_access like the client edit.
 */
export const clientsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(clientEndpoints.search),
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: clientEndpoints.search.query,
        response: { 200: envelope(clientEndpoints.search.response) },
      },
    },
    async (request) => ({ data: await service.listClients(request.ctx, request.query) }),
  );

  app.get(
    routePattern(clientEndpoints.bankAccounts),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(clientEndpoints.bankAccounts.response) },
      },
    },
    async (request) => ({
      data: await service.listBankAccounts(request.ctx, request.params.id),
    }),
  );

  app.post(
    routePattern(clientEndpoints.addBankAccount),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        body: clientEndpoints.addBankAccount.body,
        response: { 200: envelope(clientEndpoints.addBankAccount.response) },
      },
    },
    async (request) => ({ data: await service.createBankAccount(request.ctx, request.body) }),
  );

  app.patch(
    routePattern(clientEndpoints.updateBankAccount),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        params: idParams,
        body: clientEndpoints.updateBankAccount.body,
        response: { 200: envelope(clientEndpoints.updateBankAccount.response) },
      },
    },
    async (request) => ({
      data: await service.updateBankAccount(request.ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    routePattern(clientEndpoints.deleteBankAccount),
    {
      config: { access: clientAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(clientEndpoints.deleteBankAccount.response) },
      },
    },
    async (request) => {
      await service.deleteBankAccount(request.ctx, request.params.id);
      return { data: { deleted: true } };
    },
  );
};
