import type { CashLogFilter, CashLogOrigin, CashLogStatus } from '@pawndesk/domain/cash-log-api';
import type { PaymentFacts } from '@pawndesk/domain/cash-log-rules';
import { addDays } from '@pawndesk/domain/dates';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { branches, cashClosures, cashLogs, funds } from '../../db/schema.ts';
import { escapeLike } from '../../lib/sql.ts';
import { listCashLogCategories } from '../reference/cash-log-categories.ts';

export type Tx = DbOrTx;
export type CashLogRow = typeof cashLogs.$inferSelect;
export type CashLogInsert = typeof cashLogs.$inferInsert;
export type ClosureRow = typeof cashClosures.$inferSelect;
export type FundRow = typeof funds.$inferSelect;

/**
 * Both drivers answer raw SQL with `rows` (a proxy driver, as bench's capturing one, with the rows
 * themselves); sums of bigint come back as numeric strings.
 */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

const toNumber = (value: unknown): number => Number(value ?? 0);

/**
 * The fund, type, direction and category filters on `cash_logs l` or on a counters row `c`: the
 * same columns in both, so a counted total and the listed entries always agree.
 */
function dimensionConditions(alias: 'l' | 'c', filter: CashLogFilter): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filter.funds?.length) {
    conditions.push(sql`${column('fund_id')} in ${filter.funds}`);
  }
  if (filter.types?.length) {
    conditions.push(sql`${column('type')} in ${filter.types}`);
  }
  if (filter.directions?.length) {
    conditions.push(sql`${column('direction')} in ${filter.directions}`);
  }
  if (filter.categories?.length) {
    // A category includes its sub-categories.
    conditions.push(
      sql`${column('category_id')} in (select k.id from cash_log_categories k where k.id in ${filter.categories} or k.parent_id in ${filter.categories})`,
    );
  }
  return conditions;
}

/** A search of digits only is a loan number; any other is text in the notes. */
const isLoanNumber = (search: string) => /^\d{1,15}$/.test(search);

/**
 * The WHERE of the list filters (B§3) on `cash_logs l`. `amountIndexed: false` writes the amount
 * range as no index condition (`l.amount + 0`), so the planner does not read it from
 * `cash_logs_amount_idx` (see `countWhere`).
 */
