import type { AssetListParams } from './list-assets.ts';

/** TanStack Query keys of the asset screens (reference lists are in lib/query-keys.ts). */
export const assetKeys = {
  lists: ['assets'] as const,
  list: (params: AssetListParams) => ['assets', params] as const,
  detail: (id: number) => ['asset', id] as const,
};
