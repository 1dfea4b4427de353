/** Contract rows and their views: lock, insert, update, the list with its counters, children. */
import type { ContractListQuery } from '@pawndesk/domain/contract-api';
import type { ContractCounts } from '@pawndesk/domain/contract-counts';
import {
  activeStatuses,
  type ContractStatus,
  closedStatuses,
} from '@pawndesk/domain/contract-states';
import { normalizePhone } from '@pawndesk/domain/validation';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  assetCategories,
  assets,
  assetTypes,
  branches,
  clients,
  contractDayCounts,
  contracts,
  contractTotals,
  products,
  promotions,
  storages,
  users,
} from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';
import { assetIdsMatching } from '../assets/asset-search.ts';
import { clientIdsMatching } from '../clients/client-search.ts';

export type ContractRow = typeof contracts.$inferSelect;
type ContractInsert = typeof contracts.$inferInsert;
export type ProductRow = typeof products.$inferSelect;

const parent = alias(contracts, 'parent');
const validator = alias(users, 'validator');

/** The renewal: the newest contract whose parent this is. */
const renewalId = sql<
  number | null
>`(select r.id from contracts r where r.parent_id = ${contracts.id} order by r.id desc limit 1)`;
const renewalFinfluxId = sql<
  number | null
>`(select r.finflux_id from contracts r where r.parent_id = ${contracts.id} order by r.id desc limit 1)`;

function contractViewsQuery(db: DbOrTx) {
  return db
    .select({
      contract: contracts,
      product: products,
      promotion: { id: promotions.id, promotionName: promotions.promotionName },
      branch: { id: branches.id, name: branches.name },
      client: {
        id: clients.id,
        finfluxId: clients.finfluxId,
        firstName: clients.firstName,
        lastName: clients.lastName,
        primaryPhone: clients.primaryPhone,
      },
      asset: {
        id: assets.id,
        code: assets.code,
        description: assets.description,
        status: assets.status,
        meta: assets.meta,
        storedOn: assets.storedOn,
      },
      storage: { id: storages.id, code: storages.code, name: storages.name },
      assetType: { name: assetTypes.name, description: assetTypes.description },
      validator: {
        id: validator.id,
        username: validator.username,
        firstName: validator.firstName,
        lastName: validator.lastName,
      },
      parent: { id: parent.id, finfluxId: parent.finfluxId, approvedAmount: parent.approvedAmount },
      renewalId,
      renewalFinfluxId,
    })
    .from(contracts)
    .innerJoin(products, eq(products.id, contracts.productId))
    .leftJoin(promotions, eq(promotions.id, contracts.promotionId))
    .innerJoin(branches, eq(branches.id, contracts.branchId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(assets, eq(assets.id, contracts.assetId))
    .leftJoin(storages, eq(storages.id, assets.storageId))
    .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(assetTypes, eq(assetTypes.id, assetCategories.assetTypeId))
    .leftJoin(validator, eq(validator.id, contracts.validatorId))
    .leftJoin(parent, eq(parent.id, contracts.parentId));
}

export type ContractView = Awaited<
  ReturnType<ReturnType<typeof contractViewsQuery>['execute']>
>[number];

export type ContractKey = { id: number } | { finfluxId: number } | { mifosId: number };

function keyCondition(key: ContractKey): SQL {
  if ('id' in key) {
    return eq(contracts.id, key.id);
  }
  if ('finfluxId' in key) {
    return eq(contracts.finfluxId, key.finfluxId);
  }
  return eq(contracts.mifosId, key.mifosId);
}

/** The names of the prepared one-contract view statements (the bench replays them by name). */
export const contractViewStatementNames = {
  id: 'contract_view_by_id',
  finfluxId: 'contract_view_by_finflux_id',
  mifosId: 'contract_view_by_mifos_id',
} as const;

function contractViewBy(column: keyof typeof contractViewStatementNames) {
  return preparedOnce((db) =>
    contractViewsQuery(db)
      .where(eq(contracts[column], sql.placeholder('key')))
      .limit(1)
      .prepare(contractViewStatementNames[column]),
  );
}

/**
 * Prepared: the detail, its transactions, redeem info and every action read one contract's view,
 * and planning this eleven-table join took 1.9 ms of PostgreSQL's time against 0.14 ms to run it
 * (bench, 2,000,000 contracts); a connection keeps the plan.
 */
const contractView = {
  id: contractViewBy('id'),
  finfluxId: contractViewBy('finfluxId'),
  mifosId: contractViewBy('mifosId'),
};

export async function findContractView(
  db: DbOrTx,
  key: ContractKey,
): Promise<ContractView | undefined> {
  const [row] =
    'id' in key
      ? await contractView.id(db).execute({ key: key.id })
      : 'finfluxId' in key
        ? await contractView.finfluxId(db).execute({ key: key.finfluxId })
        : await contractView.mifosId(db).execute({ key: key.mifosId });
  return row;
}

/** Which of these contracts exist. */
export async function existingContractIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(inArray(contracts.id, [...ids]));
  return rows.map((row) => row.id);
}

export async function contractExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the contract row for the rest of the transaction (concurrent actions queue here) and reads
 * its product with it: the loan term and commitment rules an action's figures need.
 */
/** A contract with its product. */
export type ContractWithProduct = { contract: ContractRow; product: ProductRow };

function selectWithProduct(db: DbOrTx, key: ContractKey) {
  return db
    .select({ contract: contracts, product: products })
    .from(contracts)
    .innerJoin(products, eq(products.id, contracts.productId))
    .where(keyCondition(key))
    .limit(1);
}

/** The contract and its product, the contract's row locked until `tx` ends. */
export async function lockContract(
  tx: DbOrTx,
  key: ContractKey,
): Promise<ContractWithProduct | undefined> {
  const [row] = await selectWithProduct(tx, key).for('update', { of: contracts });
  return row;
}

/** The contract and its product as they are now, nothing locked. */
export async function findContractWithProduct(
  db: DbOrTx,
  key: ContractKey,
): Promise<ContractWithProduct | undefined> {
  const [row] = await selectWithProduct(db, key);
  return row;
}

export async function insertContract(
  tx: DbOrTx,
  values: Omit<ContractInsert, 'finfluxId' | 'mifosId'>,
) {
  const [seq] = await tx
    .select({ n: sql`nextval('contract_number_seq')`.mapWith(Number) })
    .from(sql`(values (1)) as one(x)`);
  const number = Number(seq?.n);
  const [row] = await tx
    .insert(contracts)
    .values({ ...values, finfluxId: number, mifosId: number })
    .returning();
  if (!row) {
    throw new Error('contract not inserted');
  }
  return row;
}

export async function updateContract(tx: DbOrTx, id: number, values: Partial<ContractInsert>) {
  await tx.update(contracts).set(values).where(eq(contracts.id, id));
}

export async function findChildren(db: DbOrTx, parentId: number) {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.parentId, parentId))
    .orderBy(desc(contracts.id));
}