function filterWhere(
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  amountIndexed = true,
): SQL {
  const conditions: SQL[] = [
    sql`l.status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ];
  if (filter.fromDate) {
    conditions.push(sql`l.registration_date >= ${filter.fromDate}::date`);
  }
  if (filter.toDate) {
    conditions.push(sql`l.registration_date <= ${filter.toDate}::date`);
  }
  const amount = amountIndexed ? sql`l.amount` : sql`(l.amount + 0)`;
  if (filter.minAmount !== undefined) {
    conditions.push(sql`${amount} >= ${filter.minAmount}`);
  }
  if (filter.maxAmount !== undefined) {
    conditions.push(sql`${amount} <= ${filter.maxAmount}`);
  }
  conditions.push(...dimensionConditions('l', filter));
  const search = filter.search?.trim();
  if (search) {
    if (isLoanNumber(search)) {
      conditions.push(sql`l.mifos_loan_id = ${Number(search)}`);
    } else {
      conditions.push(sql`vn_norm(l.notes) like '%' || vn_norm(${escapeLike(search)}) || '%'`);
    }
  }
  return sql.join(conditions, sql` and `);
}

/** Months since year 0 of a business date, as `cash_log_month(date)` (migration 0029). */
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * A text search within dates also names the months of the range: the notes index keys its
 * trigrams by month (`cash_log_month`), so the search reads those months' posting lists, not the
 * whole book's (this month's "điện": 5,678 entries for 249,741). Implied by the dates, so the rows
 * are the same. Empty for any other filter.
 */
function searchMonths(filter: CashLogFilter): SQL {
  const { fromDate, toDate } = filter;
  const search = filter.search?.trim();
  if (!search || isLoanNumber(search) || !fromDate || !toDate || fromDate > toDate) {
    return sql``;
  }
  const months: number[] = [];
  for (let month = monthNumber(fromDate); month <= monthNumber(toDate); month += 1) {
    months.push(month);
  }
  return sql` and cash_log_month(l.registration_date) in ${months}`;
}

/**
 * The filter's WHERE for counting and summing its entries (docs/decisions/0035): an amount range
 * is read from `cash_logs_amount_idx` (index-only) over all dates, but from the date range when
 * both dates bound it: the planner prices the two alike for a month and an amount ≥ 10,000,000,
 * yet the amount index then reads 1,500,000 entries for 31,000. A text search names its months.
 */
function countWhere(filter: CashLogFilter, statuses: readonly CashLogStatus[]): SQL {
  const where = filterWhere(filter, statuses, !(filter.fromDate && filter.toDate));
  return sql`${where}${searchMonths(filter)}`;
}

/** The funds whose entries make the running balances: the funds filter, else every fund. */
function fundSetWhere(filter: CashLogFilter): SQL {
  return filter.funds?.length ? sql`f.id in ${filter.funds}` : sql`true`;
}

export type CashLogViewRow = {
  id: number;
  registration_date: string;
  amount: number;
  direction: number;
  category_id: number;
  category_parent: number | null;
  branch_id: number | null;
  branch_name: string | null;
  target_branch_id: number;
  target_branch_code: string;
  target_branch_name: string;
  type: 'CASH' | 'BANK';
  mifos_loan_id: number | null;
  mifos_renew_loan_id: number | null;
  notes: string | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
  fund_id: number;
  fund_name: string;
  status: CashLogStatus;
  retracted_log_id: number | null;
  origin: CashLogOrigin | null;
  contract_transaction_id: number | null;
  created_at: string;
  cash_balance: number | null;
  bank_balance: number | null;
};

const viewColumns = sql`
  l.id, l.registration_date::text as registration_date, l.amount, l.direction,
  l.category_id, cat.parent_id as category_parent,
  l.branch_id, b.name as branch_name,
  l.target_branch_id, tb.code as target_branch_code, tb.name as target_branch_name,
  l.type, l.mifos_loan_id, l.mifos_renew_loan_id, l.notes,
  u.first_name as agent_first_name, u.last_name as agent_last_name,
  l.fund_id, f.name as fund_name, l.status, l.retracted_log_id,
  l.origin, l.contract_transaction_id,
  to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

const viewJoins = sql`
  join cash_log_categories cat on cat.id = l.category_id
  join funds f on f.id = l.fund_id
  join branches tb on tb.id = l.target_branch_id
  left join branches b on b.id = l.branch_id
  left join users u on u.id = l.agent_id`;

export type PageRequest = {
  limit: number;
  /** Offset paging for the screen… */
  offset?: number;
  /**
   * …or keyset paging for the export: rows strictly older than this (date, id). With running
   * balances, `balances` are that row's (the previous batch's last): the next batch's opening is
   * then read back from them over its own span instead of from the last month-end closure.
   */
  before?: { date: string; id: number; balances?: { cash: number; bank: number } };
  /** Rows on or before this business date only: where a counter seek put the page (`locatePage`). */
  upTo?: string;
};

/**
 * The balance before a page's oldest row (`lo`), per fund type: each fund's latest month-end
 * closure before that day (else its opening balance) plus its registered entries since.
 */
const openingFromClosures = sql`checkpoint as (
        select fs.id as fund_id, fs.type,
          coalesce(c.computed_balance, fs.opening_balance) as base, c.closure_date
        from fund_set fs
        left join lateral (
          select c.closure_date, c.computed_balance from cash_closures c
          where c.fund_id = fs.id and c.closure_date < (select d from lo)
          order by c.closure_date desc limit 1
        ) c on true
      ),
      opening as (
        select cp.type, sum(cp.base + coalesce((
          select sum(e.direction * e.amount) from cash_logs e
          where e.fund_id = cp.fund_id and e.status = 'registered'
            and e.registration_date > coalesce(cp.closure_date, '-infinity'::date)
            and (e.registration_date, e.id) < (select d, id from lo)
        ), 0)) as balance
        from checkpoint cp group by cp.type
      )`;

/**
 * The same from the balances after the export's previous row `anchor` (the previous batch's
 * last): minus every registered entry of the fund set from the page's oldest row up to the
 * anchor. It reads only the batch's own span (with the entries the filter leaves out inside it),
 * where the closures' way reads up to a month of every fund's entries again for each batch.
 */
function openingFromAnchor(
  anchor: { date: string; id: number },
  balances: { cash: number; bank: number },
): SQL {
  return sql`opening as (
        select t.type, t.after - coalesce((
          select sum(e.direction * e.amount) from cash_logs e join fund_set fs on fs.id = e.fund_id
          where fs.type::text = t.type and e.status = 'registered'
            and (e.registration_date, e.id) >= (select d, id from lo)
            and (e.registration_date, e.id) <= (${anchor.date}::date, ${anchor.id}::bigint)
        ), 0) as balance
        from (values ('CASH', ${balances.cash}::bigint), ('BANK', ${balances.bank}::bigint)) as t(type, after)
      )`;
}

/**
 * One page of entries newest first, (date, id) descending. With `withBalances`, each row also
 * gets the running cash and bank balances of the fund set after it, computed in SQL:
 *   balance before the page's oldest row = per fund, its latest closure snapshot before that day
 *     (else its opening balance) + the registered entries since, up to that row;
 *   then a window sum over every entry of the fund set between the page's oldest and newest row.
 * Closures are month-end checkpoints, so no query walks a fund's whole history: both bounds of
 * the per-fund sum are index conditions on (fund_id, registration_date, id).
 */
/** The page query of `listEntries`, for callers that run it themselves (bench replays it). */
export function listEntriesQuery(
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  page: PageRequest,
  withBalances: boolean,
): SQL {
  const where = sql`${filterWhere(filter, statuses)}${searchMonths(filter)}`;
  const keyset = page.before
    ? sql` and (l.registration_date, l.id) < (${page.before.date}::date, ${page.before.id}::bigint)`
    : page.upTo
      ? sql` and l.registration_date <= ${page.upTo}::date`
      : sql``;
  const pageQuery = sql`
    select l.id, l.registration_date from cash_logs l
    where ${where}${keyset}
    order by l.registration_date desc, l.id desc
    limit ${page.limit} offset ${page.offset ?? 0}`;
  if (!withBalances) {
    return sql`with page as (${pageQuery})
        select ${viewColumns}, null::bigint as cash_balance, null::bigint as bank_balance
        from page p join cash_logs l on l.id = p.id ${viewJoins}
        order by l.registration_date desc, l.id desc`;
  }
  return sql`with page as materialized (${pageQuery}),
      lo as (select registration_date as d, id from page order by registration_date, id limit 1),
      hi as (select registration_date as d, id from page order by registration_date desc, id desc limit 1),
      fund_set as (select f.id, f.type, f.opening_balance from funds f where ${fundSetWhere(filter)}),
      ${page.before?.balances ? openingFromAnchor(page.before, page.before.balances) : openingFromClosures},
      span as (
        select e.id,
          sum(case when e.status = 'registered' and fs.type = 'CASH' then e.direction * e.amount else 0 end)
            over w as cash_run,
          sum(case when e.status = 'registered' and fs.type = 'BANK' then e.direction * e.amount else 0 end)
            over w as bank_run
        from cash_logs e join fund_set fs on fs.id = e.fund_id
        where (e.registration_date, e.id) >= (select d, id from lo)
          and (e.registration_date, e.id) <= (select d, id from hi)
        window w as (order by e.registration_date, e.id)
      )
      select ${viewColumns},
        coalesce((select balance from opening where type = 'CASH'), 0) + coalesce(s.cash_run, 0) as cash_balance,
        coalesce((select balance from opening where type = 'BANK'), 0) + coalesce(s.bank_run, 0) as bank_balance
      from page p join cash_logs l on l.id = p.id ${viewJoins}
      left join span s on s.id = l.id
      order by l.registration_date desc, l.id desc`;
}

/**
 * One page of entries newest first, (date, id) descending. With `withBalances`, each row also
 * gets the running cash and bank balances of the fund set after it, computed in SQL:
 *   balance before the page's oldest row = per fund, its latest closure snapshot before that day
 *     (else its opening balance) + the registered entries since, up to that row;
 *   then a window sum over every entry of the fund set between the page's oldest and newest row.
 * Closures are month-end checkpoints, so no query walks a fund's whole history: both bounds of
 * the per-fund sum are index conditions on (fund_id, registration_date, id).
 *
 * The planner cannot know the checkpoint dates, over-estimates the per-fund sums and would JIT-
 * compile the statement (2 s of compiling for 50 ms of work on 3,000,000 entries, bench), so it
 * runs with JIT off, in its own transaction (SET LOCAL).
 */
export async function listEntries(
  db: DbOrTx,
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  page: PageRequest,
  withBalances: boolean,
): Promise<CashLogViewRow[]> {
  const query = listEntriesQuery(filter, statuses, page, withBalances);
  if (!withBalances) {
    return rowsOf<CashLogViewRow>(db, query);
  }
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<CashLogViewRow>(tx, query);
  });
  return rows.map((row) => ({
    ...row,
    cash_balance: toNumber(row.cash_balance),
    bank_balance: toNumber(row.bank_balance),
  }));
}

