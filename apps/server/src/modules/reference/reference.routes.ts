import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchHits, notModified } from '../../lib/etag.ts';
import { publicAccess, signedIn } from '../../plugins/access.ts';
import type { MiscCache } from './misc-cache.ts';
import * as service from './reference.service.ts';

/**
 * Base A reference calls. /v1/misc/ is public because the login page needs the branches; it is
 * answered from memory with an entity tag, so a browser that has it gets a bodiless 304.
 */
export const referenceRoutesA: FastifyPluginAsyncZod<{ miscCache: MiscCache }> = async (
  app,
  { miscCache },
) => {
  app.get(
    routePattern(referenceEndpoints.misc),
    {
      config: { access: publicAccess },
      schema: {
        tags: ['reference'],
        response: {
          200: envelope(referenceEndpoints.misc.response),
          304: z.null().describe('Not modified: If-None-Match names the current tag; no body'),
        },
      },
    },
    async (request, reply) => {
      const { misc, etag } = await miscCache.read();
      // no-cache: the browser keeps the answer but asks each time whether it is still current.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        return notModified(reply);
      }
      return { data: misc };
    },
  );

  app.get(
    routePattern(referenceEndpoints.cashLogCategories),
    {
      config: { access: { permissions: ['cash_log_access'] } },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.cashLogCategories.response) },
      },
    },
    async (request) => ({ data: { items: await service.getCashLogCategories(request.ctx.db) } }),
  );

  app.get(
    routePattern(referenceEndpoints.clientDocTypesA),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.clientDocTypesA.response) },
      },
    },
    async (request) => ({ data: { items: await service.getClientDocTypes(request.ctx.db) } }),
  );
};

/** Base B reference calls. */
export const referenceRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(referenceEndpoints.misc2),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.misc2.response) },
      },
    },
    async (request) => ({ data: await service.getMisc2(request.ctx.db) }),
  );

  app.get(
    routePattern(referenceEndpoints.locations),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        querystring: referenceEndpoints.locations.query,
        response: { 200: envelope(referenceEndpoints.locations.response) },
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
    routePattern(referenceEndpoints.locationPath),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        params: idParams,
        response: { 200: envelope(referenceEndpoints.locationPath.response) },
      },
    },
    async (request) => ({ data: await service.getLocationPath(request.ctx.db, request.params.id) }),
  );

  app.get(
    routePattern(referenceEndpoints.currentEquivalents),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        params: idParams,
        response: { 200: envelope(referenceEndpoints.currentEquivalents.response) },
      },
    },
    async (request) => ({
      data: { items: await service.getCurrentEquivalents(request.ctx.db, request.params.id) },
    }),
  );

  app.get(
    routePattern(referenceEndpoints.validators),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.validators.response) },
      },
    },
    async (request) => ({ data: { items: await service.getStaff(request.ctx.db, 'validator') } }),
  );
  app.get(
    routePattern(referenceEndpoints.valuators),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.valuators.response) },
      },
    },
    async (request) => ({ data: { items: await service.getStaff(request.ctx.db, 'valuator') } }),
  );

  app.get(
    routePattern(referenceEndpoints.clientDocTypes),
    {
      config: { access: signedIn },
      schema: {
        tags: ['reference'],
        response: { 200: envelope(referenceEndpoints.clientDocTypes.response) },
      },
    },
    async (request) => ({ data: { items: await service.getClientDocTypes(request.ctx.db) } }),
  );
};
