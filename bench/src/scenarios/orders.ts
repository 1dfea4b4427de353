// The Orders list at scale: which requests the HTTP runs send, the same work as raw SQL (the
// statements of apps/server/src/modules/orders/orders.repo.ts, one for one) and their plans.
import { benchAgentIds, benchOrderNote } from '../generators/orders.ts';
import { homeBranchCode } from '../generators/users.ts';
import type { SqlClient } from '../lib/sql-client.ts';

export const orderScenarioKeys = [
  'orders-list',
  'orders-phone',
  'orders-deep',
  'my-orders',
] as const;
export type OrderScenarioKey = (typeof orderScenarioKeys)[number];

/** The server's p50 budget for each order-list request on PostgreSQL. */
export const orderListBudgetMs = 25;
const pageSize = 20;
const deepPage = 2000;

export type OrderScenario = {
  key: OrderScenarioKey;
  label: string;
  /** Path and query of the API call. */
  path: string;
  /** Whose Bearer token: the demo 'sales' user, or the generated agent with the most orders. */
  as: 'sales' | 'agent';
  /** The repo's statements for this request, in the order the service runs them. */
  idsSql: string;
  countersSql: string;
  params: unknown[];
  /** Rows the filter matches (what `total` says), for the report. */
  matching: number;
};

export type OrderPlan = {
  scenarios: OrderScenario[];
  agent: { id: number; username: string; branchCode: string; orders: number };
  phonePrefix: string;
  totalOrders: number;
};

// Mirrors listOrderIds: the default sort stops at id (unique), then LIMIT/OFFSET.
const orderBy = 'order by "orders"."step_index" asc, "orders"."last_modify" asc, "orders"."id" asc';
const idsPage = (where: string, limit: string, offset: string) =>
  `select "id" from "orders" ${where} ${orderBy} limit ${limit} offset ${offset}`;
// Mirrors countOrders: the trigger-kept table when unfiltered, else a count grouped by step_index.
const countersUnfiltered = 'select "step", "count" from "order_step_counts"';
const countersWhere = (where: string) =>
  `select "orders"."step_index", count(*) from "orders" ${where} group by "orders"."step_index"`;

/** Mirrors findOrderViews: the 20 orders with everything their DTO shows (a prepared statement). */
export const orderViewsSql = `select "orders".*,
  "asset_types"."id", "asset_types"."name", "asset_types"."description",
  "validator"."id", "validator"."username", "validator"."first_name", "validator"."last_name",
  "supporting_validator"."id", "supporting_validator"."username",
  "supporting_validator"."first_name", "supporting_validator"."last_name",
  "agent"."id", "agent"."username", "agent"."first_name", "agent"."last_name",
  "working_agent"."id", "working_agent"."username", "working_agent"."first_name",
  "working_agent"."last_name",
  "locations"."id", "locations"."name", "locations"."level", "locations"."tree",
  "parent_location"."id", "parent_location"."name", "branches"."name",
  "clients"."id", "clients"."last_name", "clients"."first_name",
  (select json_build_object('id', c.id, 'finfluxId', c.finflux_id, 'status', c.status)
    from contracts c
    where c.order_id = "orders"."id" and c.status <> 'REJECTED'
    order by c.id desc limit 1)
from "orders"
left join "asset_types" on "asset_types"."id" = "orders"."asset_type_id"
left join "users" "validator" on "validator"."id" = "orders"."validator_id"
left join "users" "supporting_validator" on "supporting_validator"."id" = "orders"."supporting_validator_id"
left join "users" "agent" on "agent"."id" = "orders"."agent_id"
left join "users" "working_agent" on "working_agent"."id" = "orders"."working_agent_id"
left join "locations" on "locations"."id" = "orders"."location_id"
left join "locations" "parent_location" on "parent_location"."id" = "locations"."parent_id"
left join "branches" on "branches"."id" = "orders"."branch_id"
left join "clients" on "clients"."id" = "orders"."client_id"
where "orders"."id" = any($1::int[])`;

