import {
  assetDto,
  assetInput,
  assetListDto,
  assetListQuery,
  assetOrderInput,
} from './asset-api.ts';
import { endpoint } from './endpoint.ts';

/** The asset calls, all on base B: the list and its edit dialog (v2), the order's asset (v1). */
export const assetEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/assets/',
    query: assetListQuery,
    response: assetListDto,
  }),
  detail: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/assets/{id}/',
    response: assetDto,
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/assets/',
    body: assetInput,
    response: assetDto,
  }),
  update: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v2/assets/{id}/',
    body: assetInput,
    response: assetDto,
  }),
  createForOrder: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/assets/',
    body: assetOrderInput,
    response: assetDto,
  }),
  updateForOrder: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/assets/{id}/',
    body: assetOrderInput,
    response: assetDto,
  }),
} as const;
