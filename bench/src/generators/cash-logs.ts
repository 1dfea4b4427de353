import { contractCategoryKeys, renewCategoryKey } from '@pawndesk/domain/cash-log-rules';
import type { SqlClient } from '../lib/sql-client.ts';
import { loadDroppingIndexes } from './clients.ts';
import type { GenerateResult, Generator } from './types.ts';

/** Three years of entries ending today (business dates). */
const spanDays = 1095;
/** The notes trigram GIN index: rebuilt once after a large load, as the clients' name index. */
const rebuiltIndexes = ['cash_logs_notes_month_trgm_idx'];

const noteWords = [
  'Thu nợ gốc, lãi',
  'Giải ngân hợp đồng',
  'Tiền thuê mặt bằng',
  'Tiền điện tháng',
  'Lương nhân viên',
  'Mua văn phòng phẩm',
  'Nộp tiền về hội sở',
  'Bán xe thanh lý',
  'Gia hạn hợp đồng',
  'Thu phí giữ xe',
  'Chi tiếp khách',
  'Cước internet',
];

const hash = (k: number) => `(hashint8extended(n::bigint, ${k}) & 2147483647)`;
const pick = (list: string, type: string, index: string) => `(${list}::${type}[])[${index}]`;

const parameterNames = [
  'from',
  'to',
  'total',
  'categoryIds',
  'categoryDirections',
  'categoryNeedsContract',
  'categoryIsRenew',
  'fundIds',
  'fundTypes',
  'fundBranchIds',
  'agentIds',
  'notes',
] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = Object.fromEntries(
  parameterNames.map((name, index) => [name, `$${index + 1}`]),
) as Record<ParameterName, string>;

/**
 * One INSERT … SELECT per batch. Row n's date grows with n over the three years (ids follow time, as
 * in a real book); fund, category, amount, agent and notes are hashes of n. About 2 % are
 * retracted; entries of the last 5 days are pending one time in three (after every closure).
 */
const insertBatch = `
with picked as (
  select n,
    (current_date - ${spanDays} + ((n::bigint * ${spanDays}) / ${$.total}::bigint)::int) as day,
    1 + ${hash(0)} % cardinality(${$.categoryIds}::int[]) as c,
    1 + ${hash(1)} % cardinality(${$.fundIds}::int[]) as f
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
inserted as (
  insert into cash_logs (
    direction, registration_date, amount, category_id, type, fund_id, branch_id, target_branch_id,
    mifos_loan_id, mifos_renew_loan_id, notes, status, agent_id, created_at, modified_at
  )
  select
    ${pick($.categoryDirections, 'smallint', 'c')},
    day,
    (1 + ${hash(2)} % 20000)::bigint * 1000,
    ${pick($.categoryIds, 'int', 'c')},
    ${pick($.fundTypes, 'text', 'f')},
    ${pick($.fundIds, 'int', 'f')},
    ${pick($.fundBranchIds, 'int', 'f')},
    ${pick($.fundBranchIds, 'int', 'f')},
    case when ${pick($.categoryNeedsContract, 'boolean', 'c')} then 100000 + n end,
    case when ${pick($.categoryIsRenew, 'boolean', 'c')} then 5000000 + n end,
    ${pick($.notes, 'text', `1 + ${hash(3)} % cardinality(${$.notes}::text[])`)} || ' #' || n,
    case
      when ${hash(4)} % 50 = 0 then 'retracted'
      when day > current_date - 5 and ${hash(5)} % 3 = 0 then 'pending'
      else 'registered'
    end,
    ${pick($.agentIds, 'int', `1 + ${hash(6)} % cardinality(${$.agentIds}::int[])`)},
    (day + time '09:00' + make_interval(secs => (${hash(7)} % 32400)::int)) at time zone 'Asia/Ho_Chi_Minh',
    (day + time '09:00' + make_interval(secs => (${hash(7)} % 32400)::int)) at time zone 'Asia/Ho_Chi_Minh'
  from picked
  returning 1
)
select count(*)::int as n from inserted`;

/**
 * Month-end closures of every fund for every month before the current one, snapshotting the
 * database's own running sums (opening + registered entries up to each month end), as the
 * closure call computes them; replaces the previous ones, so a top-up stays consistent.
 */
