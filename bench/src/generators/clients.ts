import { isOperatingBranch } from '@pawndesk/domain/branches';
import { createRandom } from '@pawndesk/server/src/db/seed/demo-random.ts';
import { mobilePhone, personName, provinceSeeds } from '@pawndesk/server/src/db/seed/order-data.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { batches, type GenerateResult, type Generator } from './types.ts';

const batchSize = 50_000;
/** Marks generated clients (the `note` column), so a second run only tops up. */
export const benchClientNote = 'bench';

/**
 * Indexes that are cheaper built once than maintained row by row: the name trigram GIN index
 * (about 20 trigrams per row). Dropped before a large load and recreated from their own
 * definition (`pg_get_indexdef`) afterwards, also when the load fails.
 */
const rebuiltIndexes = ['clients_name_trgm_idx'];

/** A uniform whole number in [0, 2^31) per row n and stream k. */
const hash = (k: number) => `(hashint8extended(n::bigint, ${k}) & 2147483647)`;

const parameterNames = [
  'from',
  'to',
  'note',
  'lastNames',
  'firstNames',
  'genders',
  'phonePrefixes',
  'citizenPrefixes',
  'streets',
  'branchIds',
] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = Object.fromEntries(
  parameterNames.map((name, index) => [name, `$${index + 1}`]),
) as Record<ParameterName, string>;
const pickFrom = (list: string, type: string, k: number) =>
  `(${list}::${type}[])[1 + ${hash(k)} % cardinality(${list}::${type}[])]`;

/**
 * One INSERT … SELECT per batch, returning how many rows it wrote. Uniqueness comes from
 * bijections of n, not from luck:
 * - primary phone: prefix n mod P, then (n div P) × 7,919,347 mod 10^7 (coprime with 10^7);
 * - citizen id: the province's 3-digit prefix, then n × 7,654,321,001 mod 10^9 (coprime with 10^9),
 *   so the last 9 digits alone are unique;
 * - client number (finflux_id): the column default, nextval('client_number_seq').
 * `on conflict do nothing` only guards against the demo seed's own clients.
 */
const insertBatch = `
with picked as (
  select n,
    1 + ${hash(0)} % cardinality(${$.lastNames}::text[]) as p,
    1 + ${hash(4)} % cardinality(${$.streets}::text[]) as q,
    (date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh')
      - make_interval(days => (${hash(1)} % 1095)::int)
      + make_interval(secs => (28800 + ${hash(2)} % 45000)::int)) at time zone 'Asia/Ho_Chi_Minh'
      as created_at
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
inserted as (
  insert into clients (
    mifos_id, first_name, last_name, citizen_id, primary_phone, secondary_phone, gender,
    date_of_birth, address, branch_id, note, created_at, modified_at
  )
  select
    case when ${hash(3)} % 100 < 15 then 'MF' || lpad(n::text, 8, '0') end,
    (${$.firstNames}::text[])[p],
    (${$.lastNames}::text[])[p],
    (${$.citizenPrefixes}::text[])[q] || lpad(((n::bigint * 7654321001) % 1000000000)::text, 9, '0'),
    (${$.phonePrefixes}::text[])[1 + n % cardinality(${$.phonePrefixes}::text[])]
      || lpad((((n / cardinality(${$.phonePrefixes}::text[]))::bigint * 7919347) % 10000000)::text, 7, '0'),
    case when ${hash(5)} % 100 < 12
      then ${pickFrom($.phonePrefixes, 'text', 6)} || lpad((${hash(7)} % 10000000)::text, 7, '0')
    end,
    (${$.genders}::text[])[p],
    (date '1960-01-01' + (${hash(8)} % 15000)::int),
    'Số ' || (1 + ${hash(9)} % 300) || ' ' || (${$.streets}::text[])[q],
    ${pickFrom($.branchIds, 'int', 11)},
    ${$.note}::text,
    created_at,
    least(now(), created_at + make_interval(days => (${hash(12)} % 200)::int))
  from picked
  on conflict do nothing
  returning 1
)
select count(*)::int as n from inserted`;

async function existingClients(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from clients where note = $1',
    [benchClientNote],
  );
  return row?.n ?? 0;
}

async function buildParameters(db: SqlClient): Promise<Record<ParameterName, unknown>> {
  const random = createRandom(1_000_000);
  const names = Array.from({ length: 5_000 }, () => personName(random));
  const prefixes = [...new Set(Array.from({ length: 400 }, () => mobilePhone(random).slice(0, 3)))];
  const branchRows = await db.query<{ id: number; code: string }>('select id, code from branches');
  const branchIds = branchRows.filter((row) => isOperatingBranch(row.code)).map((row) => row.id);
  if (branchIds.length === 0) {
    throw new Error('No operating branches; the demo seed is missing');
  }
  // A citizen id starts with the 3-digit code of the province that issued it.
  const places = provinceSeeds.flatMap((province) =>
    province.streets.map((street) => ({ prefix: province.citizenPrefix, street })),
  );
  return {
    from: 0,
    to: 0,
    note: benchClientNote,
    lastNames: names.map((name) => name.lastName),
    firstNames: names.map((name) => name.firstName),
    genders: names.map((name) => name.gender),
    phonePrefixes: prefixes,
    citizenPrefixes: places.map((place) => place.prefix),
    streets: places.map((place) => place.street),
    branchIds,
  };
}

