// Client and asset search at scale (1,000,000 clients, 1,500,000 assets): which requests the HTTP
// runs send and the same work as raw SQL. The statements are not retyped: the server's own code
// (lib/sql.ts pageOfMatches over clients.repo.ts clientMatches/findClientViews and assets.repo.ts
// assetMatches/findAssetViews) runs once against a recording Drizzle driver, so bench replays
// exactly the SQL and parameters the server sends for each request.

import * as schema from '@pawndesk/server/src/db/schema.ts';
import { type MatchQueries, pageOfMatches } from '@pawndesk/server/src/lib/sql.ts';
import {
  assetMatches,
  assetViewsStatementName,
  findAssetViews,
} from '@pawndesk/server/src/modules/assets/assets.repo.ts';
import {
  clientMatches,
  clientViewsStatementName,
  findClientViews,
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

/** `prepared`: the server runs it as this named prepared statement, and the replay does too. */
export type Statement = { sql: string; params: unknown[]; prepared?: string };

export type SearchScenario = {
  key: SearchScenarioKey;
  label: string;
  /** Path and query of the API call (as the demo 'validator'). */
  path: string;
  term: string;
  /**
   * The statements of this request as the service runs them (ADR 0006): `ids` side by side (the
   * first 1,001 matching client ids; or a page of asset ids beside a count that stops at 1,001),
   * then the page's views.
   */
  statements: { ids: Statement[]; views: Statement };
  /** What `total` says: the matches, counted up to 1,001. */
  matching: number;
};

export type SearchPlan = {
  scenarios: SearchScenario[];
  clients: number;
  assets: number;
};

type Captured = { sql: string; params: unknown[] };
type RepoDb = Parameters<typeof findClientViews>[0];

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

/** Runs server code against the bench database through a driver that records each statement. */
async function record<T>(db: SqlClient, work: (repoDb: RepoDb) => Promise<T>) {
  const statements: Statement[] = [];
  const repoDb = drizzle(
    async (sql, params) => {
      statements.push({ sql, params });
      const rows = await db.query<Record<string, unknown>>(sql, params);
      // pg-proxy reads rows as arrays of values; these statements have no repeated column names.
      return { rows: rows.map((row) => Object.values(row)) };
    },
    { schema, casing: 'snake_case' },
  );
  const result = await work(repoDb as unknown as RepoDb);
  return { result, statements };
}

/** Page 1 of a search as the service runs it: the ids (and count), then the views of its page. */
async function requestStatements(
  db: SqlClient,
  term: string,
  matches: (repoDb: RepoDb) => MatchQueries,
  findViews: (repoDb: RepoDb, ids: number[]) => Promise<unknown>,
  viewsName: string,
): Promise<SearchScenario['statements'] & { matching: number }> {
  const { result, statements } = await record(db, (repoDb) =>
    pageOfMatches(page, term, matches(repoDb)),
  );
  const views = await capture((repoDb) => findViews(repoDb, result.ids));
  return { ids: statements, views: { ...views, prepared: viewsName }, matching: result.total };
}

function clientStatements(db: SqlClient, term: string) {
  return requestStatements(
    db,
    term,
    (repoDb) => clientMatches(repoDb, { term }),
    findClientViews,
    clientViewsStatementName,
  );
}

function assetStatements(db: SqlClient, term: string) {
  return requestStatements(
    db,
    term,
    (repoDb) => assetMatches(repoDb, { term }),
    findAssetViews,
    assetViewsStatementName,
  );
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
    const { ids, views, matching } = isAsset
      ? await assetStatements(db, term)
      : await clientStatements(db, term);
    scenarios.push({
      key,
      label: `GET /crm/api/v2/${isAsset ? 'assets' : 'clients'}/?term=${term} (${what})`,
      path: isAsset
        ? `/crm/api/v2/assets/?term=${encodeURIComponent(term)}&page=1&pageSize=${pageSize}`
        : clientPath(term),
      term,
      statements: { ids, views },
      matching,
    });
  }
  return { scenarios, clients, assets };
}

/** One request's database work as the service does it: the ids (∥ the count), then the views. */
export async function runSearchWork(db: SqlClient, scenario: SearchScenario): Promise<void> {
  const { ids, views } = scenario.statements;
  await Promise.all(ids.map((statement) => db.query(statement.sql, statement.params)));
  await db.query(views.sql, views.params, views.prepared);
}

/** What a statement of a search request does, for the report. */
function statementKind(statement: Statement): SearchPlanExplain['statement'] {
  return statement.sql.startsWith('select count(') ? 'count' : 'ids';
}

/** The ids (∥ count) → views label of a search request's statements. */
export function searchWorkLabel(scenario: SearchScenario): string {
  return `${scenario.statements.ids.map(statementKind).join(' ∥ ')} → views`;
}

export type SearchPlanExplain = {
  key: SearchScenarioKey;
  statement: 'ids' | 'count' | 'views';
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

/** EXPLAIN (ANALYZE, BUFFERS) of each scenario's statements, once warm. */
export async function explainSearchScenarios(
  db: SqlClient,
  plan: SearchPlan,
): Promise<SearchPlanExplain[]> {
  const results: SearchPlanExplain[] = [];
  for (const scenario of plan.scenarios) {
    const { ids, views } = scenario.statements;
    const statements = [
      ...ids.map((item) => ({ kind: statementKind(item), item })),
      { kind: 'views' as const, item: views },
    ];
    for (const { kind: statement, item } of statements) {
      const { sql, params } = item;
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
