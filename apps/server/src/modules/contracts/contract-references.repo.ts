/** What a contract refers to: product, promotion, client, asset (and its state), validator, branch. */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  branches,
  clients,
  contracts,
  products,
  promotions,
  storages,
  users,
} from '../../db/schema.ts';

export type AssetStatus = (typeof assets.$inferSelect)['status'];

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findPromotion(db: DbOrTx, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row !== undefined;
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findBranch(db: DbOrTx, id: number) {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row;
}

export async function findAssetRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  return row;
}

export async function setAssetState(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof assets.$inferInsert>,
) {
  await tx.update(assets).set(values).where(eq(assets.id, id));
}

const valuator = alias(users, 'valuator');

/** The collateral tab: the asset, its category, storage, valuator and latest contract. */
export async function findCollateralView(db: DbOrTx, contractId: number) {
  const [row] = await db
    .select({
      asset: assets,
      category: { key: assetCategories.key, name: assetCategories.name },
      storage: { code: storages.code, name: storages.name },
      valuator: {
        username: valuator.username,
        firstName: valuator.firstName,
        lastName: valuator.lastName,
      },
      latestId: sql<number>`(select l.id from contracts l where l.asset_id = ${assets.id} order by l.id desc limit 1)`,
      latestFinfluxId: sql<number>`(select l.finflux_id from contracts l where l.asset_id = ${assets.id} order by l.id desc limit 1)`,
    })
    .from(contracts)
    .innerJoin(assets, eq(assets.id, contracts.assetId))
    .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(storages, eq(storages.id, assets.storageId))
    .leftJoin(valuator, eq(valuator.id, assets.valuatorId))
    .where(eq(contracts.id, contractId))
    .limit(1);
  if (!row) {
    return undefined;
  }
  const { latestId, latestFinfluxId, ...rest } = row;
  return {
    ...rest,
    latest: { id: Number(latestId), finfluxId: Number(latestFinfluxId) },
  };
}

/** A storage with the branch it belongs to (the redeem info's storage). */
export async function findStorageWithBranch(db: DbOrTx, storageId: number) {
  const [row] = await db
    .select({
      id: storages.id,
      name: storages.name,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(storages)
    .innerJoin(branches, eq(branches.id, storages.branchId))
    .where(eq(storages.id, storageId))
    .limit(1);
  return row;
}
