import type { AssetDto, AssetInput, AssetListDto } from '@pawndesk/domain/asset-api';
import type { MiscDto } from '@pawndesk/domain/reference';
import { api } from '../../../lib/api.ts';
import { baseA, baseB } from '../../../lib/api-client.ts';

/** What the list screen asks B GET /v2/assets/ for (also its query key). */
export type AssetListParams = {
  term?: string;
  page: number;
  pageSize: number;
  branch: number[];
  fromDate?: string;
  toDate?: string;
};

export type StaffOption = { id: number; username: string; firstName: string; lastName: string };

export function listAssets(params: AssetListParams, signal?: AbortSignal): Promise<AssetListDto> {
  return api.get(`${baseB}/v2/assets/`, { query: params, signal });
}

export function getAsset(id: number, signal?: AbortSignal): Promise<AssetDto> {
  return api.get(`${baseB}/v2/assets/${id}/`, { signal });
}

export function updateAsset(id: number, input: AssetInput): Promise<AssetDto> {
  return api.put(`${baseB}/v2/assets/${id}/`, input);
}

/** Branches (with their codes, for the HO/LVL/GD exclusion). */
export function getMisc(signal?: AbortSignal): Promise<MiscDto> {
  return api.get(`${baseA}/v1/misc/`, { signal });
}

export async function getValuators(signal?: AbortSignal): Promise<StaffOption[]> {
  const list = await api.get<{ items: StaffOption[] }>(`${baseB}/v1/users/validators/`, {
    signal,
  });
  return list.items;
}