export async function countEntries(
  db: DbOrTx,
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from cash_logs l where ${countWhere(filter, statuses)}`,
  );
  return toNumber(row?.n);
}

/**
 * Every filter but the amount range and the search is a dimension of the trigger-kept counters
 * (cash_log_day_counts, cash_log_month_counts: date, fund, category, direction, type, status),
 * so those totals never count entries (docs/decisions/0030).
 */
export function countersAnswer(filter: CashLogFilter): boolean {
  return filter.minAmount === undefined && filter.maxAmount === undefined && !filter.search?.trim();
}

/** The WHERE of the filter's dimensions on a counters row `c` (dates apart). */
function counterWhere(filter: CashLogFilter, statuses: readonly CashLogStatus[]): SQL {
  const conditions: SQL[] = [
    sql`c.status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    sql`c.count <> 0`,
  ];
  conditions.push(...dimensionConditions('c', filter));
  return sql.join(conditions, sql` and `);
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The filter's date range as the whole months inside it, read from the month counters, and the
 * days at its edges outside them, read from the day counters: a range is at most 36 month rows
 * and 60 edge days per dimension, however long. Bounds are inclusive days; undefined is open.
 */
export function periodRanges(filter: CashLogFilter) {
  const { fromDate, toDate } = filter;
  const fullFrom = fromDate && !fromDate.endsWith('-01') ? nextMonth(fromDate) : fromDate;
  /** The first day after the last whole month. */
  const fullEnd = toDate ? monthOf(addDays(toDate, 1)) : undefined;
  if (fullFrom && fullEnd && fullFrom >= fullEnd) {
    return { months: undefined, days: [{ from: fromDate, to: toDate }] };
  }
  const days: { from?: string; to?: string }[] = [];
  if (fromDate && fullFrom && fromDate < fullFrom) {
    days.push({ from: fromDate, to: addDays(fullFrom, -1) });
  }
  if (toDate && fullEnd && fullEnd <= toDate) {
    days.push({ from: fullEnd, to: toDate });
  }
  return { months: { from: fullFrom, to: fullEnd && addDays(fullEnd, -1) }, days };
}

