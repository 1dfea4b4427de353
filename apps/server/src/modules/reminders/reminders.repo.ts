/**
 * The payment reminder's SQL: due contracts grouped per client and per lateness group, a client's
 * due contract ids, the reminder results. Lateness is counted in SQL from the filter's end date
 * (docs/decisions/0017); the money expressions are the loan core's formulas, and the tests compare
 * them with the contract detail's figures.
 */
import { businessTimeZone } from '@pawndesk/domain/dates';
import { promisePaymentActions } from '@pawndesk/domain/promises';
import type { PastDueFilter, PastDueListQuery } from '@pawndesk/domain/reminder-api';
import {
  latenessGroupDays,
  latenessGroups,
  outOfReachStatusKeys,
} from '@pawndesk/domain/reminders';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  clients,
  contracts,
  contractTransactions,
  products,
  reminderAttitudes,
  reminderNextActions,
  reminderResults,
  reminderStatuses,
  users,
} from '../../db/schema.ts';
import { clientIdsMatching } from '../clients/client-search.ts';

const activeStatuses = ['DISBURSED', 'OVERDUE'] as const;

/** The window and the day figures are counted on: the filter's end (today by default). */
export type DueWindow = {
  fromDate?: string | undefined;
  endDate: string;
  today: string;
  /** The request's instant: the "call now" view lists next actions at or before it. */
  now: Date;
};

/** The list-only filter: the "call now" view. */
type ListFilter = PastDueFilter & { callNow?: boolean | undefined };

/**
 * Each client's latest promise to pay (the newest result carrying a payment date), the business
 * date it was made, the client's first payment on or after that day, and its state on `today`:
 * the SQL twin of promises.ts `promiseState` (the tests compare them).
 */
function latestPromises(today: string, clientScope?: SQL): SQL {
  const actions = sql.join(
    promisePaymentActions.map((action) => sql`${action}`),
    sql`, `,
  );
  return sql`(select p.client_id, p.promised_on, p.payment_date, p.first_paid_on,
      case when p.first_paid_on <= p.payment_date then 'kept'
        when p.payment_date < ${today}::date then 'broken' else 'open' end as state
    from (select l.client_id, l.promised_on, l.payment_date,
        (select min(t.registered_on) from ${contractTransactions} t
          join ${contracts} c on c.id = t.contract_id
          where c.client_id = l.client_id and t.status = 'REGISTERED'
            and t.action in (${actions}) and t.registered_on >= l.promised_on) as first_paid_on
      from (select distinct on (r.client_id) r.client_id, r.payment_date,
          (r.created_at at time zone ${businessTimeZone})::date as promised_on
        from ${reminderResults} r where r.payment_date is not null
          ${clientScope ? sql`and r.client_id in ${clientScope}` : sql``}
        order by r.client_id, r.created_at desc, r.id desc) l) p)`;
}

/** The next action time of a client's newest result (null when none). */
function nextActionAtOf(clientId: SQL | SQL.Aliased | typeof contracts.clientId): SQL<Date | null> {
  return sql<Date | null>`(select r.next_action_at from ${reminderResults} r
    where r.client_id = ${clientId} order by r.created_at desc, r.id desc limit 1)`;
}

/** Days from the due date to the end date. */
function lateDaysTo(endDate: string): SQL<number> {
  return sql<number>`(${endDate}::date - ${contracts.maturesOn})`;
}

/**
 * The overdue fee a payment today carries (loan-math `overdueFeeDue`): the override, else the
 * larger of what is charged and what has accrued (late days × interest ÷ loan term, to the
 * nearest thousand).
 */
function overdueDue(today: string): SQL<number> {
  return sql<number>`coalesce(${contracts.overridedOverdueFee}, greatest(${contracts.chargedOverdueFee},
    round(greatest(0, ${today}::date - ${contracts.maturesOn}) * ${contracts.interestAmount}::numeric
      / ${products.loanTerm} / 1000) * 1000))`;
}

/** What settling today costs (loan-math `outstanding` with today's overdue fee: the detail's toRepay). */
function outstandingToday(today: string): SQL<number> {
  return sql<number>`(${contracts.principalAmount} + ${contracts.interestAmount} + ${contracts.roundingFee}
    + ${overdueDue(today)} - ${contracts.renewalDifference} - ${contracts.waivedAmount}
    + ${contracts.liquidationFee} + ${contracts.failedCommitmentFee} - ${contracts.repaidAmount})`;
}