/** The CREATE INDEX statements of `names` that exist now, to drop and rebuild them. */
export async function indexDefinitions(
  db: SqlClient,
  names: readonly string[],
): Promise<{ name: string; definition: string }[]> {
  return db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and indexname = any($1::text[])`,
    [names],
  );
}

/** Recreates dropped indexes with a generous maintenance_work_mem (one simple-protocol call). */
export async function rebuildIndexes(
  db: SqlClient,
  definitions: readonly { name: string; definition: string }[],
  log: (line: string) => void,
): Promise<void> {
  for (const { name, definition } of definitions) {
    const started = performance.now();
    await db.exec(
      `set maintenance_work_mem = '1GB'; ${definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')}; reset maintenance_work_mem`,
    );
    log(`  ${name}: rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Loads `batchSize`-row statements from existing+1 to count, logging rows/s. */
export async function loadBatches(
  label: string,
  existing: number,
  count: number,
  run: (from: number, to: number) => Promise<number>,
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  let loggedAt = started;
  let inserted = 0;
  for (const [from, to] of batches(existing + 1, count, batchSize)) {
    inserted += await run(from, to);
    if (to === count || performance.now() - loggedAt > 2000) {
      loggedAt = performance.now();
      const rate = inserted / ((loggedAt - started) / 1000);
      log(
        `  ${label}: ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} (${Math.round(rate).toLocaleString('en-US')} rows/s)`,
      );
    }
  }
  return inserted;
}

/**
 * Tops the generated clients up to `count`. Loads of more than 100,000 rows drop the name trigram
 * index first and rebuild it once at the end (in a `finally`), which is several times faster
 * than maintaining it row by row; the unique indexes stay, so duplicates can never slip in.
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  const existing = await existingClients(db);
  const inserted = { clients: 0 };
  // A previous load died before the rebuild: the definition lives in the schema, so rebuild it.
  const present = await indexDefinitions(db, rebuiltIndexes);
  if (present.length < rebuiltIndexes.length) {
    log('  clients: the name trigram index is missing (an interrupted load); rebuilding');
    await db.query(
      `create index if not exists clients_name_trgm_idx on clients using gin (vn_norm(last_name || ' ' || first_name) gin_trgm_ops)`,
    );
  }
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const values = await buildParameters(db);
  inserted.clients = await loadDroppingIndexes(
    db,
    {
      label: 'clients',
      indexes: rebuiltIndexes,
      existing,
      count,
      statement: insertBatch,
      parameters: (from, to) =>
        parameterNames.map((name) => (name === 'from' ? from : name === 'to' ? to : values[name])),
    },
    log,
  );
  await vacuumAnalyze(db, 'clients', log);
  return { existing, total: existing + inserted.clients, inserted };
}

export const clientsGenerator: Generator = {
  key: 'clients',
  description: 'clients with Vietnamese names, unique phones and citizen ids',
  defaultCount: 1_000_000,
  generate,
};

/**
 * A large load (over 100,000 rows) drops `indexes` first and rebuilds them once afterwards, even
 * when the load fails; each batch is one statement answering `n`, the rows it inserted.
 */
export async function loadDroppingIndexes(
  db: SqlClient,
  load: {
    label: string;
    indexes: readonly string[];
    existing: number;
    count: number;
    statement: string;
    parameters: (from: number, to: number) => unknown[];
  },
  log: (line: string) => void,
): Promise<number> {
  const dropped =
    load.count - load.existing > 100_000 ? await indexDefinitions(db, load.indexes) : [];
  for (const { name } of dropped) {
    await db.query(`drop index if exists ${name}`);
  }
  try {
    return await loadBatches(
      load.label,
      load.existing,
      load.count,
      async (from, to) => {
        const [row] = await db.query<{ n: number }>(load.statement, load.parameters(from, to));
        return row?.n ?? 0;
      },
      log,
    );
  } finally {
    await rebuildIndexes(db, dropped, log);
  }
}

/** Fresh planner statistics after a load, timed in the log. */
export async function vacuumAnalyze(
  db: SqlClient,
  table: string,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  await db.query(`vacuum (analyze) ${table}`);
  log(`  ${table}: vacuum analyze ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