type PeriodCount = { period: string; isMonth: boolean; n: number };

function between(column: SQL, range: { from?: string; to?: string }): SQL {
  return sql.join(
    [
      range.from ? sql`${column} >= ${range.from}::date` : sql`true`,
      range.to ? sql`${column} <= ${range.to}::date` : sql`true`,
    ],
    sql` and `,
  );
}

/** Matching entries per period (whole months, then edge days), newest first; empty ones left out. */
export function periodCountsQuery(filter: CashLogFilter, statuses: readonly CashLogStatus[]): SQL {
  const where = counterWhere(filter, statuses);
  const { months, days } = periodRanges(filter);
  const parts = [
    ...(months
      ? [
          sql`select c.month as period, true as is_month, c.count as n from cash_log_month_counts c
            where ${where} and ${between(sql`c.month`, months)}`,
        ]
      : []),
    ...days.map(
      (
        range,
      ) => sql`select c.day as period, false as is_month, c.count as n from cash_log_day_counts c
        where ${where} and ${between(sql`c.day`, range)}`,
    ),
  ];
  return sql`select p.period::text as period, p.is_month, sum(p.n)::bigint as n from (
      ${sql.join(parts, sql` union all `)}
    ) p
    group by p.period, p.is_month having sum(p.n) > 0
    order by p.period desc`;
}

async function periodCounts(db: DbOrTx, query: SQL): Promise<PeriodCount[]> {
  const rows = await rowsOf<{ period: string; is_month: boolean; n: unknown }>(db, query);
  return rows.map((row) => ({ period: row.period, isMonth: row.is_month, n: toNumber(row.n) }));
}

