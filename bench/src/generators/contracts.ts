import { cancelReasons } from '@pawndesk/domain/contract-states';
import type { SqlClient } from '../lib/sql-client.ts';
import { benchAssetMeta } from './assets.ts';
import { batchRunner, pickFrom, placeholders, rowHash } from './batch-sql.ts';
import { loadBatches } from './clients.ts';
import { restoreMissingIndexes, withoutIndexes } from './indexes.ts';
import { benchAgentIds, slotTable } from './orders.ts';
import type { GenerateResult, Generator } from './types.ts';

/**
 * Generated contracts take finflux_id = mifos_id = benchContractBase + n: far above the demo's
 * numbers (contract_number_seq starts at 100,001), and the marker a second run tops up from.
 */
export const benchContractBase = 10_000_000;
const countsTriggers = ['contracts_counts_insert_delete', 'contracts_counts_update'];
/** The list's secondary indexes: cheaper built once than maintained row by row (see clients.ts). */
export const contractSecondaryIndexes = [
  'contracts_submitted_idx',
  'contracts_status_submitted_idx',
  'contracts_client_idx',
  'contracts_asset_idx',
  'contracts_parent_idx',
  'contracts_due_idx',
];
/** Contracts are submitted over the last two years. */
const spanDays = 730;
/** Product weights, as the demo seed's (the two 30-day products are the shop's staple). */
const productWeights = [4, 4, 1, 1, 1, 1];

const hash = rowHash;

const parameterNames = [
  'from',
  'to',
  'base',
  'spanDays',
  'assetIds',
  'productSlots',
  'productIds',
  'loanTerms',
  'repayEvery',
  'advance',
  'minRates',
  'maxRates',
  'staffIds',
  'cancelReasons',
] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = placeholders(parameterNames);

/**
 * One INSERT … SELECT per batch. Contract n lies on generated asset n (then round again, so
 * 2,000,000 contracts over 1,500,000 assets give a third of them a second contract), with the
 * asset's client and branch and an amount from its valuation. Its submission day is spread over
 * the last two years and its status follows from its age and a "fate" hash:
 * - submitted in the last 3 days: some PENDING, APPROVED or REJECTED, most DISBURSED;
 * - not yet matured: DISBURSED (a few REPAID early, a few REJECTED);
 * - matured: REPAID, RENEWED, CLOSED (liquidized) or REJECTED, and 12 % unpaid: OVERDUE while at
 *   most 90 days late, CLOSED (liquidized) after that.
 * Terms follow the domain's loanTerms(): interest = principal × rate × term ÷ repayEvery in whole
 * thousands plus the rounding fee, received = approved − prepaid interest for ADVANCE products.
 */
