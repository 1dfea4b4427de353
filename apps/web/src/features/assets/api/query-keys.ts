import type { AssetListParams } from './assets-api.ts';

export const assetKeys = {
  lists: ['assets'] as const,
  list: (params: AssetListParams) => ['assets', params] as const,
  detail: (id: number) => ['asset', id] as const,
  /** Shared with the orders screens' reference keys so each list loads once. */
  misc: ['misc'] as const,
  valuators: ['validators'] as const,
};
