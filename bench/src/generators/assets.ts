import { isOperatingBranch } from '@pawndesk/domain/branches';
import { createRandom } from '@pawndesk/server/src/db/seed/demo-random.ts';
import {
  type AssetTypeName,
  assetSeed,
  assetTypeWeights,
  provinceSeeds,
} from '@pawndesk/server/src/db/seed/order-data.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import {
  benchClientNote,
  indexDefinitions,
  loadDroppingIndexes,
  vacuumAnalyze,
} from './clients.ts';
import { slotTable } from './orders.ts';
import type { GenerateResult, Generator } from './types.ts';

/** Marks generated assets (`meta.bench`), so a second run only tops up. */
export const benchAssetMeta = { bench: '1' } as const;

/** The description/code trigram GIN index: rebuilt once after a large load (see clients.ts). */
const rebuiltIndexes = ['assets_search_trgm_idx'];

/** As the demo seed (seed-assets.ts): weighted towards what a shop holds most. */
const statusWeights = {
  PENDING: 1,
  ACQUIRED: 1.5,
  IN_STORAGE: 4,
  WAITING_TO_LIQUIDIZE: 1,
  LIQUIDIZED: 1,
  RELEASED: 2.5,
} as const;

const hash = (k: number) => `(hashint8extended(n::bigint, ${k}) & 2147483647)`;

const parameterNames = [
  'from',
  'to',
  'meta',
  'descriptions',
  'categoryIds',
  'requiredMillions',
  'statusSlots',
  'branchIds',
  'clientIds',
] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = Object.fromEntries(
  parameterNames.map((name, index) => [name, `$${index + 1}`]),
) as Record<ParameterName, string>;
const pickFrom = (list: string, type: string, k: number) =>
  `(${list}::${type}[])[1 + ${hash(k)} % cardinality(${list}::${type}[])]`;

/**
 * One INSERT … SELECT per batch. The code comes from asset_code_seq as the default's does; each asset
 * belongs to a generated client picked by hash, so clients hold 1.5 assets on average (Poisson-
 * like: some none, some three or more). Descriptions are the demo seed's (model, year, plate…).
 */
const insertBatch = `
with picked as (
  select n,
    1 + ${hash(0)} % cardinality(${$.descriptions}::text[]) as a,
    ${pickFrom($.statusSlots, 'text', 1)} as status,
    nextval('asset_code_seq') as code_number,
    (date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh')
      - make_interval(days => (${hash(2)} % 1095)::int)
      + make_interval(secs => (28800 + ${hash(3)} % 45000)::int)) at time zone 'Asia/Ho_Chi_Minh'
      as created_at
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
inserted as (
  insert into assets (
    code, description, meta, status, category_id, branch_id, client_id, expected_amount,
    valuated_amount, stored_on, created_at, modified_at, liquidized_on, released_on
  )
  select
    -- The column default, 'TS-' || lpad(nextval(…)::text, 6, '0'), truncates from the millionth
    -- code on (lpad cuts to 6 characters: 1000000 → '100000', a duplicate); write it unpadded.
    'TS-' || case when code_number < 1000000 then lpad(code_number::text, 6, '0')
      else code_number::text end,
    (${$.descriptions}::text[])[a],
    ${$.meta}::jsonb,
    status,
    (${$.categoryIds}::int[])[a],
    ${pickFrom($.branchIds, 'int', 4)},
    ${pickFrom($.clientIds, 'int', 5)},
    (${$.requiredMillions}::int[])[a]::bigint * 1000000,
    case when status = 'PENDING' then 0
      else (${$.requiredMillions}::int[])[a]::bigint * (70 + ${hash(6)} % 31) / 100 * 1000000
    end,
    case when status not in ('PENDING', 'ACQUIRED') then (created_at + interval '1 day')::date end,
    created_at,
    least(now(), created_at + make_interval(days => (${hash(7)} % 120)::int)),
    case when status = 'LIQUIDIZED' then (created_at + interval '120 days')::date end,
    case when status = 'RELEASED' then (created_at + interval '90 days')::date end
  from picked
  returning 1
)
select count(*)::int as n from inserted`;

