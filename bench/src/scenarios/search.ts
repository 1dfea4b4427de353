// Client and asset search at scale (1,000,000 clients, 1,500,000 assets): which requests the HTTP
// runs send and the same work as raw SQL. The statements are not retyped: the server's own repo
// functions (clients.repo.ts listClientViews/countClients, assets.repo.ts listAssetViews/
// countAssets) run once against a capturing Drizzle driver, so bench replays exactly the SQL and
// parameters the server sends for each request.
import * as schema from '@pawndesk/server/src/db/schema.ts';
import { countAssets, listAssetViews } from '@pawndesk/server/src/modules/assets/assets.repo.ts';
import {
  countClients,
  listClientViews,
} from '@pawndesk/server/src/modules/clients/clients.repo.ts';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { benchAssetMeta } from '../generators/assets.ts';
import { benchClientNote } from '../generators/clients.ts';
import type { SqlClient } from '../lib/sql-client.ts';

export const searchScenarioKeys = [
  'clients-name',
  'clients-phone',
  'clients-citizen',
  'clients-citizen-prefix',
  'assets-term',
] as const;
export type SearchScenarioKey = (typeof searchScenarioKeys)[number];

/** Issue 4's target: name search p95 under 50 ms on PostgreSQL. */
export const nameSearchBudgetMs = 50;
const pageSize = 30;
/** The name typed without accents, when it exists in the data. */
const preferredName = 'nguyen van hung';

export type Statement = { sql: string; params: unknown[] };

export type SearchScenario = {
  key: SearchScenarioKey;
  label: string;
  /** Path and query of the API call (as the demo 'validator'). */
  path: string;
  term: string;
  /** The repo's statements for this request; the service runs them in parallel. */
  statements: { list: Statement; count: Statement };
  /** Rows the search matches (what `total` says). */
  matching: number;
};

export type SearchPlan = {
  scenarios: SearchScenario[];
  clients: number;
  assets: number;
};

type Captured = { sql: string; params: unknown[] };
type RepoDb = Parameters<typeof listClientViews>[0];

/** Runs repo code against a driver that records each statement and returns no rows. */
export async function capture(work: (db: RepoDb) => Promise<unknown>): Promise<Statement> {
  const captured: Captured[] = [];
  const db = drizzle(
    async (sql, params) => {
      captured.push({ sql, params });
      return { rows: [] };
    },
    { schema, casing: 'snake_case' },
  );
  await work(db as unknown as RepoDb);
  const [statement] = captured;
  if (!statement || captured.length !== 1) {
    throw new Error(`Expected one statement from the repo, got ${captured.length}`);
  }
  return statement;
}

const page = { page: 1, pageSize };

async function clientStatements(term: string): Promise<SearchScenario['statements']> {
  const filter = { term };
  return {
    list: await capture((db) => listClientViews(db, filter, page)),
    count: await capture((db) => countClients(db, filter)),
  };
}

async function assetStatements(term: string): Promise<SearchScenario['statements']> {
  const filter = { term };
  return {
    list: await capture((db) => listAssetViews(db, filter, page)),
    count: await capture((db) => countAssets(db, filter)),
  };
}

async function one<T extends object>(db: SqlClient, sql: string, params: unknown[] = []) {
  const [row] = await db.query<T>(sql, params);
  return row;
}

/**
 * Picks search terms that exist: 'nguyen van hung' (or the first generated client's name, without
 * accents), a 6-digit phone prefix, a full citizen id and its 6-digit prefix, and a model word of a
 * generated asset's description.
 */
