import { isOperatingBranch } from '@pawndesk/domain/branches';
import {
  isAppointmentRequired,
  type OrderStage,
  type OrderStep,
  orderSteps,
  stagesByStep,
  statusOfStage,
  stepIndex,
} from '@pawndesk/domain/orders';
import { createRandom } from '@pawndesk/server/src/db/seed/demo-random.ts';
import {
  type AssetTypeName,
  assetSeed,
  assetTypeWeights,
  channelSources,
  marketingCampaigns,
  mobilePhone,
  personName,
  provinceSeeds,
  sourceWeights,
} from '@pawndesk/server/src/db/seed/order-data.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { batches, type GenerateResult, type Generator } from './types.ts';

const batchSize = 50_000;
/** Marks generated orders (the `note` column), so a second run only tops up. */
export const benchOrderNote = 'bench';
const stepCountsTrigger = 'orders_step_counts_insert_delete';

/**
 * Share of generated orders that an agent claimed. The rest stay in the unclaimed step: still
 * open, or marked spam / not eligible without a claim, as web-form leads mostly are.
 */
const claimedShare = 0.2;

const unclaimedStageWeights: Partial<Record<OrderStage, number>> = {
  unclaimed: 55,
  spam: 27,
  not_eligible: 18,
};

/** Claimed orders after a year: most ended as a contract, a cold lead or a failed contact. */
const claimedStepWeights: Readonly<Record<Exclude<OrderStep, 'unclaimed'>, number>> = {
  pending: 8,
  contact: 20,
  quoted: 8,
  appointment: 7,
  contract: 20,
  cold_lead: 25,
  warm_lead: 12,
};

/** The usual stages of each step; the others weigh 1. */
const stageWeights: Partial<Record<OrderStep, Partial<Record<OrderStage, number>>>> = {
  pending: { order_claimed: 12 },
  contact: { waiting_for_more_info: 3, no_pick_up: 3, window_shopping: 2 },
  quoted: { waiting_for_rate: 3, rate_disagreement: 3 },
  appointment: { appointment_1: 4, appointment_2: 2, no_show: 3 },
  contract: { active_contract: 14 },
  cold_lead: { not_pick_up: 3, unable_to_contact: 3, not_interested: 3 },
  warm_lead: { interested: 3, demand_in_the_future: 3 },
};

/** How long after the claim the last change came, by step. */
const workDays: Readonly<Record<OrderStep, number>> = {
  unclaimed: 0,
  pending: 1,
  contact: 5,
  quoted: 7,
  appointment: 10,
  contract: 7,
  cold_lead: 45,
  warm_lead: 45,
};

const pricedSteps: readonly OrderStep[] = ['quoted', 'appointment', 'contract', 'warm_lead'];

type Pair = { step: OrderStep; stage: OrderStage; weight: number };

/** Every (step, stage) of the domain with its share of all orders. */
function stagePairs(): Pair[] {
  const claimedTotal = Object.values(claimedStepWeights).reduce((sum, weight) => sum + weight, 0);
  return orderSteps.flatMap((step) => {
    const stages = stagesByStep[step];
    const weights = step === 'unclaimed' ? unclaimedStageWeights : (stageWeights[step] ?? {});
    const stepShare =
      step === 'unclaimed'
        ? 1 - claimedShare
        : (claimedShare * claimedStepWeights[step]) / claimedTotal;
    const total = stages.reduce((sum, stage) => sum + (weights[stage] ?? 1), 0);
    return stages.map((stage) => ({
      step,
      stage,
      weight: (stepShare * (weights[stage] ?? 1)) / total,
    }));
  });
}

/**
 * `size` slots, each holding a 1-based index into `weights`, in proportion to the weights and with
 * every index at least once: a row picks a slot with a hash, so the shares hold in every batch.
 */
export function slotTable(weights: readonly number[], size: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) =>
    weight > 0 ? Math.max(1, Math.round((weight / total) * size)) : 0,
  );
  // Trim or pad the largest entry so the table has exactly `size` slots.
  const largest = counts.indexOf(Math.max(...counts));
  counts[largest] = (counts[largest] ?? 0) + size - counts.reduce((sum, count) => sum + count, 0);
  return counts.flatMap((count, index) => Array<number>(count).fill(index + 1));
}

/** A uniform whole number in [0, 2^31) per row n and stream k; stateless, so batches are independent. */
const hash = (k: number) => `(hashint8extended(n::bigint, ${k}) & 2147483647)`;

/** The batch statement's parameters, by name; `$.name` is its placeholder. */
const parameterNames = [
  'from',
  'to',
  'note',
  'pairSlots',
  'steps',
  'stepIndexes',
  'stages',
  'statuses',
  'priced',
  'needsAppointment',
  'workSeconds',
  'assetDescriptions',
  'assetTypeIds',
  'requiredMillions',
  'firstNames',
  'lastNames',
  'sourceSlots',
  'channelSources',
  'campaigns',
  'phonePrefixes',
  'agentIds',
  'branchIds',
] as const;
type ParameterName = (typeof parameterNames)[number];
const $ = Object.fromEntries(
  parameterNames.map((name, index) => [name, `$${index + 1}`]),
) as Record<ParameterName, string>;
/** `list[1 + hash % cardinality(list)]`: one element of an array parameter, picked by stream k. */
const pickFrom = (list: string, type: string, k: number) =>
  `(${list}::${type}[])[1 + ${hash(k)} % cardinality(${list}::${type}[])]`;