type ListFilter = Omit<ContractListQuery, 'page' | 'pageSize' | 'orderBy' | 'status'>;

/**
 * Digits: the contract number (finflux or mifos), or a client phone or citizen id prefix. Words:
 * the client name (accents ignored) or the asset description/code, through their trigram indexes.
 */
function termCondition(term: string): SQL {
  const digits = term.replace(/[\s.-]/g, '');
  if (/^\d{1,15}$/.test(digits)) {
    const prefix = `${escapeLike(normalizePhone(digits))}%`;
    return or(
      eq(contracts.finfluxId, Number(digits)),
      eq(contracts.mifosId, Number(digits)),
      inArray(
        contracts.clientId,
        sql`(select id from clients where primary_phone like ${prefix} or secondary_phone like ${prefix} or citizen_id like ${`${escapeLike(digits)}%`})`,
      ),
    ) as SQL;
  }
  return or(
    inArray(contracts.clientId, clientIdsMatching(term)),
    inArray(contracts.assetId, assetIdsMatching(term)),
  ) as SQL;
}

function filterConditions(filter: ListFilter): (SQL | undefined)[] {
  const term = filter.term?.trim();
  return [
    term ? termCondition(term) : undefined,
    filter.fromDate ? gte(contracts.submittedOn, filter.fromDate) : undefined,
    filter.toDate ? lte(contracts.submittedOn, filter.toDate) : undefined,
    filter.active === true ? inArray(contracts.status, [...activeStatuses]) : undefined,
    filter.active === false ? inArray(contracts.status, [...closedStatuses]) : undefined,
    filter.hasValueAdjustment === true ? sql`${contracts.adjustedAmount} > 0` : undefined,
    filter.hasValueAdjustment === false ? eq(contracts.adjustedAmount, 0) : undefined,
    filter.clientId ? eq(contracts.clientId, filter.clientId) : undefined,
  ];
}