export async function planSearchScenarios(db: SqlClient): Promise<SearchPlan> {
  const clients = (await one<{ n: number }>(db, 'select count(*)::int as n from clients'))?.n ?? 0;
  const assets = (await one<{ n: number }>(db, 'select count(*)::int as n from assets'))?.n ?? 0;
  const sample = await one<{ name: string; phone: string; citizen: string }>(
    db,
    `select vn_norm(last_name || ' ' || first_name) as name, primary_phone as phone,
       citizen_id as citizen
     from clients where note = $1 and citizen_id is not null order by id offset 1000 limit 1`,
    [benchClientNote],
  );
  if (!sample) {
    throw new Error('No generated clients; run bench:data -- --clients 1000000 --assets 1500000');
  }
  const preferred = await one<{ id: number }>(
    db,
    `select id from clients where vn_norm(last_name || ' ' || first_name) like $1 limit 1`,
    [`%${preferredName}%`],
  );
  const name = preferred ? preferredName : sample.name;
  const asset = await one<{ description: string }>(
    db,
    `select vn_norm(description) as description from assets where meta @> $1::jsonb
     order by id limit 1`,
    [JSON.stringify(benchAssetMeta)],
  );
  if (!asset) {
    throw new Error('No generated assets; run bench:data -- --assets 1500000');
  }
  // The model: the longest word that is not a number ("vision", "iphone", "exciter").
  const assetWord =
    asset.description
      .split(/\s+/)
      .filter((word) => /^[a-z]{3,}$/.test(word))
      .sort((a, b) => b.length - a.length)[0] ?? asset.description.split(/\s+/)[0];
  const phonePrefix = sample.phone.slice(0, 6);
  const citizenPrefix = sample.citizen.slice(0, 6);
  const clientPath = (term: string) =>
    `/crm/api/v2/clients/?term=${encodeURIComponent(term)}&page=1&pageSize=${pageSize}`;
  const definitions: [SearchScenarioKey, string, string, boolean][] = [
    ['clients-name', 'name', name, false],
    ['clients-phone', 'phone prefix', phonePrefix, false],
    ['clients-citizen', 'citizen id', sample.citizen, false],
    ['clients-citizen-prefix', 'citizen id prefix', citizenPrefix, false],
    ['assets-term', 'asset description word', assetWord ?? 'honda', true],
  ];
  const scenarios: SearchScenario[] = [];
  for (const [key, what, term, isAsset] of definitions) {
    const statements = isAsset ? await assetStatements(term) : await clientStatements(term);
    const counted = await one<{ count: number }>(db, statements.count.sql, statements.count.params);
    scenarios.push({
      key,
      label: `GET /crm/api/v2/${isAsset ? 'assets' : 'clients'}/?term=${term} (${what})`,
      path: isAsset
        ? `/crm/api/v2/assets/?term=${encodeURIComponent(term)}&page=1&pageSize=${pageSize}`
        : clientPath(term),
      term,
      statements,
      matching: Number(counted?.count ?? 0),
    });
  }
  return { scenarios, clients, assets };
}

/** One request's database work as the service does it: the page ∥ the count. */
export async function runSearchWork(db: SqlClient, scenario: SearchScenario): Promise<void> {
  const { list, count } = scenario.statements;
  await Promise.all([db.query(list.sql, list.params), db.query(count.sql, count.params)]);
}

export type SearchPlanExplain = {
  key: SearchScenarioKey;
  statement: 'list' | 'count';
  sql: string;
  params: unknown[];
  planningMs: number;
  executionMs: number;
  plan: string;
};

function timing(lines: readonly string[], label: string): number {
  const line = lines.find((candidate) => candidate.startsWith(label));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each scenario's list and count statements, once warm. */
export async function explainSearchScenarios(
  db: SqlClient,
  plan: SearchPlan,
): Promise<SearchPlanExplain[]> {
  const results: SearchPlanExplain[] = [];
  for (const scenario of plan.scenarios) {
    for (const statement of ['list', 'count'] as const) {
      const { sql, params } = scenario.statements[statement];
      await db.query(sql, params);
      const rows = await db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        params,
      );
      const lines = rows.map((row) => row['QUERY PLAN']);
      results.push({
        key: scenario.key,
        statement,
        sql,
        params,
        planningMs: timing(lines, 'Planning Time'),
        executionMs: timing(lines, 'Execution Time'),
        plan: lines.join('\n'),
      });
    }
  }
  return results;
}