async function existingAssets(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from assets where meta @> $1::jsonb',
    [JSON.stringify(benchAssetMeta)],
  );
  return row?.n ?? 0;
}

async function buildParameters(db: SqlClient): Promise<Record<ParameterName, unknown>> {
  const random = createRandom(1_500_000);
  const categories = await db.query<{ id: number; type: string }>(
    `select c.id, t.name as type from asset_categories c
       join asset_types t on t.id = c.asset_type_id order by c.id`,
  );
  const typeNames = Object.keys(assetTypeWeights) as AssetTypeName[];
  // Every category shares its type's weight with the type's other categories.
  const usable = categories.filter((row) => typeNames.includes(row.type as AssetTypeName));
  const perType = (type: string) => usable.filter((row) => row.type === type).length;
  const weights = usable.map(
    (row) => assetTypeWeights[row.type as AssetTypeName] / perType(row.type),
  );
  const slots = slotTable(weights, 4_000);
  const assets = slots.map((slot) => {
    const category = usable[slot - 1];
    if (!category) {
      throw new Error(`No asset category for slot ${slot}`);
    }
    const seed = assetSeed(random, category.type as AssetTypeName, random.pick(provinceSeeds));
    return { categoryId: category.id, ...seed };
  });
  const branchRows = await db.query<{ id: number; code: string }>('select id, code from branches');
  const branchIds = branchRows.filter((row) => isOperatingBranch(row.code)).map((row) => row.id);
  const clientRows = await db.query<{ id: number }>(
    'select id from clients where note = $1 order by id',
    [benchClientNote],
  );
  if (clientRows.length === 0 || branchIds.length === 0) {
    throw new Error('No generated clients to give assets to; run bench:data -- --clients <n>');
  }
  const statuses = Object.entries(statusWeights);
  return {
    from: 0,
    to: 0,
    meta: JSON.stringify(benchAssetMeta),
    descriptions: assets.map((asset) => asset.description),
    categoryIds: assets.map((asset) => asset.categoryId),
    requiredMillions: assets.map((asset) => asset.requiredMillions),
    statusSlots: slotTable(
      statuses.map(([, weight]) => weight),
      1_000,
    ).map((index) => statuses[index - 1]?.[0] ?? 'IN_STORAGE'),
    branchIds,
    clientIds: clientRows.map((row) => row.id),
  };
}

/**
 * Tops the generated assets up to `count` over the generated clients. As for clients, a load of
 * more than 100,000 rows drops the trigram index and rebuilds it once afterwards.
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  const present = await indexDefinitions(db, rebuiltIndexes);
  if (present.length < rebuiltIndexes.length) {
    log('  assets: the search trigram index is missing (an interrupted load); rebuilding');
    await db.query(
      `create index if not exists assets_search_trgm_idx on assets using gin (vn_norm(description || ' ' || code) gin_trgm_ops)`,
    );
  }
  const existing = await existingAssets(db);
  const inserted = { assets: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const values = await buildParameters(db);
  inserted.assets = await loadDroppingIndexes(
    db,
    {
      label: 'assets',
      indexes: rebuiltIndexes,
      existing,
      count,
      statement: insertBatch,
      parameters: (from, to) =>
        parameterNames.map((name) => (name === 'from' ? from : name === 'to' ? to : values[name])),
    },
    log,
  );
  await vacuumAnalyze(db, 'assets', log);
  return { existing, total: existing + inserted.assets, inserted };
}

export const assetsGenerator: Generator = {
  key: 'assets',
  description: 'assets over the 15 categories, 1.5 per generated client on average',
  defaultCount: 1_500_000,
  generate,
};
