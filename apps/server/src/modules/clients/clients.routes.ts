import { envelope } from '@pawndesk/domain/api';
import {
  bankAccountDto,
  bankAccountListDto,
  clientDto,
  clientListDto,
  clientListQuery,
  clientListQueryA,
  clientLookupDto,
  clientNoteDto,
  clientNoteListDto,
  clientNotesQuery,
  createBankAccountInput,
  createClientInput,
  createClientNoteInput,
  updateBankAccountInput,
  updateClientInput,
} from '@pawndesk/domain/client-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './clients.service.ts';

const clientAccess = { permissions: ['client_access'] } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['clients'];

/**
 * Base B (B§7 Clients). The list and the edits need client_access; the lookups and the detail
 * tabs need login only, since the contract flows and client-detail use them (B§6).
 */
export const clientsRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/clients/',
    {
      config: { access: clientAccess },
      schema: { tags, querystring: clientListQuery, response: { 200: envelope(clientListDto) } },
    },
    async (request) => ({ data: await service.listClients(request.ctx, request.query) }),
  );

  app.get(
    '/v2/clients/phone-:phone/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({
          phone: z.string().regex(/^\+?\d{8,12}$/, 'Số điện thoại không hợp lệ'),
        }),
        response: { 200: envelope(clientLookupDto) },
      },
    },
    async (request) => ({
      data: await service.findClientByPhone(request.ctx, request.params.phone),
    }),
  );

  app.get(
    '/v2/clients/citizen-:citizenId/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({
          citizenId: z.string().regex(/^\d{9}$|^\d{12}$/, 'Số CMND/CCCD không hợp lệ'),
        }),
        response: { 200: envelope(clientDto) },
      },
    },
    async (request) => ({
      data: await service.getClient(request.ctx, { citizenId: request.params.citizenId }),
    }),
  );

  app.get(
    '/v2/clients/finflux-:finfluxId/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: z.object({ finfluxId: z.coerce.number().int().positive().max(1e15) }),
        response: { 200: envelope(clientDto) },
      },
    },
    async (request) => ({
      data: await service.getClient(request.ctx, { finfluxId: request.params.finfluxId }),
    }),
  );

  app.get(
    '/v2/clients/:id(^\\d+)/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(clientDto) } },
    },
    async (request) => ({ data: await service.getClient(request.ctx, { id: request.params.id }) }),
  );

  app.post(
    '/v2/clients/',
    {
      config: { access: clientAccess },
      schema: { tags, body: createClientInput, response: { 200: envelope(clientDto) } },
    },
    async (request) => ({ data: await service.createClient(request.ctx, request.body) }),
  );

  app.put(
    '/v2/clients/:id(^\\d+)/',
    {
      config: { access: clientAccess },
      schema: {
        tags,
        params: idParams,
        body: updateClientInput,
        response: { 200: envelope(clientDto) },
      },
    },
    async (request) => ({
      data: await service.updateClient(request.ctx, request.params.id, request.body),
    }),
  );

  app.get(
    '/v2/clients/:id(^\\d+)/notes/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        querystring: clientNotesQuery,
        response: { 200: envelope(clientNoteListDto) },
      },
    },
    async (request) => ({
      data: await service.listNotes(request.ctx, request.params.id, request.query),
    }),
  );

  app.post(
    '/v2/clients/:id(^\\d+)/notes/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: createClientNoteInput,
        response: { 200: envelope(clientNoteDto) },
      },
    },
    async (request) => ({
      data: await service.addNote(request.ctx, request.params.id, request.body.content),
    }),
  );
};

/** Base A: the search with an exact phone, and bank accounts (A§7, B§7 main API). */
export const clientsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/clients/',
    {
      config: { access: signedIn },
      schema: { tags, querystring: clientListQueryA, response: { 200: envelope(clientListDto) } },
    },
    async (request) => ({ data: await service.listClients(request.ctx, request.query) }),
  );

  app.get(
    '/v1/clients/:id(^\\d+)/bank-accounts/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(bankAccountListDto) } },
    },
    async (request) => ({
      data: await service.listBankAccounts(request.ctx, request.params.id),
    }),
  );

  app.post(
    '/v1/client-banks/',
    {
      config: { access: signedIn },
      schema: { tags, body: createBankAccountInput, response: { 200: envelope(bankAccountDto) } },
    },
    async (request) => ({ data: await service.createBankAccount(request.ctx, request.body) }),
  );

  app.patch(
    '/v1/client-banks/:id(^\\d+)/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: updateBankAccountInput,
        response: { 200: envelope(bankAccountDto) },
      },
    },
    async (request) => ({
      data: await service.updateBankAccount(request.ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/client-banks/:id(^\\d+)/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request) => {
      await service.deleteBankAccount(request.ctx, request.params.id);
      return { data: { deleted: true } };
    },
  );
};
