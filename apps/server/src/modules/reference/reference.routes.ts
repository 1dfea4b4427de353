import { envelope } from '@pawndesk/domain/api';
import {
  cashLogCategoryDto,
  docTypeDto,
  locationChildrenQuery,
  locationDto,
  locationEquivalentDto,
  locationPathDto,
  misc2Dto,
  miscDto,
  staffDto,
} from '@pawndesk/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, signedIn } from '../../plugins/access.ts';
import * as service from './reference.service.ts';

/** Base A reference calls. /v1/misc/ is public because the login page needs the branches. */
export const referenceRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/misc/',
    {
      config: { access: publicAccess },
      schema: { tags: ['reference'], response: { 200: envelope(miscDto) } },
    },
    async (request) => ({ data: await service.getMisc(request.ctx.db) }),
  );

  app.get(
    '/v1/cash-log-categories/',
    {
      config: { access: { permissions: ['cash_log_access'] } },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(z.object({ items: z.array(cashLogCategoryDto) })) },
      },
    },
    async (request) => ({ data: { items: await service.getCashLogCategories(request.ctx.db) } }),
  );
};

/** Base B reference calls. */
export const referenceRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/misc/',
    {
      config: { access: signedIn },
      schema: { tags: ['reference'], response: { 200: envelope(misc2Dto) } },
    },
    async (request) => ({ data: await service.getMisc2(request.ctx.db) }),
  );

  app.get(
    '/v2/locations/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        querystring: locationChildrenQuery,
        response: { 200: envelope(z.object({ items: z.array(locationDto) })) },
      },
    },
    async (request) => ({
      data: {
        items: await service.getLocationChildren(
          request.ctx.db,
          request.query.tree,
          request.query.parent,
        ),
      },
    }),
  );

  app.get(
    '/v2/locations/:id/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(locationPathDto) },
      },
    },
    async (request) => ({ data: await service.getLocationPath(request.ctx.db, request.params.id) }),
  );

  app.get(
    '/v2/locations/:id/current-equivalents/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ items: z.array(locationEquivalentDto) })) },
      },
    },
    async (request) => ({
      data: { items: await service.getCurrentEquivalents(request.ctx.db, request.params.id) },
    }),
  );

  const staffList = envelope(z.object({ items: z.array(staffDto) }));
  app.get(
    '/v1/users/validators/',
    { config: { access: signedIn }, schema: { tags: ['reference'], response: { 200: staffList } } },
    async (request) => ({ data: { items: await service.getStaff(request.ctx.db, 'validator') } }),
  );
  app.get(
    '/v2/valuators/',
    { config: { access: signedIn }, schema: { tags: ['reference'], response: { 200: staffList } } },
    async (request) => ({ data: { items: await service.getStaff(request.ctx.db, 'valuator') } }),
  );

  app.get(
    '/v1/client-doc-types/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(z.object({ items: z.array(docTypeDto) })) },
      },
    },
    async (request) => ({ data: { items: await service.getClientDocTypes(request.ctx.db) } }),
  );
};
