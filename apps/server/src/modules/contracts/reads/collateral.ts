import type { CollateralInfoDto } from '@pawndesk/domain/contract-api';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findCollateralView } from '../contract-references.repo.ts';

/** The collateral tab (A§7): the asset, its category, storage, valuator and latest contract. */
export async function collateralInfo(ctx: RequestContext, id: number): Promise<CollateralInfoDto> {
  const view = await findCollateralView(ctx.db, id);
  if (!view) {
    throw contractNotFound();
  }
  const { asset } = view;
  return {
    assetId: asset.id,
    category: view.category,
    description: asset.description,
    meta: asset.meta,
    status: asset.status,
    originContract: view.latest,
    storageCode: view.storage?.code ?? null,
    storageName: view.storage?.name ?? null,
    expectedAmount: asset.expectedAmount,
    valuatedAmount: asset.valuatedAmount,
    liquidationAmount: null,
    valuator: view.valuator,
  };
}