const insertBatch = `
with today as (
  select (now() at time zone 'Asia/Ho_Chi_Minh')::date as d
),
picked as (
  select n,
    (${$.assetIds}::int[])[1 + (n - 1) % cardinality(${$.assetIds}::int[])] as asset_id,
    ${pickFrom($.productSlots, 'int', 0)} as p,
    (${hash(1)} % ${$.spanDays}::int)::int as age,
    (${hash(2)} % 1000)::int as fate,
    (${hash(3)} % 1000)::int as roll,
    ${pickFrom($.staffIds, 'int', 4)} as staff_id,
    (28800 + ${hash(5)} % 36000)::int as secs
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
termed as (
  select pk.*, a.client_id, a.branch_id, a.expected_amount,
    t.d as today,
    t.d - pk.age as submitted_on,
    (${$.productIds}::int[])[p] as product_id,
    (${$.loanTerms}::int[])[p] as term,
    (${$.repayEvery}::int[])[p] as every,
    (${$.advance}::boolean[])[p] as is_advance,
    ((${$.minRates}::numeric[])[p] + ((${hash(6)} % 1000)
      % (1 + ((${$.maxRates}::numeric[])[p] - (${$.minRates}::numeric[])[p]) * 10)::int) / 10.0)::numeric(6, 3)
      as rate,
    greatest(1000000, floor(coalesce(nullif(a.valuated_amount, 0), a.expected_amount * 7 / 10, 0)
      / 100000) * 100000)::bigint as approved
  from picked pk
  join assets a on a.id = pk.asset_id
  cross join today t
),
fated as (
  select *,
    case
      when age <= 2 then case
        when fate < 150 then 'PENDING' when fate < 300 then 'APPROVED'
        when fate < 340 then 'REJECTED' else 'DISBURSED' end
      when age <= term then case
        when fate < 30 then 'REJECTED' when fate < 130 then 'REPAID' else 'DISBURSED' end
      else case
        when fate < 30 then 'REJECTED' when fate < 560 then 'REPAID'
        when fate < 820 then 'RENEWED' when fate < 880 then 'CLOSED'
        when age - term <= 90 then 'OVERDUE' else 'CLOSED' end
    end as status,
    -- Exact, as termInterest(): floor and ceiling of principal × rate × term ÷ repayEvery in thousands.
    floor(approved * rate * term / (100.0 * every * 1000))::bigint as interest_k,
    ceil(approved * rate * term / (100.0 * every * 1000))::bigint as interest_ceil_k
  from termed
),
dated as (
  select *,
    submitted_on + term as matures_on,
    case when status = 'REPAID' then
      case when age <= term then submitted_on + 1 + roll % age
        else submitted_on + least(age, greatest(1, term - 10 + roll % 25)) end
    end as repaid_on,
    case when status = 'RENEWED' then submitted_on + term end as renewed_on,
    case
      when status = 'REJECTED' then least(today, submitted_on + roll % 3)
      when status = 'CLOSED' and fate < 880 then least(today, submitted_on + term + 30 + roll % 60)
      when status = 'CLOSED' then least(today, submitted_on + term + 91 + roll % 30)
    end as closed_on,
    status in ('DISBURSED', 'OVERDUE', 'REPAID', 'RENEWED', 'CLOSED') as disbursed,
    ((submitted_on + make_interval(secs => secs)) at time zone 'Asia/Ho_Chi_Minh') as created_at
  from fated
),
inserted as (
  insert into contracts (
    finflux_id, mifos_id, status, contract_type, client_id, asset_id, product_id, branch_id,
    validator_id, submitted_on, originally_submitted_on, matures_on, due_date, approved_on,
    disbursed_on, repaid_on, renewed_on, closed_on, required_amount, proposed_amount,
    approved_amount, principal_amount, interest_amount, interest_rate, is_advance, rounding_fee,
    received_amount, disbursement_amount, disburse_type, cancel_reason, created_at, created_by,
    modified_at
  )
  select
    ${$.base}::bigint + n, ${$.base}::bigint + n, status, 'NEW', client_id, asset_id, product_id,
    branch_id, staff_id, submitted_on, submitted_on, matures_on, submitted_on + every,
    case when status not in ('PENDING', 'REJECTED') then submitted_on end,
    case when disbursed then submitted_on end,
    repaid_on, renewed_on, closed_on,
    greatest(expected_amount, approved), approved,
    approved, approved, interest_k * 1000, rate, is_advance,
    (interest_ceil_k - interest_k) * 1000,
    case when is_advance then approved - interest_ceil_k * 1000 else approved end,
    case when disbursed then
      case when is_advance then approved - interest_ceil_k * 1000 else approved end
    end,
    case when disbursed then case when roll % 10 < 7 then 'CASH' else 'BANK' end end,
    case when status = 'REJECTED' then ${pickFrom($.cancelReasons, 'text', 7)} end,
    created_at, staff_id,
    greatest(created_at, (coalesce(repaid_on, renewed_on, closed_on, submitted_on)
      + make_interval(secs => secs)) at time zone 'Asia/Ho_Chi_Minh')
  from dated
  returning 1
)
select count(*)::int as n from inserted`;

async function existingContracts(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from contracts where finflux_id > $1',
    [benchContractBase],
  );
  return row?.n ?? 0;
}