const closuresStatement = `
with ends as (
  select (date_trunc('month', d) + interval '1 month - 1 day')::date as month_end
  from generate_series(
    date_trunc('month', (select min(registration_date) from cash_logs)),
    date_trunc('month', current_date) - interval '1 month',
    interval '1 month'
  ) as d
),
monthly as (
  select fund_id, (date_trunc('month', registration_date) + interval '1 month - 1 day')::date as month_end,
    sum(direction * amount) as delta
  from cash_logs where status = 'registered'
  group by 1, 2
),
snapshots as (
  select f.id as fund_id, e.month_end,
    f.opening_balance + coalesce(sum(m.delta) over (partition by f.id order by e.month_end), 0) as balance
  from funds f cross join ends e
  left join monthly m on m.fund_id = f.id and m.month_end = e.month_end
)
insert into cash_closures (fund_id, closure_date, balance, computed_balance, notes, created_at)
select fund_id, month_end, balance, balance, 'bench', (month_end + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh'
from snapshots`;

async function buildParameters(db: SqlClient): Promise<Record<ParameterName, unknown>> {
  const categories = await db.query<{ id: number; key: string; direction: number }>(
    `select id, key, direction from cash_log_categories c
     where not exists (select 1 from cash_log_categories child where child.parent_id = c.id)
     order by id`,
  );
  const parents = await db.query<{ id: number; key: string; parent_id: number | null }>(
    'select id, key, parent_id from cash_log_categories',
  );
  const keyOf = (id: number | null) => parents.find((row) => row.id === id)?.key ?? '';
  const parentKey = (id: number) => {
    const row = parents.find((item) => item.id === id);
    return row?.parent_id ? keyOf(row.parent_id) : (row?.key ?? '');
  };
  const funds = await db.query<{ id: number; type: string; branch_id: number | null }>(
    'select id, type, branch_id from funds order by id',
  );
  const [ho] = await db.query<{ id: number }>("select id from branches where code = 'HO'");
  const agents = await db.query<{ id: number }>(
    "select id from users where username in ('accountant', 'headaccountant') order by id",
  );
  if (categories.length === 0 || funds.length === 0 || !ho || agents.length === 0) {
    throw new Error('cash-logs: the demo reference data and users must be seeded first');
  }
  return {
    from: 0,
    to: 0,
    total: 0,
    categoryIds: categories.map((row) => row.id),
    categoryDirections: categories.map((row) => row.direction),
    categoryNeedsContract: categories.map((row) =>
      (contractCategoryKeys as readonly string[]).includes(parentKey(row.id)),
    ),
    categoryIsRenew: categories.map((row) => row.key === renewCategoryKey),
    fundIds: funds.map((row) => row.id),
    fundTypes: funds.map((row) => row.type),
    fundBranchIds: funds.map((row) => row.branch_id ?? ho.id),
    agentIds: agents.map((row) => row.id),
    notes: noteWords,
  };
}

/**
 * Tops cash_logs up to `count` entries over every fund, then recomputes the month-end closures.
 * A load of more than 100,000 rows drops the notes trigram index and rebuilds it once afterwards.
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from cash_logs');
  const existing = row?.n ?? 0;
  const inserted = { cash_logs: 0, cash_closures: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const values = await buildParameters(db);
  inserted.cash_logs = await loadDroppingIndexes(
    db,
    {
      label: 'cash_logs',
      indexes: rebuiltIndexes,
      existing,
      count,
      statement: insertBatch,
      parameters: (from, to) =>
        parameterNames.map((name) =>
          name === 'from' ? from : name === 'to' ? to : name === 'total' ? count : values[name],
        ),
    },
    log,
  );
  await db.query('delete from cash_closures');
  await db.query(closuresStatement);
  const [closures] = await db.query<{ n: number }>('select count(*)::int as n from cash_closures');
  inserted.cash_closures = closures?.n ?? 0;
  log(`  cash_closures: ${inserted.cash_closures} month-end closures recomputed`);
  const vacuumStarted = performance.now();
  await db.query('vacuum (analyze) cash_logs');
  await db.query('vacuum (analyze) cash_closures');
  log(`  cash_logs: vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return { existing, total: existing + inserted.cash_logs, inserted };
}

export const cashLogsGenerator: Generator = {
  key: 'cash-logs',
  description: 'cash log entries over every fund for three years, with month-end closures',
  defaultCount: 3_000_000,
  generate,
};
