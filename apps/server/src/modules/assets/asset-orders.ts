import { cleanAssetMeta } from '@pawndesk/domain/asset-rules';
import type { wizardAssetInput } from '@pawndesk/domain/contract-wizard-api';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './assets.repo.ts';

/**
 * The seam the contract creation wizard writes the order's asset through (B§4 Creation wizard,
 * "update the asset order"): inside the caller's transaction.
 */

type WizardAsset = z.output<typeof wizardAssetInput>;

const invalid = (message: string) => new AppError('invalidRequest', message);

/**
 * Updates the asset the order created, or creates it when the order has none yet (a PENDING
 * asset of the order's type), with the wizard's description, amounts, valuator, meta and owner.
 * Writes an audit row. Answers the asset id.
 */
export async function saveOrderAssetIn(
  tx: DbOrTx,
  ctx: RequestContext,
  target: {
    orderId: number;
    assetTypeId: number | null;
    clientId: number;
    branchId: number;
    userId: number;
  },
  input: WizardAsset,
): Promise<number> {
  if (target.assetTypeId === null) {
    throw invalid('Đơn hàng chưa có loại tài sản');
  }
  const category = await categoryOf(tx, target.assetTypeId, input.category);
  if (!(await repo.userExists(tx, input.valuator))) {
    throw invalid('Người thẩm định không tồn tại');
  }
  const now = ctx.now();
  const values = {
    categoryId: category.id,
    description: input.description,
    meta: cleanAssetMeta(category.key, input.meta),
    expectedAmount: input.expectedAmount,
    valuatedAmount: input.valuatedAmount,
    valuatorId: input.valuator,
    clientId: target.clientId,
  };
  const existing = await repo.findOrderAssetForUpdate(tx, target.orderId);
  if (existing) {
    await repo.updateAsset(tx, existing.id, {
      ...values,
      modifiedAt: now,
      modifiedBy: target.userId,
    });
    await audit(tx, ctx, {
      action: 'asset.updated',
      entity: 'asset',
      entityId: existing.id,
      before: Object.fromEntries(
        Object.keys(values).map((key) => [key, existing[key as keyof typeof values] ?? null]),
      ),
      after: values,
    });
    return existing.id;
  }
  const row = await repo.insertAsset(tx, {
    ...values,
    status: 'PENDING',
    orderId: target.orderId,
    branchId: target.branchId,
    createdAt: now,
    createdBy: target.userId,
    modifiedAt: now,
    modifiedBy: target.userId,
  });
  await audit(tx, ctx, {
    action: 'asset.created',
    entity: 'asset',
    entityId: row.id,
    after: { ...values, status: 'PENDING', orderId: target.orderId, code: row.code },
  });
  return row.id;
}

/** The given category when it belongs to the order's asset type, else the type's first. */
async function categoryOf(tx: DbOrTx, assetTypeId: number, wanted: number | undefined) {
  if (wanted !== undefined) {
    const category = await repo.findCategory(tx, wanted);
    if (!category || category.assetTypeId !== assetTypeId) {
      throw invalid('Danh mục không thuộc loại tài sản của đơn hàng');
    }
    return category;
  }
  const first = await repo.firstCategoryOfType(tx, assetTypeId);
  if (!first) {
    throw invalid('Loại tài sản chưa có danh mục');
  }
  return first;
}
