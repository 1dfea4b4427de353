import type { ContractListQuery } from '@pawndesk/domain/contract-api';
import {
  activeStatuses,
  type ContractStatus,
  closedStatuses,
} from '@pawndesk/domain/contract-states';
import { normalizePhone } from '@pawndesk/domain/validation';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  assetTypes,
  branches,
  clients,
  contractActionLog,
  contractDayCounts,
  contractFees,
  contractNotes,
  contracts,
  contractTotals,
  contractTransactions,
  contractValueAdjustments,
  notificationOutbox,
  products,
  promotions,
  storages,
  users,
} from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';
import { assetIdsMatching } from '../assets/asset-search.ts';
import { clientIdsMatching } from '../clients/client-search.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractInsert = typeof contracts.$inferInsert;
export type TransactionRow = typeof contractTransactions.$inferSelect;
export type FeeRow = typeof contractFees.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type AssetStatus = (typeof assets.$inferSelect)['status'];

const parent = alias(contracts, 'parent');
const validator = alias(users, 'validator');
const creator = alias(users, 'creator');

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

export async function findContractView(
  db: DbOrTx,
  key: ContractKey,
): Promise<ContractView | undefined> {
  const [row] = await contractViewsQuery(db).where(keyCondition(key)).limit(1);
  return row;
}

/**
 * Locks the contract row for the rest of the transaction (concurrent actions queue here) and reads
 * its product with it: the loan term and commitment rules an action's figures need.
 */
