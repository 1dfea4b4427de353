import { businessDayEnd, businessDayStart } from '@pawndesk/domain/dates';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  assetCategories,
  assets,
  assetTypes,
  branches,
  clients,
  orders,
  storages,
  users,
} from '../../db/schema.ts';
import { containsPhrase, countRows, type IdRange, type MatchQueries } from '../../lib/sql.ts';

export type AssetRow = typeof assets.$inferSelect;
export type AssetInsert = typeof assets.$inferInsert;

function assetViewsQuery(db: DbOrTx) {
  return db
    .select({
      asset: assets,
      category: { id: assetCategories.id, key: assetCategories.key, name: assetCategories.name },
      storage: { id: storages.id, code: storages.code, name: storages.name },
      branch: { id: branches.id, name: branches.name },
      client: {
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        finfluxId: clients.finfluxId,
      },
      contracts: sql<
        number[]
      >`array(select c.finflux_id from contracts c where c.asset_id = ${assets.id} order by c.id)`,
      valuator: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(assets)
    .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(storages, eq(storages.id, assets.storageId))
    .leftJoin(branches, eq(branches.id, assets.branchId))
    .leftJoin(clients, eq(clients.id, assets.clientId))
    .leftJoin(users, eq(users.id, assets.valuatorId));
}

export type AssetView = Awaited<ReturnType<ReturnType<typeof assetViewsQuery>['execute']>>[number];

export type AssetFilter = {
  term?: string | undefined;
  branch?: number[] | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

/** Description or code words (accents ignored, trigram index), or the code's number. */
export function whereOf(filter: AssetFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const term = filter.term?.trim();
  if (term) {
    const alternatives: SQL[] = [
      containsPhrase(sql`vn_norm(${assets.description} || ' ' || ${assets.code})`, term),
    ];
    const digits = /^(?:TS-?)?(\d{1,9})$/i.exec(term)?.[1];
    if (digits) {
      alternatives.push(eq(assets.code, `TS-${digits.padStart(6, '0')}`));
    }
    conditions.push(or(...alternatives));
  }
  if (filter.branch && filter.branch.length > 0) {
    conditions.push(inArray(assets.branchId, filter.branch));
  }
  if (filter.fromDate) {
    conditions.push(gte(assets.createdAt, businessDayStart(filter.fromDate)));
  }
  if (filter.toDate) {
    conditions.push(lt(assets.createdAt, businessDayEnd(filter.toDate)));
  }
  return and(...conditions);
}

/** The matches' ids in list order (newest first), `limit` of them from `offset`. */
async function listAssetIds(db: DbOrTx, filter: AssetFilter, range: IdRange): Promise<number[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(whereOf(filter))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(range.limit)
    .offset(range.offset);
  return rows.map((row) => row.id);
}

/** The prepared views-by-ids statement's name (the bench replays it under the same name). */
export const assetViewsStatementName = 'asset_views';

// Prepared, as is the one-asset view: planning the join took 0.5 ms of PostgreSQL's time, more
// than running it (bench, 1,500,000 assets).
const assetViewsByIds = preparedOnce((db) =>
  assetViewsQuery(db)
    .where(sql`${assets.id} = any(${sql.placeholder('ids')})`)
    .prepare(assetViewsStatementName),
);
const assetViewById = preparedOnce((db) =>
  assetViewsQuery(db)
    .where(eq(assets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('asset_view_by_id'),
);

export async function findAssetViews(db: DbOrTx, ids: number[]): Promise<AssetView[]> {
  if (ids.length === 0) {
    return [];
  }
  return assetViewsByIds(db).execute({ ids });
}

async function countAssets(db: DbOrTx, filter: AssetFilter, limit?: number): Promise<number> {
  const matching = db.select({ id: assets.id }).from(assets).where(whereOf(filter)).$dynamic();
  return countRows(db, limit === undefined ? matching : matching.limit(limit));
}

/** The list's queries for pageOfMatches (assets_created_idx serves the list order). */
export function assetMatches(db: DbOrTx, filter: AssetFilter): MatchQueries {
  return {
    listIds: (range) => listAssetIds(db, filter, range),
    count: (limit) => countAssets(db, filter, limit),
    isOrderIndexed: true,
  };
}

export async function findAssetView(db: DbOrTx, id: number): Promise<AssetView | undefined> {
  const [row] = await assetViewById(db).execute({ id });
  return row;
}

export async function findAssetForUpdate(tx: DbOrTx, id: number): Promise<AssetRow | undefined> {
  const [row] = await tx.select().from(assets).where(eq(assets.id, id)).for('update');
  return row;
}

export async function insertAsset(tx: DbOrTx, values: AssetInsert): Promise<AssetRow> {
  const [row] = await tx.insert(assets).values(values).returning();
  if (!row) {
    throw new Error('asset not inserted');
  }
  return row;
}

export async function updateAsset(tx: DbOrTx, id: number, values: Partial<AssetInsert>) {
  await tx.update(assets).set(values).where(eq(assets.id, id));
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(assetCategories).where(eq(assetCategories.id, id)).limit(1);
  return row;
}

/** The first category (by id) of an asset type: Bike → MOTORCYCLE. */
export async function firstCategoryOfType(db: DbOrTx, assetTypeId: number) {
  const [row] = await db
    .select()
    .from(assetCategories)
    .where(eq(assetCategories.assetTypeId, assetTypeId))
    .orderBy(asc(assetCategories.id))
    .limit(1);
  return row;
}

export async function findAssetType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(assetTypes).where(eq(assetTypes.id, id)).limit(1);
  return row;
}

export async function findStorage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storages).where(eq(storages.id, id)).limit(1);
  return row;
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row !== undefined;
}

export async function findOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      branchId: orders.branchId,
      requiredAmount: orders.requiredAmount,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** The asset an order created (its latest), locked for the contract wizard's print step. */
export async function findOrderAssetForUpdate(
  tx: DbOrTx,
  orderId: number,
): Promise<AssetRow | undefined> {
  const [row] = await tx
    .select()
    .from(assets)
    .where(eq(assets.orderId, orderId))
    .orderBy(desc(assets.id))
    .limit(1)
    .for('update');
  return row;
}