/** The period holding the `offset`-th row (newest first) and the rows in the newer periods. */
function seek(periods: readonly PeriodCount[], offset: number) {
  let skipped = 0;
  for (const period of periods) {
    if (skipped + period.n > offset) {
      return { period, skipped };
    }
    skipped += period.n;
  }
  return undefined;
}

export type LocatedPage = {
  /** The exact number of matching entries. */
  total: number;
  /** The page to read: a date bound and the offset left within it. */
  page: { upTo?: string; offset: number };
};

/**
 * The total of a filter the counters answer, and where its page starts. OFFSET walks every row
 * it skips (a page deep in 3,000,000 entries read 9,800 of them, the last page would read them
 * all), so the counters find the day holding the page's first row (its month from the month
 * counters, then the day from that month's day counters) and the page reads from that day down,
 * skipping only the rows of that day that come before it.
 */
export async function locatePage(
  db: DbOrTx,
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  offset: number,
): Promise<LocatedPage> {
  const periods = await periodCounts(db, periodCountsQuery(filter, statuses));
  const total = periods.reduce((sum, period) => sum + period.n, 0);
  const found = offset > 0 ? seek(periods, offset) : undefined;
  if (!found) {
    return { total, page: { offset } };
  }
  if (!found.period.isMonth) {
    return { total, page: { upTo: found.period.period, offset: offset - found.skipped } };
  }
  const days = await periodCounts(
    db,
    sql`select c.day::text as period, false as is_month, sum(c.count)::bigint as n
      from cash_log_day_counts c
      where ${counterWhere(filter, statuses)}
        and c.day >= ${found.period.period}::date and c.day < ${nextMonth(found.period.period)}::date
      group by c.day having sum(c.count) > 0
      order by c.day desc`,
  );
  const day = seek(days, offset - found.skipped);
  if (!day) {
    throw new Error(`cash log counters: month ${found.period.period} disagrees with its days`);
  }
  return {
    total,
    page: { upTo: day.period.period, offset: offset - found.skipped - day.skipped },
  };
}

export async function findEntryView(db: DbOrTx, id: number): Promise<CashLogViewRow | undefined> {
  const [row] = await rowsOf<CashLogViewRow>(
    db,
    sql`select ${viewColumns}, null::bigint as cash_balance, null::bigint as bank_balance
      from cash_logs l ${viewJoins} where l.id = ${id}`,
  );
  return row;
}

/** Registered in and out over the filter. */
export async function sumInOut(
  db: DbOrTx,
  filter: CashLogFilter,
): Promise<{ totalIn: number; totalOut: number }> {
  const [row] = await rowsOf<{ total_in: unknown; total_out: unknown }>(
    db,
    sql`select coalesce(sum(l.amount) filter (where l.direction = 1), 0) as total_in,
        coalesce(sum(l.amount) filter (where l.direction = -1), 0) as total_out
      from cash_logs l where ${countWhere(filter, ['registered'])}`,
  );
  return { totalIn: toNumber(row?.total_in), totalOut: toNumber(row?.total_out) };
}

/**
 * Balances of the fund set at the end of a business date, by fund type: per fund, its latest
 * closure snapshot on or before the date (else its opening balance) + registered entries since.
 */
export async function balancesAt(
  db: DbOrTx,
  fundIds: readonly number[] | undefined,
  date: string,
): Promise<{ cash: number; bank: number }> {
  const fundWhere = fundIds?.length ? sql`f.id in ${fundIds}` : sql`true`;
  const rows = await rowsOf<{ type: 'CASH' | 'BANK'; balance: unknown }>(
    db,
    sql`select cp.type, sum(cp.base + coalesce((
        select sum(e.direction * e.amount) from cash_logs e
        where e.fund_id = cp.fund_id and e.status = 'registered'
          and e.registration_date <= ${date}::date
          and e.registration_date > coalesce(cp.closure_date, '-infinity'::date)
      ), 0)) as balance
      from (
        select f.id as fund_id, f.type, coalesce(c.computed_balance, f.opening_balance) as base,
          c.closure_date
        from funds f
        left join lateral (
          select c.closure_date, c.computed_balance from cash_closures c
          where c.fund_id = f.id and c.closure_date <= ${date}::date
          order by c.closure_date desc limit 1
        ) c on true
        where ${fundWhere}
      ) cp
      group by cp.type`,
  );
  const of = (type: 'CASH' | 'BANK') => toNumber(rows.find((row) => row.type === type)?.balance);
  return { cash: of('CASH'), bank: of('BANK') };
}

