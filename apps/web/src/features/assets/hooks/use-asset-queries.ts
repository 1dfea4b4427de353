import type { AssetInput } from '@pawndesk/domain/asset-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssetListParams,
  getAsset,
  getMisc,
  getValuators,
  listAssets,
  updateAsset,
} from '../api/assets-api.ts';
import { assetKeys } from '../api/query-keys.ts';

const referenceStaleMs = 10 * 60 * 1000;

export function useAssetList(params: AssetListParams) {
  return useQuery({
    queryKey: assetKeys.list(params),
    queryFn: ({ signal }) => listAssets(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAsset(id: number | null) {
  return useQuery({
    queryKey: assetKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAsset(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useUpdateAsset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssetInput) => updateAsset(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(assetKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: assetKeys.lists });
    },
  });
}

export function useMisc() {
  return useQuery({
    queryKey: assetKeys.misc,
    queryFn: ({ signal }) => getMisc(signal),
    staleTime: referenceStaleMs,
  });
}

export function useValuators() {
  return useQuery({
    queryKey: assetKeys.valuators,
    queryFn: ({ signal }) => getValuators(signal),
    staleTime: referenceStaleMs,
  });
}