function whereOf(filter: ListFilter, statuses: readonly ContractStatus[] | undefined) {
  return and(
    ...filterConditions(filter),
    statuses && statuses.length > 0 ? inArray(contracts.status, [...statuses]) : undefined,
  );
}

const orderColumns = {
  submittedOn: contracts.submittedOn,
  maturesOn: contracts.maturesOn,
  finfluxId: contracts.finfluxId,
  approvedAmount: contracts.approvedAmount,
} as const;

/** The page's contract ids in list order: one table, so the sort index serves it. */
export async function listContractIds(db: DbOrTx, query: ContractListQuery): Promise<number[]> {
  const descending = query.orderBy.startsWith('-');
  const column = orderColumns[query.orderBy.replace('-', '') as keyof typeof orderColumns];
  const direction = descending ? desc : asc;
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(whereOf(query, query.status))
    .orderBy(direction(column), direction(contracts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((row) => row.id);
}

/** The name of the prepared views-by-ids statement (bench replays it under the same name). */
export const contractViewsStatementName = 'contract_views';

const contractViewsByIds = preparedOnce((db) =>
  contractViewsQuery(db)
    .where(sql`${contracts.id} = any(${sql.placeholder('ids')})`)
    .prepare(contractViewsStatementName),
);

/**
 * Contracts with everything their DTO shows, by id, in the order of `ids`. A prepared statement:
 * planning this eleven-table join costs ten times its execution (bench, 2,000,000 contracts:
 * 10–15 ms against about 1 ms on a busy 2-core machine), and a plan is kept per connection.
 */
export async function findContractViews(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  const rows = await contractViewsByIds(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.contract.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of the list: its ids (filtered and sorted on contracts alone), then their views. */
export async function listContractViews(db: DbOrTx, query: ContractListQuery) {
  return findContractViews(db, await listContractIds(db, query));
}

/** Only dates and statuses filter: the trigger-kept counters answer without touching contracts. */
function countersAnswer(filter: ListFilter): boolean {
  return (
    !filter.term?.trim() &&
    filter.active === undefined &&
    filter.hasValueAdjustment === undefined &&
    filter.clientId === undefined
  );
}

/**
 * Counts per status over the filter (ignoring the status filter) and the clients holding an
 * active contract, in ONE statement: a grouping set per status plus the grand total row (status
 * null), which exists even over no rows and carries the clients. The list's total is a sum of
 * these counts (`contractListTotal`), so a list page costs its ids, its views and this: each statement is
 * a socket write and a wake-up of a database backend, the largest part of a request's CPU
 * (decisions/0038).
 */
export async function summarizeContracts(db: DbOrTx, filter: ListFilter): Promise<ContractCounts> {
  const rows = countersAnswer(filter)
    ? await db
        .select({
          status: sql<string | null>`${contractDayCounts.status}`,
          n: sql<number>`coalesce(sum(${contractDayCounts.count}), 0)::int`,
          clients: sql<number>`(select ${contractTotals.count} from ${contractTotals} where ${contractTotals.key} = 'active_clients')::int`,
        })
        .from(contractDayCounts)
        .where(
          and(
            filter.fromDate ? gte(contractDayCounts.day, filter.fromDate) : undefined,
            filter.toDate ? lte(contractDayCounts.day, filter.toDate) : undefined,
          ),
        )
        .groupBy(sql`grouping sets ((${contractDayCounts.status}), ())`)
    : await db
        .select({
          status: sql<string | null>`${contracts.status}`,
          n: count(),
          clients: sql<number>`count(distinct ${contracts.clientId}) filter (where ${inArray(contracts.status, [...activeStatuses])})::int`,
        })
        .from(contracts)
        .where(whereOf(filter, undefined))
        .groupBy(sql`grouping sets ((${contracts.status}), ())`);
  const byStatus = new Map<string, number>();
  let clients = 0;
  for (const row of rows) {
    if (row.status === null) {
      clients = Number(row.clients ?? 0);
    } else if (row.n > 0) {
      byStatus.set(row.status, Number(row.n));
    }
  }
  return { byStatus, clients };
}
