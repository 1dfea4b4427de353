import type {
  AssetDto,
  AssetInputParsed,
  AssetListDto,
  AssetListQuery,
  assetOrderInput,
} from '@pawndesk/domain/asset-api';
import { type AssetStatus, cleanAssetMeta, isStoredStatus } from '@pawndesk/domain/asset-rules';
import { businessDate } from '@pawndesk/domain/dates';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inIdOrder, pageOfMatches } from '../../lib/sql.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { toAssetDto } from './assets.mapper.ts';
import * as repo from './assets.repo.ts';

type AssetOrderInput = z.infer<typeof assetOrderInput>;

const assetNotFound = () => new AppError('notFound', 'Không tìm thấy tài sản');
const invalid = (message: string) => new AppError('invalidRequest', message);

export async function listAssets(
  ctx: RequestContext,
  query: AssetListQuery,
): Promise<AssetListDto> {
  const { ids, total } = await pageOfMatches(query, query.term, repo.assetMatches(ctx.db, query));
  const views = await repo.findAssetViews(ctx.db, ids);
  return { items: inIdOrder(ids, views, (view) => view.asset.id).map(toAssetDto), total };
}

export async function getAsset(ctx: RequestContext, id: number): Promise<AssetDto> {
  const view = await repo.findAssetView(ctx.db, id);
  if (!view) {
    throw assetNotFound();
  }
  return toAssetDto(view);
}

/**
 * The stored values of an edit payload for an asset going to `status`; references are checked
 * here (400 when missing). A storage is required only while the asset is stored (B§5).
 */
export async function valuesOf(ctx: RequestContext, input: AssetInputParsed, status: AssetStatus) {
  if (isStoredStatus(status) && !input.storage) {
    throw invalid('Vui lòng chọn kho');
  }
  // One after another: `ctx.db` is the caller's transaction when the asset is saved with its
  // contract or order, and a transaction's one connection runs one statement at a time.
  const category = await repo.findCategory(ctx.db, input.category);
  const storage = input.storage ? await repo.findStorage(ctx.db, input.storage) : null;
  const valuatorFound = await repo.userExists(ctx.db, input.valuator);
  const clientFound = input.client ? await repo.clientExists(ctx.db, input.client) : true;
  if (!category) {
    throw invalid('Loại tài sản không tồn tại');
  }
  if (input.storage && !storage) {
    throw invalid('Kho không tồn tại');
  }
  if (!valuatorFound) {
    throw invalid('Người định giá không tồn tại');
  }
  if (!clientFound) {
    throw invalid('Khách hàng không tồn tại');
  }
  return {
    categoryId: category.id,
    storageId: storage?.id ?? null,
    ...(storage ? { branchId: storage.branchId } : {}),
    valuatorId: input.valuator,
    valuatedAmount: input.valuatedAmount,
    expectedAmount: input.expectedAmount,
    description: input.description,
    meta: cleanAssetMeta(category.key, input.meta),
    clientId: input.client ?? null,
  };
}

/** The status dates a change of status stamps with the business date. */
function statusDates(
  status: AssetStatus,
  before: Pick<repo.AssetRow, 'storedOn' | 'liquidizedOn' | 'releasedOn' | 'status'> | undefined,
  today: string,
) {
  if (before?.status === status) {
    return {};
  }
  return {
    ...(status === 'IN_STORAGE' && !before?.storedOn ? { storedOn: today } : {}),
    ...(status === 'LIQUIDIZED' ? { liquidizedOn: today } : {}),
    ...(status === 'RELEASED' ? { releasedOn: today } : {}),
  };
}

export async function createAsset(ctx: RequestContext, input: AssetInputParsed): Promise<AssetDto> {
  const status = input.status ?? 'PENDING';
  const values = await valuesOf(ctx, input, status);
  const id = await ctx.db.transaction((tx) => insertAssetIn(tx, ctx, values, status));
  return getAsset(ctx, id);
}