/**
 * One INSERT … SELECT per batch. Every choice is a hash of n and a stream number, looked up in
 * arrays built from the domain tables (steps, stages, statuses) and the demo seed's word lists; a
 * (step, stage) pair is picked through a slot table, so the shares hold in every batch.
 */
const insertBatch = `
with picked as (
  select n,
    ${pickFrom($.pairSlots, 'int', 0)} as k,
    1 + ${hash(1)} % cardinality(${$.assetDescriptions}::text[]) as a,
    ${pickFrom($.sourceSlots, 'text', 2)} as source,
    -- A business day of the last 365, 08:00–20:30 in Vietnam.
    (date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh')
      - make_interval(days => (${hash(3)} % 365)::int)
      + make_interval(secs => (28800 + ${hash(4)} % 45000)::int)) at time zone 'Asia/Ho_Chi_Minh'
      as created_local
  from generate_series(${$.from}::int, ${$.to}::int) as n
),
chosen as (
  select n, k, a, source,
    case when created_local > now() then created_local - interval '1 day' else created_local end
      as created_at,
    case when (${$.steps}::text[])[k] <> 'unclaimed'
      -- Squaring skews the pick: the first agents hold many orders, most hold a few.
      then (${$.agentIds}::int[])[1 + floor(cardinality(${$.agentIds}::int[])
        * power(${hash(5)} / 2147483648.0, 2))::int]
    end as agent_id
  from picked
),
claimed as (
  select *,
    case when agent_id is not null
      then least(now(), created_at + make_interval(mins => 3 + (${hash(6)} % 240)::int))
    end as date_claim
  from chosen
),
timed as (
  select *,
    case
      when date_claim is not null then least(now(), date_claim
        + make_interval(secs => (${hash(7)} % greatest(1, (${$.workSeconds}::int[])[k]))::int))
      when (${$.stages}::text[])[k] = 'unclaimed' then created_at
      else least(now(), created_at + make_interval(mins => 5 + (${hash(7)} % 120)::int))
    end as last_modify
  from claimed
)
insert into orders (
  phone, first_name, last_name, source, asset_type_id, asset_description, required_amount,
  proposed_amount, referral_code, appointment, step, step_index, stage, status, agent_id,
  branch_id, marketing_campaign, note, date_claim, last_modify, created_at
)
select
  ${pickFrom($.phonePrefixes, 'text', 8)} || lpad((${hash(9)} % 10000000)::text, 7, '0'),
  ${pickFrom($.firstNames, 'text', 10)},
  ${pickFrom($.lastNames, 'text', 10)},
  source,
  (${$.assetTypeIds}::int[])[a],
  (${$.assetDescriptions}::text[])[a],
  (${$.requiredMillions}::int[])[a]::bigint * 1000000,
  case when (${$.priced}::boolean[])[k]
    then (${$.requiredMillions}::int[])[a]::bigint * (80 + ${hash(11)} % 21) / 100 * 1000000
    else 0
  end,
  case when source = 'Referral' then 'CTV' || lpad((${hash(12)} % 10000)::text, 4, '0') end,
  case when (${$.needsAppointment}::boolean[])[k]
    then date_trunc('hour', last_modify) + make_interval(days => 1 + (${hash(13)} % 7)::int)
  end,
  (${$.steps}::text[])[k],
  (${$.stepIndexes}::int[])[k],
  (${$.stages}::text[])[k],
  (${$.statuses}::text[])[k],
  agent_id,
  case when agent_id is not null then ${pickFrom($.branchIds, 'int', 14)} end,
  case when source = any(${$.channelSources}::text[]) and ${hash(15)} % 100 < 22
    then ${pickFrom($.campaigns, 'text', 16)}
  end,
  ${$.note}::text,
  date_claim,
  last_modify,
  created_at
from timed`;

const recountSteps = `
insert into order_step_counts (step, count)
select step, count(*) from orders group by step
on conflict (step) do update set count = excluded.count`;

async function existingOrders(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from orders where note = $1',
    [benchOrderNote],
  );
  return row?.n ?? 0;
}