async function triggersDisabled(db: SqlClient): Promise<boolean> {
  const rows = await db.query<{ name: string }>(
    `select tgname as name from pg_trigger
     where tgrelid = 'contracts'::regclass and tgname = any($1::text[]) and tgenabled = 'D'`,
    [countsTriggers],
  );
  return rows.length > 0;
}

async function setTriggers(db: SqlClient, enabled: boolean): Promise<void> {
  for (const name of countsTriggers) {
    await db.query(`alter table contracts ${enabled ? 'enable' : 'disable'} trigger ${name}`);
  }
}

async function buildParameters(db: SqlClient): Promise<Record<ParameterName, unknown>> {
  const assetRows = await db.query<{ id: number }>(
    `select id from assets where meta @> $1::jsonb and client_id is not null
       and branch_id is not null order by id`,
    [JSON.stringify(benchAssetMeta)],
  );
  const products = await db.query<{
    id: number;
    loanTerm: number;
    repayEvery: number;
    advance: boolean;
    minRate: string;
    maxRate: string;
  }>(
    `select id, loan_term as "loanTerm", repay_every as "repayEvery",
       interest_type = 'ADVANCE' as advance, min_interest_rate as "minRate",
       max_interest_rate as "maxRate"
     from products order by sort_order, id`,
  );
  const staffIds = await benchAgentIds(db);
  if (assetRows.length === 0 || products.length === 0 || staffIds.length === 0) {
    throw new Error(
      'No generated assets, products or staff to write contracts on; run bench:data -- --assets 1500000',
    );
  }
  return {
    from: 0,
    to: 0,
    base: benchContractBase,
    spanDays,
    assetIds: assetRows.map((row) => row.id),
    productSlots: slotTable(
      products.map((_, index) => productWeights[index] ?? 1),
      1_000,
    ),
    productIds: products.map((row) => row.id),
    loanTerms: products.map((row) => row.loanTerm),
    repayEvery: products.map((row) => row.repayEvery),
    advance: products.map((row) => row.advance),
    minRates: products.map((row) => row.minRate),
    maxRates: products.map((row) => row.maxRate),
    staffIds,
    cancelReasons,
  };
}

/**
 * Tops the generated contracts up to `count`. The per-row counter triggers (contract_day_counts,
 * clients.active_contracts, contract_totals) are off during the load and contract_counts_rebuild()
 * recomputes them afterwards, also when the load fails; a load of more than 100,000 rows drops the
 * list's secondary indexes and rebuilds them once at the end.
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  if (await triggersDisabled(db)) {
    log('  contracts: the counter triggers were left disabled; re-enabling and rebuilding');
    await setTriggers(db, true);
    await db.query('select contract_counts_rebuild()');
  }
  await restoreMissingIndexes(db, contractSecondaryIndexes, log);
  const existing = await existingContracts(db);
  const inserted = { contracts: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const values = await buildParameters(db);
  await setTriggers(db, false);
  try {
    inserted.contracts = await withoutIndexes(
      db,
      contractSecondaryIndexes,
      count - existing > 100_000,
      log,
      () =>
        loadBatches(
          'contracts',
          existing,
          count,
          batchRunner(db, insertBatch, parameterNames, values),
          log,
        ),
    );
  } finally {
    await setTriggers(db, true);
    const started = performance.now();
    // Statistics first: planned with none, the rebuild's NOT EXISTS turns into a nested loop that
    // re-reads every active contract per client (minutes instead of seconds at 2,000,000).
    await db.query('analyze contracts');
    await db.query('select contract_counts_rebuild()');
    log(`  contracts: counters rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const vacuumStarted = performance.now();
  await db.query('vacuum (analyze) contracts');
  await db.query('vacuum (analyze) clients');
  log(`  contracts: vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return { existing, total: existing + inserted.contracts, inserted };
}

export const contractsGenerator: Generator = {
  key: 'contracts',
  description: 'contracts over the generated assets, statuses consistent with their dates',
  defaultCount: 2_000_000,
  generate,
};