/** The lateness group of a due contract, from the domain's table of days. */
function groupOf(endDate: string): SQL<string> {
  const late = lateDaysTo(endDate);
  const branches = latenessGroups.map((group) => {
    const { max } = latenessGroupDays[group];
    return max === null ? sql`else ${group}` : sql`when ${late} <= ${max} then ${group}`;
  });
  return sql<string>`(case ${sql.join(branches, sql` `)} end)`;
}

/** Conditions on a due contract: active, due in the window, and the header's filters. */
function dueConditions(filter: ListFilter, window: DueWindow): SQL | undefined {
  const term = filter.terms?.trim();
  return and(
    inArray(contracts.status, [...activeStatuses]),
    lte(contracts.maturesOn, window.endDate),
    window.fromDate ? gte(contracts.maturesOn, window.fromDate) : undefined,
    term ? inArray(contracts.clientId, clientIdsMatching(term)) : undefined,
    filter.minApprovedAmount !== undefined
      ? gte(contracts.approvedAmount, filter.minApprovedAmount)
      : undefined,
    filter.maxApprovedAmount !== undefined
      ? lte(contracts.approvedAmount, filter.maxApprovedAmount)
      : undefined,
    filter.branches?.length ? inArray(contracts.branchId, filter.branches) : undefined,
    filter.assetTypes?.length ? inArray(assetCategories.assetTypeId, filter.assetTypes) : undefined,
    filter.hasValueAdjustment === true ? sql`${contracts.adjustedAmount} > 0` : undefined,
    filter.hasValueAdjustment === false ? eq(contracts.adjustedAmount, 0) : undefined,
    filter.minTotalApprovedAmount !== undefined
      ? inArray(contracts.clientId, bigClients(filter, window, filter.minTotalApprovedAmount))
      : undefined,
    filter.promise !== undefined
      ? inArray(
          contracts.clientId,
          sql`(select x.client_id from ${latestPromises(window.today)} x where x.state = ${filter.promise})`,
        )
      : undefined,
    filter.callNow === true
      ? sql`${nextActionAtOf(contracts.clientId)} <= ${window.now.toISOString()}::timestamptz`
      : undefined,
  );
}

/** Clients whose due contracts (under the other filters) lent at least `minTotal` together. */
function bigClients(filter: ListFilter, window: DueWindow, minTotal: number): SQL {
  const { minTotalApprovedAmount: _omitted, ...rest } = filter;
  return sql`(select ${contracts.clientId} from ${contracts}
    join ${assets} on ${assets.id} = ${contracts.assetId}
    join ${assetCategories} on ${assetCategories.id} = ${assets.categoryId}
    where ${dueConditions(rest, window)}
    group by ${contracts.clientId}
    having sum(${contracts.approvedAmount}) >= ${minTotal})`;
}

function dueContracts(db: DbOrTx, filter: ListFilter, window: DueWindow) {
  return db.$with('due').as(
    db
      .select({
        clientId: contracts.clientId,
        maturesOn: sql<string>`${contracts.maturesOn}`.as('matures_on'),
        approved: sql<number>`${contracts.approvedAmount}`.as('approved'),
        principal: sql<number>`${contracts.principalAmount}`.as('principal'),
        interest: sql<number>`(${contracts.interestAmount} + ${contracts.roundingFee})`.as(
          'interest',
        ),
        overdue: overdueDue(window.today).as('overdue'),
        outstanding: outstandingToday(window.today).as('outstanding'),
        adjusted: sql<boolean>`(${contracts.adjustedAmount} > 0)`.as('adjusted'),
        waiting: sql<boolean>`(${assets.status} = 'WAITING_TO_LIQUIDIZE')`.as('waiting'),
        lateness: groupOf(window.endDate).as('lateness'),
      })
      .from(contracts)
      .innerJoin(products, eq(products.id, contracts.productId))
      .innerJoin(assets, eq(assets.id, contracts.assetId))
      .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
      .where(dueConditions(filter, window)),
  );
}

const sum = (column: SQL | SQL.Aliased) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