export async function findBranch(db: DbOrTx, id: number) {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row;
}

export function listBranches(db: DbOrTx) {
  return db.select().from(branches).orderBy(asc(branches.id));
}

/** The category tree, as GET /v1/cash-log-categories/ lists it. */
export const listCategories = listCashLogCategories;

export function listFunds(db: DbOrTx) {
  return db.select().from(funds).orderBy(asc(funds.id));
}

export async function findFund(db: DbOrTx, id: number): Promise<FundRow | undefined> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id)).limit(1);
  return row;
}

/**
 * Serialises every write of one fund: entries, approvals, removals and closures all take this
 * row lock first, in fund id order, so a closure never commits beside an entry inside its range.
 */
export async function lockFunds(db: DbOrTx, fundIds: readonly number[]): Promise<void> {
  const ids = [...new Set(fundIds)].sort((a, b) => a - b);
  for (const id of ids) {
    await db.select({ id: funds.id }).from(funds).where(eq(funds.id, id)).for('update');
  }
}

export async function latestClosure(db: DbOrTx, fundId: number): Promise<ClosureRow | undefined> {
  const [row] = await db
    .select()
    .from(cashClosures)
    .where(eq(cashClosures.fundId, fundId))
    .orderBy(desc(cashClosures.closureDate))
    .limit(1);
  return row;
}

export async function findEntry(db: DbOrTx, id: number): Promise<CashLogRow | undefined> {
  const [row] = await db.select().from(cashLogs).where(eq(cashLogs.id, id)).limit(1);
  return row;
}

export async function findEntryForUpdate(db: DbOrTx, id: number): Promise<CashLogRow | undefined> {
  const [row] = await db.select().from(cashLogs).where(eq(cashLogs.id, id)).for('update').limit(1);
  return row;
}

export async function insertEntries(db: DbOrTx, rows: CashLogInsert[]): Promise<number[]> {
  const inserted = await db.insert(cashLogs).values(rows).returning({ id: cashLogs.id });
  return inserted.map((row) => row.id);
}

export async function setStatus(
  db: DbOrTx,
  id: number,
  status: CashLogStatus,
  modifiedAt: Date,
): Promise<void> {
  await db.update(cashLogs).set({ status, modifiedAt }).where(eq(cashLogs.id, id));
}

