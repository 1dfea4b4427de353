import type { SqlClient } from '../lib/sql-client.ts';
import { batchRunner, pickFrom, placeholders, rowHash } from './batch-sql.ts';
import { loadBatches } from './clients.ts';
import { benchContractBase, contractSecondaryIndexes } from './contracts.ts';
import { restoreMissingIndexes, withoutIndexes } from './indexes.ts';
import { benchAgentIds } from './orders.ts';
import type { GenerateResult, Generator } from './types.ts';

/** Statuses a contract has been disbursed in: only these carry repayments, waivers and renewals. */
const disbursedStatuses = ['DISBURSED', 'OVERDUE', 'REPAID', 'RENEWED', 'CLOSED'];
const rebuiltIndexes = ['contract_transactions_contract_idx'];

const hash = rowHash;

const parameterNames = ['from', 'to', 'contractIds', 'staffIds'] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = placeholders(parameterNames);

/**
 * One INSERT … SELECT per batch. Row n goes to a generated disbursed-or-later contract picked by
 * hash (about three per contract, Poisson-like), registered between the disbursal and the day the
 * contract ended (repaid, renewed, closed) or today: REPAY of 3–22 % of the principal, WAIVE of
 * 10–39 % of the interest, and on RENEWED contracts RENEW of the interest; 3 % are RETRACTED.
 */
const insertBatch = `
with picked as (
  select n,
    ${pickFrom($.contractIds, 'int', 0)} as contract_id,
    (${hash(1)} % 100)::int as kind,
    (${hash(2)} % 100000)::int as roll,
    ${pickFrom($.staffIds, 'int', 3)} as staff_id,
    (28800 + ${hash(4)} % 36000)::int as secs,
    ${hash(5)} % 100 < 3 as retracted
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
shaped as (
  select pk.*, c.principal_amount, c.interest_amount, c.rounding_fee,
    c.disbursed_on + (pk.roll % (1 + greatest(0, coalesce(c.repaid_on, c.renewed_on, c.closed_on,
      (now() at time zone 'Asia/Ho_Chi_Minh')::date) - c.disbursed_on))) as registered_on,
    case
      when c.status = 'RENEWED' and pk.kind < 25 then 'RENEW'
      when pk.kind >= 88 then 'WAIVE'
      else 'REPAY'
    end as action
  from picked pk
  join contracts c on c.id = pk.contract_id
),
timed as (
  select *,
    (registered_on + make_interval(secs => secs)) at time zone 'Asia/Ho_Chi_Minh' as created_at
  from shaped
),
inserted as (
  insert into contract_transactions (
    contract_id, registered_on, type, amount, status, action, manual, created_at, created_by,
    retracted_at, retracted_by
  )
  select contract_id, registered_on,
    case when roll % 10 < 7 then 'CASH' else 'BANK' end,
    greatest(1000, case action
      when 'REPAY' then round(principal_amount * (3 + roll % 20) / 100000.0) * 1000
      when 'WAIVE' then round(interest_amount * (10 + roll % 30) / 100000.0) * 1000
      else interest_amount + rounding_fee
    end)::bigint,
    case when retracted then 'RETRACTED' else 'REGISTERED' end,
    action, true, created_at, staff_id,
    case when retracted then created_at + interval '1 hour' end,
    case when retracted then staff_id end
  from timed
  returning 1
)
select count(*)::int as n from inserted`;

/** The contracts' stored sums, recomputed from their registered rows, where they differ. */
const writeSums = `
with sums as (
  select c.id,
    coalesce(sum(t.amount) filter (where t.status = 'REGISTERED' and t.action in ('REPAY', 'RENEW')), 0)::bigint as repaid,
    coalesce(sum(t.amount) filter (where t.status = 'REGISTERED' and t.action = 'WAIVE'), 0)::bigint as waived
  from contracts c
  left join contract_transactions t on t.contract_id = c.id
  where c.finflux_id > $1
  group by c.id
),
updated as (
  update contracts c set repaid_amount = s.repaid, waived_amount = s.waived
  from sums s
  where c.id = s.id and (c.repaid_amount <> s.repaid or c.waived_amount <> s.waived)
  returning 1
)
select count(*)::int as n from updated`;