function perClient(db: DbOrTx, filter: ListFilter, window: DueWindow) {
  const due = dueContracts(db, filter, window);
  const byClient = db.$with('by_client').as(
    db
      .with(due)
      .select({
        clientId: due.clientId,
        totalLoans: sql<number>`count(*)::int`.as('total_loans'),
        dueDateLatest: sql<string>`max(${due.maturesOn})`.as('due_date_latest'),
        oldestDue: sql<string>`min(${due.maturesOn})`.as('oldest_due'),
        approved: sql<number>`sum(${due.approved})`.as('total_approved'),
        principal: sql<number>`sum(${due.principal})`.as('total_principal'),
        interest: sql<number>`sum(${due.interest})`.as('total_interest'),
        overdue: sql<number>`sum(${due.overdue})`.as('total_overdue'),
        outstanding: sql<number>`sum(${due.outstanding})`.as('total_outstanding'),
        adjusted: sql<boolean>`bool_or(${due.adjusted})`.as('any_adjusted'),
        waiting: sql<boolean>`bool_or(${due.waiting})`.as('any_waiting'),
      })
      .from(due)
      .groupBy(due.clientId),
  );
  return { due, byClient };
}

/** The sort keys' columns; `name` is the given name, then the family name (Vietnamese order). */
function sortOrder(
  key: NonNullable<PastDueListQuery['sortedList']>[number],
  byClient: ReturnType<typeof perClient>['byClient'],
): SQL[] {
  const direction = key.startsWith('-') ? desc : asc;
  switch (key.replace('-', '')) {
    case 'due_date_latest':
      return [direction(byClient.dueDateLatest)];
    case 'mifos_id':
      return [direction(clients.finfluxId)];
    case 'name':
      return [direction(clients.firstName), direction(clients.lastName)];
    default:
      return [direction(byClient.totalLoans)];
  }
}

