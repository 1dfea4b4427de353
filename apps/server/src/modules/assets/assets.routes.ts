import { envelope } from '@pawndesk/domain/api';
import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './assets.service.ts';

const assetAccess = { permissions: ['asset_access'] } as const;
const orderAccess = { permissions: ['order_access'] } as const;
const tags = ['assets'];

/** Base B v2 (B§7 Assets): the asset list and its edit dialog; asset_access. */
export const assetsRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(assetEndpoints.list),
    {
      config: { access: assetAccess },
      schema: {
        tags,
        querystring: assetEndpoints.list.query,
        response: { 200: envelope(assetEndpoints.list.response) },
      },
    },
    async (request) => ({ data: await service.listAssets(request.ctx, request.query) }),
  );

  app.get(
    routePattern(assetEndpoints.detail),
    {
      config: { access: assetAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(assetEndpoints.detail.response) },
      },
    },
    async (request) => ({ data: await service.getAsset(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(assetEndpoints.create),
    {
      config: { access: assetAccess },
      schema: {
        tags,
        body: assetEndpoints.create.body,
        response: { 200: envelope(assetEndpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createAsset(request.ctx, request.body) }),
  );

  app.put(
    routePattern(assetEndpoints.update),
    {
      config: { access: assetAccess },
      schema: {
        tags,
        params: idParams,
        body: assetEndpoints.update.body,
        response: { 200: envelope(assetEndpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateAsset(request.ctx, request.params.id, request.body),
    }),
  );
};

/** Base B v1: the asset order of the order pipeline (A§7 Orders); order_access. */
export const assetsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePattern(assetEndpoints.createForOrder),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        body: assetEndpoints.createForOrder.body,
        response: { 200: envelope(assetEndpoints.createForOrder.response) },
      },
    },
    async (request) => ({ data: await service.createAssetOrder(request.ctx, request.body) }),
  );

  app.patch(
    routePattern(assetEndpoints.updateForOrder),
    {
      config: { access: orderAccess },
      schema: {
        tags,
        params: idParams,
        body: assetEndpoints.updateForOrder.body,
        response: { 200: envelope(assetEndpoints.updateForOrder.response) },
      },
    },
    async (request) => ({
      data: await service.updateAssetOrder(request.ctx, request.params.id, request.body),
    }),
  );
};