async function countWhere(db: SqlClient, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from "orders" ${where}`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Picks the requests from the data: a 6-digit phone prefix that exists, page 2000, and the
 * generated agent holding the most orders (the generator skews towards bench0000001).
 */
export async function planOrderScenarios(db: SqlClient): Promise<OrderPlan> {
  const [total] = await db.query<{ n: number }>(
    'select coalesce(sum(count), 0)::int as n from order_step_counts',
  );
  const totalOrders = total?.n ?? 0;
  if (totalOrders < pageSize * deepPage) {
    throw new Error(
      `Only ${totalOrders} orders: the deep-page scenario needs ${pageSize * deepPage}; run bench:data -- --orders 500000`,
    );
  }
  const [sample] = await db.query<{ prefix: string }>(
    'select left(phone, 6) as prefix from orders where note = $1 order by id limit 1',
    [benchOrderNote],
  );
  const phonePrefix = sample?.prefix ?? '090000';
  const [agentId] = await benchAgentIds(db);
  const [agentRow] = await db.query<{ username: string }>(
    'select username from users where id = $1',
    [agentId],
  );
  if (agentId === undefined || !agentRow) {
    throw new Error('No generated agent to list my-orders for; run bench:data');
  }
  // A generated agent signs in at their home branch; the demo fallback ('sales') at HN01.
  const generated = agentRow.username.match(/^bench(\d{7})$/);
  const agent = {
    id: agentId,
    username: agentRow.username,
    branchCode: generated ? homeBranchCode(Number(generated[1])) : 'HN01',
    orders: await countWhere(db, 'where "orders"."agent_id" = $1', [agentId]),
  };

  const phoneWhere = 'where "orders"."phone" like $1';
  const agentWhere = 'where "orders"."agent_id" = $1';
  const scenarios: OrderScenario[] = [
    {
      key: 'orders-list',
      label: 'GET /api/v1/orders/ page 1',
      path: `/api/v1/orders/?page=1&pageSize=${pageSize}`,
      as: 'sales',
      idsSql: idsPage('', '$1', '$2'),
      countersSql: countersUnfiltered,
      params: [pageSize, 0],
      matching: totalOrders,
    },
    {
      key: 'orders-phone',
      label: `GET /api/v1/orders/?phone=${phonePrefix}`,
      path: `/api/v1/orders/?phone=${phonePrefix}&page=1&pageSize=${pageSize}`,
      as: 'sales',
      idsSql: idsPage(phoneWhere, '$2', '$3'),
      countersSql: countersWhere(phoneWhere),
      params: [`${phonePrefix}%`, pageSize, 0],
      matching: await countWhere(db, phoneWhere, [`${phonePrefix}%`]),
    },
    {
      key: 'orders-deep',
      label: `GET /api/v1/orders/ page ${deepPage}`,
      path: `/api/v1/orders/?page=${deepPage}&pageSize=${pageSize}`,
      as: 'sales',
      idsSql: idsPage('', '$1', '$2'),
      countersSql: countersUnfiltered,
      params: [pageSize, (deepPage - 1) * pageSize],
      matching: totalOrders,
    },
    {
      key: 'my-orders',
      label: `GET /api/v1/my-orders/ (${agent.username})`,
      path: `/api/v1/my-orders/?page=1&pageSize=${pageSize}`,
      as: 'agent',
      idsSql: idsPage(agentWhere, '$2', '$3'),
      countersSql: countersWhere(agentWhere),
      params: [agentId, pageSize, 0],
      matching: agent.orders,
    },
  ];
  return { scenarios, agent, phonePrefix, totalOrders };
}

/** The parameters the counters statement takes: the filter's, not the page's. */
function countersParams(scenario: OrderScenario): unknown[] {
  return scenario.countersSql === countersUnfiltered ? [] : scenario.params.slice(0, 1);
}

/** One request's database work as the service does it: ids ∥ counters, then the views. */
export async function runOrderWork(db: SqlClient, scenario: OrderScenario): Promise<void> {
  const [ids] = await Promise.all([
    db.query<{ id: number }>(scenario.idsSql, scenario.params),
    db.query(scenario.countersSql, countersParams(scenario)),
  ]);
  await db.query(orderViewsSql, [ids.map((row) => row.id)], 'bench_order_views');
}

export type OrderPlanExplain = {
  key: OrderScenarioKey;
  statement: 'ids' | 'counters' | 'views';
  sql: string;
  planningMs: number;
  executionMs: number;
  plan: string;
};

function timing(lines: readonly string[], label: string): number {
  const line = lines.find((candidate) => candidate.startsWith(label));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each scenario's ids and counters statements, once warm, and of
 * the views statement for page 1 (planning it is most of its cost: ten tables joined).
 */
export async function explainOrderScenarios(
  db: SqlClient,
  plan: OrderPlan,
): Promise<OrderPlanExplain[]> {
  const results: OrderPlanExplain[] = [];
  for (const scenario of plan.scenarios) {
    const ids = await db.query<{ id: number }>(scenario.idsSql, scenario.params);
    const statements: [OrderPlanExplain['statement'], string, readonly unknown[]][] = [
      ['ids', scenario.idsSql, scenario.params],
      ['counters', scenario.countersSql, countersParams(scenario)],
    ];
    if (scenario.key === 'orders-list') {
      statements.push(['views', orderViewsSql, [ids.map((row) => row.id)]]);
    }
    for (const [statement, sql, params] of statements) {
      await db.query(sql, [...params]);
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, [
        ...params,
      ]);
      const lines = rows.map((row) => row['QUERY PLAN']);
      results.push({
        key: scenario.key,
        statement,
        sql,
        planningMs: timing(lines, 'Planning Time'),
        executionMs: timing(lines, 'Execution Time'),
        plan: lines.join('\n'),
      });
    }
  }
  return results;
}