async function constraintTriggersDisabled(db: SqlClient): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_trigger
     where tgrelid = 'contract_transactions'::regclass and tgenabled = 'D'`,
  );
  return (row?.n ?? 0) > 0;
}

async function setConstraintTriggers(db: SqlClient, enabled: boolean): Promise<void> {
  await db.query(`alter table contract_transactions ${enabled ? 'enable' : 'disable'} trigger all`);
}

async function existingTransactions(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from contract_transactions t
     join contracts c on c.id = t.contract_id where c.finflux_id > $1`,
    [benchContractBase],
  );
  return row?.n ?? 0;
}

/**
 * Tops the generated contracts' transactions up to `count`, then writes each generated contract's
 * repaid_amount and waived_amount from its registered rows in one statement, so the stored sums
 * match the rows as the loan core keeps them.
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  await restoreMissingIndexes(db, rebuiltIndexes, log);
  if (await constraintTriggersDisabled(db)) {
    log('  transactions: the foreign-key triggers were left disabled; re-enabling');
    await setConstraintTriggers(db, true);
  }
  const existing = await existingTransactions(db);
  const inserted = { contract_transactions: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const contractRows = await db.query<{ id: number }>(
    `select id from contracts where finflux_id > $1 and status = any($2::text[]) order by id`,
    [benchContractBase, disbursedStatuses],
  );
  const staffIds = await benchAgentIds(db);
  if (contractRows.length === 0 || staffIds.length === 0) {
    throw new Error(
      'No generated contracts to post transactions on; run bench:data -- --contracts <n>',
    );
  }
  const values: Record<ParameterName, unknown> = {
    from: 0,
    to: 0,
    contractIds: contractRows.map((row) => row.id),
    staffIds,
  };
  // The foreign-key checks lock each row's contract (FOR KEY SHARE) and look up its staff: most
  // of an insert's cost. Every row is built from a contract joined in the same statement and from
  // existing staff ids, so they are off during the load (superuser, as pg_restore
  // --disable-triggers) and on again in a finally.
  await setConstraintTriggers(db, false);
  try {
    inserted.contract_transactions = await withoutIndexes(
      db,
      rebuiltIndexes,
      count - existing > 100_000,
      log,
      () =>
        loadBatches(
          'transactions',
          existing,
          count,
          batchRunner(db, insertBatch, parameterNames, values),
          log,
        ),
    );
  } finally {
    await setConstraintTriggers(db, true);
  }
  const sumsStarted = performance.now();
  // Most generated contracts change: their secondary indexes are rebuilt once rather than
  // updated row by row (the sums are in none of them, but the new row versions are).
  const [updated] = await withoutIndexes(
    db,
    contractSecondaryIndexes,
    count - existing > 100_000,
    log,
    () => db.query<{ n: number }>(writeSums, [benchContractBase]),
  );
  log(
    `  contracts: repaid/waived sums written on ${(updated?.n ?? 0).toLocaleString('en-US')} contracts in ${((performance.now() - sumsStarted) / 1000).toFixed(1)} s`,
  );
  const vacuumStarted = performance.now();
  await db.query('vacuum (analyze) contract_transactions');
  await db.query('vacuum (analyze) contracts');
  log(
    `  transactions: vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
  );
  return { existing, total: existing + inserted.contract_transactions, inserted };
}

export const contractTransactionsGenerator: Generator = {
  key: 'transactions',
  description: 'REPAY/WAIVE/RENEW rows over the generated disbursed contracts, 3% retracted',
  defaultCount: 6_000_000,
  generate,
};
