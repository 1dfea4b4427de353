import type { AssetDto } from '@pawndesk/domain/asset-api';
import { assetFullDescriptionVi } from '@pawndesk/domain/asset-rules';
import type { AssetView } from './assets.repo.ts';

export function toAssetDto(view: AssetView): AssetDto {
  const { asset } = view;
  const meta = asset.meta ?? {};
  return {
    id: asset.id,
    code: asset.code,
    description: asset.description,
    meta,
    status: asset.status,
    category: view.category,
    storage: view.storage,
    branch: view.branch,
    client: view.client
      ? {
          id: view.client.id,
          name: `${view.client.lastName} ${view.client.firstName}`,
          finfluxId: view.client.finfluxId,
        }
      : null,
    contracts: view.contracts.map(Number),
    expectedAmount: asset.expectedAmount,
    valuatedAmount: asset.valuatedAmount,
    valuator: view.valuator,
    storedOn: asset.storedOn,
    createdAt: asset.createdAt.toISOString(),
    modifiedAt: asset.modifiedAt.toISOString(),
    liquidizedOn: asset.liquidizedOn,
    releasedOn: asset.releasedOn,
    orderId: asset.orderId,
    fullDescriptionVi: assetFullDescriptionVi(
      view.category.key,
      view.category.name,
      asset.description,
      meta,
    ),
  };
}
