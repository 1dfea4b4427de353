import type { AssetInput } from '@pawndesk/domain/asset-api';
import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { assetKeys } from './query-keys.ts';

export function updateAsset(id: number, input: AssetInput) {
  return api.call(assetEndpoints.update, { params: { id }, body: input });
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