/** Writes a new asset of checked `values` (valuesOf) and its audit row in the caller's transaction. */
export async function insertAssetIn(
  tx: DbOrTx,
  ctx: RequestContext,
  values: Awaited<ReturnType<typeof valuesOf>>,
  status: AssetStatus,
): Promise<number> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const row = await repo.insertAsset(tx, {
    // An asset not yet stored belongs to the branch that took it in.
    branchId: actor.branchId,
    ...values,
    status,
    ...statusDates(status, undefined, businessDate(now)),
    createdAt: now,
    createdBy: actor.userId,
    modifiedAt: now,
    modifiedBy: actor.userId,
  });
  await audit(tx, ctx, {
    action: 'asset.created',
    entity: 'asset',
    entityId: row.id,
    after: { ...values, status, code: row.code },
  });
  return row.id;
}

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

export async function updateAsset(
  ctx: RequestContext,
  id: number,
  input: AssetInputParsed,
): Promise<AssetDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findAssetForUpdate(tx, id);
    if (!before) {
      throw assetNotFound();
    }
    const status = input.status ?? before.status;
    const values = await valuesOf({ ...ctx, db: tx }, input, status);
    const next = { ...values, status, ...statusDates(status, before, businessDate(now)) };
    await repo.updateAsset(tx, id, { ...next, modifiedAt: now, modifiedBy: actor.userId });
    await audit(tx, ctx, {
      action: 'asset.updated',
      entity: 'asset',
      entityId: id,
      ...changesOf(before, next),
    });
  });
  return getAsset(ctx, id);
}

/** The category of an asset order: the given one (of that type), else the type's first. */
async function orderCategory(ctx: RequestContext, input: AssetOrderInput, current?: number) {
  const type = await repo.findAssetType(ctx.db, input.asset);
  if (!type) {
    throw invalid('Loại tài sản không tồn tại');
  }
  const wanted = input.category ?? current;
  if (wanted !== undefined) {
    const category = await repo.findCategory(ctx.db, wanted);
    if (category && category.assetTypeId === type.id) {
      return category;
    }
    if (input.category !== undefined) {
      throw invalid('Danh mục không thuộc loại tài sản đã chọn');
    }
  }
  const first = await repo.firstCategoryOfType(ctx.db, type.id);
  if (!first) {
    throw invalid('Loại tài sản chưa có danh mục');
  }
  return first;
}

/** B POST /v1/assets/: a PENDING asset for an order (A§7 Orders, asset order). */
export async function createAssetOrder(
  ctx: RequestContext,
  input: AssetOrderInput,
): Promise<AssetDto> {
  const actor = requireActor(ctx.actor);
  if (input.order === undefined) {
    throw invalid('Vui lòng chọn đơn hàng');
  }
  const order = await repo.findOrder(ctx.db, input.order);
  if (!order) {
    throw new AppError('notFound', 'Không tìm thấy đơn hàng');
  }
  const category = await orderCategory(ctx, input);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const values = {
      categoryId: category.id,
      description: input.description,
      meta: cleanAssetMeta(category.key, input.meta),
      status: 'PENDING' as const,
      orderId: order.id,
      clientId: order.clientId,
      branchId: order.branchId ?? actor.branchId,
      expectedAmount: order.requiredAmount,
    };
    const row = await repo.insertAsset(tx, {
      ...values,
      createdAt: now,
      createdBy: actor.userId,
      modifiedAt: now,
      modifiedBy: actor.userId,
    });
    await audit(tx, ctx, {
      action: 'asset.created',
      entity: 'asset',
      entityId: row.id,
      after: { ...values, code: row.code },
    });
    return row.id;
  });
  return getAsset(ctx, id);
}

/** B PATCH /v1/assets/{id}/: the asset order's type, description and meta. */
export async function updateAssetOrder(
  ctx: RequestContext,
  id: number,
  input: AssetOrderInput,
): Promise<AssetDto> {
  const actor = requireActor(ctx.actor);
  const existing = await repo.findAssetView(ctx.db, id);
  if (!existing) {
    throw assetNotFound();
  }
  const category = await orderCategory(ctx, input, existing.asset.categoryId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findAssetForUpdate(tx, id);
    if (!before) {
      throw assetNotFound();
    }
    const next = {
      categoryId: category.id,
      description: input.description,
      meta: cleanAssetMeta(category.key, input.meta),
    };
    await repo.updateAsset(tx, id, { ...next, modifiedAt: now, modifiedBy: actor.userId });
    await audit(tx, ctx, {
      action: 'asset.updated',
      entity: 'asset',
      entityId: id,
      ...changesOf(before, next),
    });
  });
  return getAsset(ctx, id);
}