export async function listPastDueClients(
  db: DbOrTx,
  query: PastDueListQuery,
  sortedList: NonNullable<PastDueListQuery['sortedList']>,
  window: DueWindow,
) {
  const { due, byClient } = perClient(db, query, window);
  const rows = await db
    .with(due, byClient)
    .select({
      clientId: byClient.clientId,
      finfluxId: clients.finfluxId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      primaryPhone: clients.primaryPhone,
      totalLoans: byClient.totalLoans,
      dueDateLatest: byClient.dueDateLatest,
      oldestDue: byClient.oldestDue,
      approved: sql`${byClient.approved}`.mapWith(Number),
      principal: sql`${byClient.principal}`.mapWith(Number),
      interest: sql`${byClient.interest}`.mapWith(Number),
      overdue: sql`${byClient.overdue}`.mapWith(Number),
      outstanding: sql`${byClient.outstanding}`.mapWith(Number),
      adjusted: byClient.adjusted,
      waiting: byClient.waiting,
    })
    .from(byClient)
    .innerJoin(clients, eq(clients.id, byClient.clientId))
    .orderBy(
      // The "call now" view: the soonest next action first (A§2.8's sort does not apply).
      ...(query.callNow === true
        ? [asc(nextActionAtOf(sql`${byClient.clientId}`))]
        : sortedList.flatMap((key) => sortOrder(key, byClient))),
      asc(byClient.clientId),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .with(due, byClient)
    .select({ total: sql<number>`count(*)::int`, loanBalance: sum(byClient.principal) })
    .from(byClient);
  return { rows, total: totals?.total ?? 0, loanBalance: totals?.loanBalance ?? 0 };
}

function resultViews(db: DbOrTx) {
  return db
    .select({
      id: reminderResults.id,
      clientId: reminderResults.clientId,
      status: { id: reminderStatuses.id, key: reminderStatuses.key, name: reminderStatuses.name },
      attitude: {
        id: reminderAttitudes.id,
        key: reminderAttitudes.key,
        name: reminderAttitudes.name,
      },
      nextAction: {
        id: reminderNextActions.id,
        key: reminderNextActions.key,
        name: reminderNextActions.name,
      },
      nextActionAt: reminderResults.nextActionAt,
      paymentDate: reminderResults.paymentDate,
      createdAt: reminderResults.createdAt,
      author: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(reminderResults)
    .innerJoin(reminderStatuses, eq(reminderStatuses.id, reminderResults.statusId))
    .innerJoin(reminderAttitudes, eq(reminderAttitudes.id, reminderResults.attitudeId))
    .innerJoin(reminderNextActions, eq(reminderNextActions.id, reminderResults.nextActionId))
    .leftJoin(users, eq(users.id, reminderResults.createdBy));
}

export type ResultView = Awaited<ReturnType<ReturnType<typeof resultViews>['execute']>>[number];

/** The newest result of each of these clients. */
export async function latestResults(db: DbOrTx, clientIds: readonly number[]) {
  if (clientIds.length === 0) {
    return [];
  }
  const newest = db
    .selectDistinctOn([reminderResults.clientId], { id: reminderResults.id })
    .from(reminderResults)
    .where(inArray(reminderResults.clientId, [...clientIds]))
    .orderBy(reminderResults.clientId, desc(reminderResults.createdAt), desc(reminderResults.id));
  return resultViews(db).where(inArray(reminderResults.id, newest));
}

/** The latest promise of each of these clients, with the first payment since it was made. */
export async function promisesOf(db: DbOrTx, clientIds: readonly number[], today: string) {
  if (clientIds.length === 0) {
    return [];
  }
  type Row = {
    client_id: number;
    promised_on: string;
    payment_date: string;
    first_paid_on: string | null;
    state: string;
  };
  // Both drivers answer raw SQL with `rows`; a proxy driver (bench's) with the rows themselves.
  const result = (await db.execute(
    sql`select x.client_id, x.promised_on::text as promised_on, x.payment_date::text as payment_date,
      x.first_paid_on::text as first_paid_on, x.state
      from ${latestPromises(today)} x
      where x.client_id in (${sql.join(
        clientIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )) as unknown as { rows: Row[] } | Row[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => ({
    clientId: Number(row.client_id),
    promisedOn: row.promised_on,
    paymentDate: row.payment_date,
    firstPaidOn: row.first_paid_on,
    sqlState: row.state,
  }));
}

export async function listResults(db: DbOrTx, clientId: number, page: number, pageSize: number) {
  const rows = await resultViews(db)
    .where(eq(reminderResults.clientId, clientId))
    .orderBy(desc(reminderResults.createdAt), desc(reminderResults.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reminderResults)
    .where(eq(reminderResults.clientId, clientId));
  return { rows, total: total?.n ?? 0 };
}

export async function findResult(db: DbOrTx, id: number) {
  const [row] = await resultViews(db).where(eq(reminderResults.id, id)).limit(1);
  return row;
}

export async function insertResult(db: DbOrTx, values: typeof reminderResults.$inferInsert) {
  const [row] = await db.insert(reminderResults).values(values).returning({
    id: reminderResults.id,
  });
  if (!row) {
    throw new Error('reminder result not inserted');
  }
  return row.id;
}

/** Which of the three lookup ids exist. */
export async function lookupsExist(
  db: DbOrTx,
  ids: { statusId: number; attitudeId: number; nextActionId: number },
) {
  const [row] = await db
    .select({
      status: sql<boolean>`exists(select 1 from ${reminderStatuses} where ${reminderStatuses.id} = ${ids.statusId})`,
      attitude: sql<boolean>`exists(select 1 from ${reminderAttitudes} where ${reminderAttitudes.id} = ${ids.attitudeId})`,
      nextAction: sql<boolean>`exists(select 1 from ${reminderNextActions} where ${reminderNextActions.id} = ${ids.nextActionId})`,
    })
    .from(sql`(values (1)) as one(x)`);
  return row ?? { status: false, attitude: false, nextAction: false };
}

export async function findClient(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: clients.id, finfluxId: clients.finfluxId })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row;
}

/**
 * The summary (A§3): per lateness group the due contracts, their money, and how many of them
 * belong to a client whose newest result promises a payment date (appointments) or says the
 * client cannot be reached.
 */
export async function summarizeGroups(db: DbOrTx, filter: PastDueFilter, window: DueWindow) {
  const due = dueContracts(db, filter, window);
  const last = db.$with('last').as(
    db
      .select({
        clientId: reminderResults.clientId,
        promised: sql<boolean>`(${reminderResults.paymentDate} is not null)`.as('promised'),
        outOfReach: sql<boolean>`(${inArray(reminderStatuses.key, [...outOfReachStatusKeys])})`.as(
          'out_of_reach',
        ),
      })
      .from(reminderResults)
      .innerJoin(reminderStatuses, eq(reminderStatuses.id, reminderResults.statusId))
      .where(
        inArray(
          reminderResults.id,
          sql`(select distinct on (r.client_id) r.id from ${reminderResults} r
            where r.client_id in (select client_id from due)
            order by r.client_id, r.created_at desc, r.id desc)`,
        ),
      ),
  );
  const groups = await db
    .with(due, last)
    .select({
      lateness: due.lateness,
      total: sql<number>`count(*)::int`,
      appointments: sql<number>`(count(*) filter (where ${last.promised}))::int`,
      outOfReach: sql<number>`(count(*) filter (where ${last.outOfReach}))::int`,
      keptPromises: sql<number>`(count(*) filter (where promised.state = 'kept'))::int`,
      brokenPromises: sql<number>`(count(*) filter (where promised.state = 'broken'))::int`,
      principal: sum(due.principal),
      interest: sum(due.interest),
      overdue: sum(due.overdue),
      outstanding: sum(due.outstanding),
    })
    .from(due)
    .leftJoin(last, eq(last.clientId, due.clientId))
    // Each due client's latest promise, computed once for the clients in `due`.
    .leftJoin(
      sql`${latestPromises(window.today, sql`(select client_id from due)`)} promised`,
      sql`promised.client_id = ${due.clientId}`,
    )
    .groupBy(due.lateness);
  const [clientCount] = await db
    .with(due)
    .select({ n: sql<number>`count(distinct ${due.clientId})::int` })
    .from(due);
  return { groups, clients: clientCount?.n ?? 0 };
}

/**
 * Contracts renewed on the window's days (the end date alone when it has no start), under the
 * branch, asset type and search filters; with cash and with bank by their renewal payments.
 */
export async function countRenewed(db: DbOrTx, filter: PastDueFilter, window: DueWindow) {
  const term = filter.terms?.trim();
  const paidBy = (type: 'CASH' | 'BANK') =>
    sql`exists(select 1 from ${contractTransactions} t where t.contract_id = ${contracts.id}
      and t.action = 'RENEW' and t.status = 'REGISTERED' and t.type = ${type})`;
  const [row] = await db
    .select({
      renewed: sql<number>`count(*)::int`,
      cash: sql<number>`(count(*) filter (where ${paidBy('CASH')}))::int`,
      bank: sql<number>`(count(*) filter (where ${paidBy('BANK')}))::int`,
    })
    .from(contracts)
    .innerJoin(assets, eq(assets.id, contracts.assetId))
    .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .where(
      and(
        eq(contracts.status, 'RENEWED'),
        gte(contracts.renewedOn, window.fromDate ?? window.endDate),
        lte(contracts.renewedOn, window.endDate),
        term ? inArray(contracts.clientId, clientIdsMatching(term)) : undefined,
        filter.branches?.length ? inArray(contracts.branchId, filter.branches) : undefined,
        filter.assetTypes?.length
          ? inArray(assetCategories.assetTypeId, filter.assetTypes)
          : undefined,
      ),
    );
  return row ?? { renewed: 0, cash: 0, bank: 0 };
}

/** A client's active contracts due in [from, to], oldest due first; pageSize −1 is all. */
export async function dueContractIds(
  db: DbOrTx,
  clientId: number,
  window: { fromDate?: string | undefined; toDate: string },
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(contracts.clientId, clientId),
    inArray(contracts.status, [...activeStatuses]),
    lte(contracts.maturesOn, window.toDate),
    window.fromDate ? gte(contracts.maturesOn, window.fromDate) : undefined,
  );
  const base = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(where)
    .orderBy(asc(contracts.maturesOn), asc(contracts.finfluxId))
    .$dynamic();
  const rows =
    page.pageSize === -1
      ? await base
      : await base.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(contracts).where(where);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

/** Locks a contract and reads what the liquidation toggle decides on. */
export async function lockForLiquidation(tx: DbOrTx, contractId: number) {
  const [row] = await tx
    .select({
      id: contracts.id,
      status: contracts.status,
      maturesOn: contracts.maturesOn,
      assetId: assets.id,
      assetStatus: assets.status,
    })
    .from(contracts)
    .innerJoin(assets, eq(assets.id, contracts.assetId))
    .where(eq(contracts.id, contractId))
    .for('update')
    .limit(1);
  return row;
}

export async function setAssetStatus(
  tx: DbOrTx,
  assetId: number,
  status: 'WAITING_TO_LIQUIDIZE' | 'IN_STORAGE',
  at: Date,
  by: number,
) {
  await tx
    .update(assets)
    .set({ status, modifiedAt: at, modifiedBy: by })
    .where(eq(assets.id, assetId));
}
