import { envelope } from '@pawndesk/domain/api';
import {
  assetDto,
  assetInput,
  assetListDto,
  assetListQuery,
  assetOrderInput,
} from '@pawndesk/domain/asset-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './assets.service.ts';

const assetAccess = { permissions: ['asset_access'] } as const;
const orderAccess = { permissions: ['order_access'] } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['assets'];

/** Base B v2 (B§7 Assets): the asset list and its edit dialog; asset_access. */
export const assetsRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/assets/',
    {
      config: { access: assetAccess },
      schema: { tags, querystring: assetListQuery, response: { 200: envelope(assetListDto) } },
    },
    async (request) => ({ data: await service.listAssets(request.ctx, request.query) }),
  );

  app.get(
    '/v2/assets/:id(^\\d+)/',
    {
      config: { access: assetAccess },
      schema: { tags, params: idParams, response: { 200: envelope(assetDto) } },
    },
    async (request) => ({ data: await service.getAsset(request.ctx, request.params.id) }),
  );

  app.post(
    '/v2/assets/',
    {
      config: { access: assetAccess },
      schema: { tags, body: assetInput, response: { 200: envelope(assetDto) } },
    },
    async (request) => ({ data: await service.createAsset(request.ctx, request.body) }),
  );

  app.put(
    '/v2/assets/:id(^\\d+)/',
    {
      config: { access: assetAccess },
      schema: { tags, params: idParams, body: assetInput, response: { 200: envelope(assetDto) } },
    },
    async (request) => ({
      data: await service.updateAsset(request.ctx, request.params.id, request.body),
    }),
  );
};

/** Base B v1: the asset order of the order pipeline (A§7 Orders); order_access. */
export const assetsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/assets/',
    {
      config: { access: orderAccess },
      schema: { tags, body: assetOrderInput, response: { 200: envelope(assetDto) } },
    },
    async (request) => ({ data: await service.createAssetOrder(request.ctx, request.body) }),
  );

  app.patch(
    '/v1/assets/:id(^\\d+)/',
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        body: assetOrderInput,
        response: { 200: envelope(assetDto) },
      },
    },
    async (request) => ({
      data: await service.updateAssetOrder(request.ctx, request.params.id, request.body),
    }),
  );
};