/** The generated staff who may hold orders (sales, valuator), bench0000001 first. */
export async function benchAgentIds(db: SqlClient): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select u.id from users u
       join user_roles ur on ur.user_id = u.id
       join roles r on r.id = ur.role_id
     where u.username ~ '^bench[0-9]{7}$' and u.is_active and r.key in ('sales', 'valuator')
     order by u.username`,
  );
  if (rows.length > 0) {
    return rows.map((row) => row.id);
  }
  // Without generated users (--users 0) the demo agents hold the orders.
  const demo = await db.query<{ id: number }>(
    `select id from users where username in ('sales', 'valuator') order by username`,
  );
  return demo.map((row) => row.id);
}

/** The value lists the batch statement picks from: the domain's tables and the seed's words. */
async function buildParameters(db: SqlClient): Promise<Record<ParameterName, unknown>> {
  const pairs = stagePairs();
  const random = createRandom(365);
  const typeRows = await db.query<{ id: number; name: string }>('select id, name from asset_types');
  const typeIds = new Map(typeRows.map((row) => [row.name, row.id]));
  const assets = Array.from({ length: 2_000 }, () => {
    const type = random.weighted(assetTypeWeights) as AssetTypeName;
    return assetSeed(random, type, random.pick(provinceSeeds));
  });
  const names = Array.from({ length: 2_000 }, () => personName(random));
  const prefixes = [...new Set(Array.from({ length: 400 }, () => mobilePhone(random).slice(0, 3)))];
  const branchRows = await db.query<{ id: number; code: string }>('select id, code from branches');
  const branchIds = branchRows.filter((row) => isOperatingBranch(row.code)).map((row) => row.id);
  const agentIds = await benchAgentIds(db);
  if (agentIds.length === 0 || branchIds.length === 0) {
    throw new Error('No agents or branches to give orders to; the demo seed is missing');
  }
  const sources = Object.entries(sourceWeights).filter(([, weight]) => weight > 0);
  return {
    from: 0,
    to: 0,
    note: benchOrderNote,
    pairSlots: slotTable(
      pairs.map((pair) => pair.weight),
      10_000,
    ),
    steps: pairs.map((pair) => pair.step),
    stepIndexes: pairs.map((pair) => stepIndex(pair.step)),
    stages: pairs.map((pair) => pair.stage),
    statuses: pairs.map((pair) =>
      pair.stage === 'unclaimed' ? 'open' : statusOfStage(pair.stage),
    ),
    priced: pairs.map(
      (pair) => pricedSteps.includes(pair.step) && pair.stage !== 'waiting_for_rate',
    ),
    needsAppointment: pairs.map((pair) => isAppointmentRequired(pair.stage)),
    workSeconds: pairs.map((pair) => workDays[pair.step] * 86_400),
    assetDescriptions: assets.map((asset) => asset.description),
    assetTypeIds: assets.map((asset) => typeIds.get(asset.type) ?? null),
    requiredMillions: assets.map((asset) => asset.requiredMillions),
    firstNames: names.map((name) => name.firstName),
    lastNames: names.map((name) => name.lastName),
    sourceSlots: slotTable(
      sources.map(([, weight]) => weight),
      1_000,
    ).map((index) => sources[index - 1]?.[0] ?? 'Hotline'),
    channelSources,
    campaigns: marketingCampaigns,
    phonePrefixes: prefixes,
    agentIds,
    branchIds,
  };
}

async function triggerEnabled(db: SqlClient): Promise<boolean> {
  const [row] = await db.query<{ enabled: string }>(
    `select tgenabled as enabled from pg_trigger
     where tgrelid = 'orders'::regclass and tgname = $1`,
    [stepCountsTrigger],
  );
  return row?.enabled !== 'D';
}

/**
 * Tops the generated orders up to `count`, 50,000 rows per statement. The step-counter trigger
 * would add one counter update per row, so it is off during the load and the counters are
 * recomputed in one statement afterwards (also when the load fails half-way).
 */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  if (!(await triggerEnabled(db))) {
    // A previous load died between disabling and re-enabling: repair before anything else.
    log('  orders: the step-count trigger was left disabled; re-enabling and recounting');
    await db.query(`alter table orders enable trigger ${stepCountsTrigger}`);
    await db.query(recountSteps);
  }
  const existing = await existingOrders(db);
  const inserted = { orders: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  const values = await buildParameters(db);
  const started = performance.now();
  let loggedAt = started;
  await db.query(`alter table orders disable trigger ${stepCountsTrigger}`);
  try {
    for (const [from, to] of batches(existing + 1, count, batchSize)) {
      await db.query(
        insertBatch,
        parameterNames.map((name) => (name === 'from' ? from : name === 'to' ? to : values[name])),
      );
      inserted.orders += to - from + 1;
      if (to === count || performance.now() - loggedAt > 2000) {
        loggedAt = performance.now();
        const rate = inserted.orders / ((loggedAt - started) / 1000);
        log(
          `  orders: ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} (${Math.round(rate).toLocaleString('en-US')} rows/s)`,
        );
      }
    }
  } finally {
    await db.query(`alter table orders enable trigger ${stepCountsTrigger}`);
    await db.query(recountSteps);
  }
  const vacuumStarted = performance.now();
  // Sets the visibility map (index-only scans) and flushes the trigram index's pending list.
  await db.query('vacuum (analyze) orders');
  log(`  orders: vacuum analyze ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return { existing, total: count, inserted };
}

export const ordersGenerator: Generator = {
  key: 'orders',
  description: `orders over every step and stage, ${claimedShare * 100}% claimed by generated staff`,
  defaultCount: 500_000,
  generate,
};