export async function lockContract(
  tx: DbOrTx,
  key: ContractKey,
): Promise<{ contract: ContractRow; product: ProductRow } | undefined> {
  const [row] = await tx
    .select({ contract: contracts, product: products })
    .from(contracts)
    .innerJoin(products, eq(products.id, contracts.productId))
    .where(keyCondition(key))
    .for('update', { of: contracts })
    .limit(1);
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

type ContractViewsStatement = ReturnType<
  ReturnType<ReturnType<typeof contractViewsQuery>['where']>['prepare']
>;
const contractViewsStatements = new WeakMap<DbOrTx, ContractViewsStatement>();

/**
 * Contracts with everything their DTO shows, by id, in the order of `ids`. A prepared statement:
 * planning this eleven-table join costs ten times its execution (bench, 2,000,000 contracts:
 * 10–15 ms against about 1 ms on a busy 2-core machine), and a plan is kept per connection.
 */
export async function findContractViews(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  let statement = contractViewsStatements.get(db);
  if (!statement) {
    statement = contractViewsQuery(db)
      .where(sql`${contracts.id} = any(${sql.placeholder('ids')})`)
      .prepare(contractViewsStatementName);
    contractViewsStatements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
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

async function dayCounts(db: DbOrTx, filter: ListFilter, statuses?: readonly ContractStatus[]) {
  return db
    .select({
      status: contractDayCounts.status,
      n: sql<number>`sum(${contractDayCounts.count})::int`,
    })
    .from(contractDayCounts)
    .where(
      and(
        filter.fromDate ? gte(contractDayCounts.day, filter.fromDate) : undefined,
        filter.toDate ? lte(contractDayCounts.day, filter.toDate) : undefined,
        statuses && statuses.length > 0
          ? inArray(contractDayCounts.status, [...statuses])
          : undefined,
      ),
    )
    .groupBy(contractDayCounts.status);
}

export async function countContracts(db: DbOrTx, query: ContractListQuery): Promise<number> {
  if (countersAnswer(query)) {
    const rows = await dayCounts(db, query, query.status);
    return rows.reduce((sum, row) => sum + Number(row.n), 0);
  }
  const [row] = await db.select({ n: count() }).from(contracts).where(whereOf(query, query.status));
  return row?.n ?? 0;
}

/**
 * Counts per status over the filter (ignoring the status filter), and the clients holding an
 * active contract among them (the whole book when only dates filter: docs/decisions/0005).
 */
export async function summarizeContracts(db: DbOrTx, filter: ListFilter) {
  if (countersAnswer(filter)) {
    const [rows, [total]] = await Promise.all([
      dayCounts(db, filter),
      db
        .select({ n: contractTotals.count })
        .from(contractTotals)
        .where(eq(contractTotals.key, 'active_clients')),
    ]);
    return {
      byStatus: new Map(rows.map((row) => [row.status, Number(row.n)])),
      clients: Number(total?.n ?? 0),
    };
  }
  const rows = await db
    .select({ status: contracts.status, n: count() })
    .from(contracts)
    .where(whereOf(filter, undefined))
    .groupBy(contracts.status);
  const [clientsRow] = await db
    .select({
      n: sql<number>`count(distinct ${contracts.clientId}) filter (where ${inArray(contracts.status, [...activeStatuses])})::int`,
    })
    .from(contracts)
    .where(whereOf(filter, undefined));
  return {
    byStatus: new Map(rows.map((row) => [row.status as string, row.n])),
    clients: clientsRow?.n ?? 0,
  };
}

export async function listTransactions(db: DbOrTx, contractId: number) {
  return db
    .select({
      transaction: contractTransactions,
      createdBy: { firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(contractTransactions)
    .leftJoin(creator, eq(creator.id, contractTransactions.createdBy))
    .where(eq(contractTransactions.contractId, contractId))
    .orderBy(desc(contractTransactions.registeredOn), desc(contractTransactions.id));
}

export type TransactionView = Awaited<ReturnType<typeof listTransactions>>[number];

export async function findTransactionForUpdate(tx: DbOrTx, contractId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contractTransactions)
    .where(and(eq(contractTransactions.contractId, contractId), eq(contractTransactions.id, id)))
    .for('update');
  return row;
}

export async function insertTransaction(
  tx: DbOrTx,
  values: typeof contractTransactions.$inferInsert,
) {
  const [row] = await tx.insert(contractTransactions).values(values).returning();
  if (!row) {
    throw new Error('transaction not inserted');
  }
  return row;
}

export async function retractTransactionRow(tx: DbOrTx, id: number, at: Date, by: number | null) {
  await tx
    .update(contractTransactions)
    .set({ status: 'RETRACTED', retractedAt: at, retractedBy: by })
    .where(eq(contractTransactions.id, id));
}

/** Retracts every registered transaction of a contract (of one action when given): an undo's work. */
export async function retractRegistered(
  tx: DbOrTx,
  contractId: number,
  options: { action?: TransactionRow['action']; at: Date; by: number | null },
) {
  await tx
    .update(contractTransactions)
    .set({ status: 'RETRACTED', retractedAt: options.at, retractedBy: options.by })
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
        options.action ? eq(contractTransactions.action, options.action) : undefined,
      ),
    );
}

/** The newest registered transaction's date (B§5: a new one may not be earlier). */
export async function latestRegisteredOn(db: DbOrTx, contractId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${contractTransactions.registeredOn})::text` })
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
      ),
    );
  return row?.at ?? null;
}

/** Sums of the registered rows, the source of truth the contract's columns must match. */
export async function moneyTotals(db: DbOrTx, contractId: number) {
  const [tx] = await db
    .select({
      repaid: sql<number>`coalesce(sum(${contractTransactions.amount}) filter (where ${contractTransactions.action} in ('REPAY','RENEW')), 0)::int8`,
      waived: sql<number>`coalesce(sum(${contractTransactions.amount}) filter (where ${contractTransactions.action} = 'WAIVE'), 0)::int8`,
      manual: sql<number>`count(*) filter (where ${contractTransactions.manual})::int`,
    })
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.contractId, contractId),
        eq(contractTransactions.status, 'REGISTERED'),
      ),
    );
  const [fees] = await db
    .select({
      overdue: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'OVERDUE'), 0)::int8`,
      liquidization: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'LIQUIDIZATION'), 0)::int8`,
      failedCommitment: sql<number>`coalesce(sum(${contractFees.amount}) filter (where ${contractFees.type} = 'FAILED_COMMITMENT'), 0)::int8`,
      count: sql<number>`count(*)::int`,
    })
    .from(contractFees)
    .where(eq(contractFees.contractId, contractId));
  return {
    repaid: Number(tx?.repaid ?? 0),
    waived: Number(tx?.waived ?? 0),
    manualTransactions: Number(tx?.manual ?? 0),
    overdueFees: Number(fees?.overdue ?? 0),
    liquidationFees: Number(fees?.liquidization ?? 0),
    failedCommitmentFees: Number(fees?.failedCommitment ?? 0),
    fees: Number(fees?.count ?? 0),
  };
}

export async function listFees(db: DbOrTx, contractId: number) {
  return db
    .select()
    .from(contractFees)
    .where(eq(contractFees.contractId, contractId))
    .orderBy(desc(contractFees.registeredOn), desc(contractFees.id));
}

export async function insertFee(tx: DbOrTx, values: typeof contractFees.$inferInsert) {
  const [row] = await tx.insert(contractFees).values(values).returning();
  if (!row) {
    throw new Error('fee not inserted');
  }
  return row;
}

export async function insertValueAdjustment(
  tx: DbOrTx,
  values: typeof contractValueAdjustments.$inferInsert,
) {
  await tx.insert(contractValueAdjustments).values(values);
}

export async function listNotes(db: DbOrTx, contractId: number) {
  return db
    .select({
      id: contractNotes.id,
      content: contractNotes.content,
      createdAt: contractNotes.createdAt,
      createdBy: { firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(contractNotes)
    .leftJoin(creator, eq(creator.id, contractNotes.createdBy))
    .where(eq(contractNotes.contractId, contractId))
    .orderBy(desc(contractNotes.createdAt), desc(contractNotes.id));
}

export async function insertNote(tx: DbOrTx, values: typeof contractNotes.$inferInsert) {
  const [row] = await tx.insert(contractNotes).values(values).returning({ id: contractNotes.id });
  return row?.id ?? 0;
}

export async function insertActionLog(tx: DbOrTx, values: typeof contractActionLog.$inferInsert) {
  await tx.insert(contractActionLog).values(values);
}

/** The latest not-yet-undone snapshot of `action` on a contract. */
export async function latestAction(tx: DbOrTx, contractId: number, action: string) {
  const [row] = await tx
    .select()
    .from(contractActionLog)
    .where(
      and(
        eq(contractActionLog.contractId, contractId),
        eq(contractActionLog.action, action),
        isNull(contractActionLog.undoneAt),
      ),
    )
    .orderBy(desc(contractActionLog.id))
    .limit(1);
  return row;
}

export async function markActionUndone(tx: DbOrTx, id: number, at: Date) {
  await tx.update(contractActionLog).set({ undoneAt: at }).where(eq(contractActionLog.id, id));
}

export async function findChildren(db: DbOrTx, parentId: number) {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.parentId, parentId))
    .orderBy(desc(contracts.id));
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findPromotion(db: DbOrTx, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
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

/** DISBURSED contracts whose maturity is before `today` become OVERDUE (the nightly job). */
export async function markOverdue(db: DbOrTx, today: string, at: Date) {
  return db
    .update(contracts)
    .set({ status: 'OVERDUE', modifiedAt: at })
    .where(and(eq(contracts.status, 'DISBURSED'), sql`${contracts.maturesOn} < ${today}`))
    .returning({ id: contracts.id, finfluxId: contracts.finfluxId });
}

export async function queueNotification(
  tx: DbOrTx,
  values: typeof notificationOutbox.$inferInsert,
) {
  await tx.insert(notificationOutbox).values(values);
}

/** The sum of one contract's registered transactions with `actions`, as a subquery. */
function registeredSum(actions: readonly TransactionRow['action'][]): SQL<number> {
  return sql<number>`(select coalesce(sum(${contractTransactions.amount}), 0) from ${contractTransactions} where ${contractTransactions.contractId} = ${contracts.id} and ${contractTransactions.status} = 'REGISTERED' and ${inArray(contractTransactions.action, [...actions])})`;
}

/** The sum of one contract's fees of `type`, as a subquery. */
function feeSum(type: FeeRow['type']): SQL<number> {
  return sql<number>`(select coalesce(sum(${contractFees.amount}), 0) from ${contractFees} where ${contractFees.contractId} = ${contracts.id} and ${contractFees.type} = ${type})`;
}

/** Writes the contract's sums from its registered transaction and fee rows, in one statement. */
export async function writeMoneyTotals(tx: DbOrTx, id: number) {
  await tx
    .update(contracts)
    .set({
      repaidAmount: registeredSum(['REPAY', 'RENEW']),
      waivedAmount: registeredSum(['WAIVE']),
      chargedOverdueFee: feeSum('OVERDUE'),
      liquidationFee: feeSum('LIQUIDIZATION'),
      failedCommitmentFee: feeSum('FAILED_COMMITMENT'),
    })
    .where(eq(contracts.id, id));
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