export async function countPendingUpTo(db: DbOrTx, fundId: number, date: string): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from cash_logs l
      where l.status = 'pending' and l.fund_id = ${fundId} and l.registration_date <= ${date}::date`,
  );
  return toNumber(row?.n);
}

export async function insertClosure(db: DbOrTx, row: typeof cashClosures.$inferInsert) {
  const [inserted] = await db.insert(cashClosures).values(row).returning();
  if (!inserted) {
    throw new Error('closure not inserted');
  }
  return inserted;
}

export async function findClosure(db: DbOrTx, id: number): Promise<ClosureRow | undefined> {
  const [row] = await db.select().from(cashClosures).where(eq(cashClosures.id, id)).limit(1);
  return row;
}

export async function deleteClosure(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cashClosures).where(eq(cashClosures.id, id));
}

export type ClosureFilter = { fromDate?: string; toDate?: string; funds?: number[] };

function closureWhere(filter: ClosureFilter): SQL | undefined {
  return and(
    filter.fromDate ? sql`${cashClosures.closureDate} >= ${filter.fromDate}::date` : undefined,
    filter.toDate ? sql`${cashClosures.closureDate} <= ${filter.toDate}::date` : undefined,
    filter.funds?.length ? sql`${cashClosures.fundId} in ${filter.funds}` : undefined,
  );
}

/** No later closure of the same fund: the one a removal may take back. */
const isLatestClosure = sql<boolean>`not exists (select 1 from cash_closures later
  where later.fund_id = ${cashClosures.fundId} and later.closure_date > ${cashClosures.closureDate})`;

export function listClosures(
  db: DbOrTx,
  filter: ClosureFilter,
  page: { limit: number | undefined; offset: number },
) {
  const query = db
    .select({
      closure: cashClosures,
      fund: { id: funds.id, name: funds.name, type: funds.type },
      isLatest: isLatestClosure,
    })
    .from(cashClosures)
    .innerJoin(funds, eq(funds.id, cashClosures.fundId))
    .where(closureWhere(filter))
    .orderBy(desc(cashClosures.closureDate), desc(cashClosures.id))
    .offset(page.offset);
  return page.limit === undefined ? query : query.limit(page.limit);
}

export async function countClosures(db: DbOrTx, filter: ClosureFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cashClosures)
    .where(closureWhere(filter));
  return row?.n ?? 0;
}

export async function findClosureView(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      closure: cashClosures,
      fund: { id: funds.id, name: funds.name, type: funds.type },
      isLatest: isLatestClosure,
    })
    .from(cashClosures)
    .innerJoin(funds, eq(funds.id, cashClosures.fundId))
    .where(eq(cashClosures.id, id));
  return row;
}

/**
 * The entries that record the payment `facts` describe and are not retracted (decisions/0011):
 * the automatic ones (a typed duplicate is refused) or the typed ones (an automatic entry adopts
 * one instead of writing a second). `excludeId`: the entry a correction replaces.
 */
export async function findPaymentEntries(
  db: DbOrTx,
  facts: PaymentFacts,
  writtenBy: 'contract' | 'staff',
  excludeId: number | null = null,
): Promise<CashLogRow[]> {
  if (facts.mifosLoanId === null) {
    return [];
  }
  return db
    .select()
    .from(cashLogs)
    .where(
      and(
        eq(cashLogs.mifosLoanId, facts.mifosLoanId),
        eq(cashLogs.categoryId, facts.categoryId),
        eq(cashLogs.direction, facts.direction),
        eq(cashLogs.amount, facts.amount),
        eq(cashLogs.registrationDate, facts.registrationDate),
        ne(cashLogs.status, 'retracted'),
        writtenBy === 'contract' ? isNotNull(cashLogs.origin) : isNull(cashLogs.origin),
        excludeId === null ? undefined : ne(cashLogs.id, excludeId),
      ),
    )
    .orderBy(asc(cashLogs.id));
}

/** The entries a contract's actions wrote, not retracted, newest first (the editor's list). */
export async function listContractEntries(
  db: DbOrTx,
  mifosLoanId: number,
): Promise<CashLogViewRow[]> {
  return rowsOf<CashLogViewRow>(
    db,
    sql`select ${viewColumns}, null::bigint as cash_balance, null::bigint as bank_balance
      from cash_logs l ${viewJoins}
      where l.mifos_loan_id = ${mifosLoanId} and l.origin is not null and l.status <> 'retracted'
      order by l.registration_date desc, l.id desc
      limit 100`,
  );
}

/**
 * The live (not retracted) entries of one contract money movement: a transaction's, or a
 * contract's disbursal. Usually one; two while a correction of it waits for approval.
 */
export async function findLinkedEntries(
  db: DbOrTx,
  link: { transactionId: number } | { disbursalOf: number },
): Promise<CashLogRow[]> {
  return db
    .select()
    .from(cashLogs)
    .where(
      and(
        'transactionId' in link
          ? eq(cashLogs.contractTransactionId, link.transactionId)
          : and(
              eq(cashLogs.mifosLoanId, link.disbursalOf),
              eq(cashLogs.origin, 'CONTRACT_DISBURSAL'),
            ),
        ne(cashLogs.status, 'retracted'),
      ),
    )
    .orderBy(asc(cashLogs.id));
}

/** Locks entries by id (after their funds), in id order. */
export async function lockEntries(db: DbOrTx, ids: readonly number[]): Promise<CashLogRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(cashLogs)
    .where(inArray(cashLogs.id, [...ids]))
    .orderBy(asc(cashLogs.id))
    .for('update');
}

/** Gives a typed entry the link of the contract movement it records (an adoption). */
export async function linkEntry(
  db: DbOrTx,
  id: number,
  link: { origin: CashLogOrigin; contractTransactionId: number | null },
  modifiedAt: Date,
): Promise<void> {
  await db
    .update(cashLogs)
    .set({ ...link, modifiedAt })
    .where(eq(cashLogs.id, id));
}
