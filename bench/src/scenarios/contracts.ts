// Contracts at scale (2,000,000 contracts, 6,000,000 transactions): the list with its summary,
// the detail and the transactions tab, over HTTP and as the raw SQL of exactly the statements the
// server sends for each request. The statements are not retyped: the contract repos' own functions
// run against a capturing Drizzle driver (as the search scenario does), with the query the route
// parses from the same URL (contractListQuery).
import { contractListQuery } from '@pawndesk/domain/contract-api';
import { contractListTotal } from '@pawndesk/domain/contract-counts';
import { addDays, businessDate } from '@pawndesk/domain/dates';
import * as schema from '@pawndesk/server/src/db/schema.ts';
import { clientDetail } from '@pawndesk/server/src/modules/clients/client-details.ts';
import { clientViewByIdStatementName } from '@pawndesk/server/src/modules/clients/clients.repo.ts';
import { listTransactions } from '@pawndesk/server/src/modules/contracts/contract-money.repo.ts';
import { findStorageWithBranch } from '@pawndesk/server/src/modules/contracts/contract-references.repo.ts';
import {
  contractViewStatementNames,
  contractViewsStatementName,
  findContractView,
  findContractViews,
  listContractIds,
  listContractViews,
  summarizeContracts,
} from '@pawndesk/server/src/modules/contracts/contracts.repo.ts';
import { printIssuerOf } from '@pawndesk/server/src/modules/reference/print-issuer.ts';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { benchContractBase } from '../generators/contracts.ts';
import { explainAnalyze } from '../lib/explain.ts';
import { closedLoop, type LoopResult, serialLoop } from '../lib/loops.ts';
import type { SqlClient } from '../lib/sql-client.ts';

export const contractScenarioKeys = [
  'contracts-list',
  'contracts-detail',
  'contracts-transactions',
  'contracts-redeem-info',
] as const;
export type ContractScenarioKey = (typeof contractScenarioKeys)[number];

/** Issue 5's target: the list with its summary, p50 under 50 ms on PostgreSQL. */
export const contractListBudgetMs = 50;
const pageSize = 20;
/** The list's filter: the active statuses over the default preset (one year back to today). */
const listStatuses = ['DISBURSED', 'OVERDUE'] as const;
/** Detail and transactions rotate over this many generated contracts spread over the table. */
const sampleSize = 100;

export type Statement = {
  sql: string;
  params: unknown[];
  /** What it is in the request (page ids, views, count…), for the report. */
  name?: string;
  /** The server runs it as this named prepared statement; the replay does too. */
  prepared?: string;
};

/** Marks the leading captured statements as the server's named prepared ones, in order. */
function preparedAs(statements: Statement[], ...names: string[]): Statement[] {
  if (statements.length < names.length) {
    throw new Error(`Expected ${names.length} prepared statements first`);
  }
  return statements.map((statement, index) => {
    const prepared = names[index];
    return prepared ? { ...statement, prepared } : statement;
  });
}

/** Names the captured statements in order (the repo's functions' order). */
function named(statements: Statement[], names: readonly string[]): Statement[] {
  if (statements.length !== names.length) {
    throw new Error(`Expected ${names.length} statements from the repo, got ${statements.length}`);
  }
  return statements.map((statement, index) => ({ ...statement, name: names[index] }));
}

export type ContractRequest = {
  path: string;
  /**
   * The repo's statements for this request, as the service runs them: the lanes in parallel, the
   * statements of a lane one after the other (the list: ids then views ∥ the counts; the
   * transactions: the contract's view then its rows).
   */
  lanes: Statement[][];
};

export type ContractScenario = {
  key: ContractScenarioKey;
  label: string;
  /** One request, or a rotation over the sampled contracts (one request per contract). */
  requests: ContractRequest[];
  note: string;
};

export type ContractPlan = {
  contracts: number;
  transactions: number;
  fromDate: string;
  toDate: string;
  /** What the list's `total` says for the filter. */
  matching: number;
  sampled: { contracts: number; transactions: number };
  scenarios: ContractScenario[];
};

type RepoDb = Parameters<typeof findContractView>[0];

/** Runs repo code against a driver that records each statement and returns no rows. */
async function captureAll(work: (db: RepoDb) => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const db = drizzle(
    async (sql, params) => {
      captured.push({ sql, params });
      return { rows: [] };
    },
    { schema, casing: 'snake_case' },
  );
  await work(db as unknown as RepoDb);
  if (captured.length === 0) {
    throw new Error('The repo sent no statement');
  }
  return captured;
}

async function one<T extends object>(db: SqlClient, sql: string, params: unknown[] = []) {
  const [row] = await db.query<T>(sql, params);
  return row;
}

/** `date` one calendar year earlier (29 February → 28 February). */
function yearBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const earlier = new Date(Date.UTC(year - 1, month - 1, day));
  return earlier.getUTCMonth() === month - 1
    ? earlier.toISOString().slice(0, 10)
    : addDays(`${year - 1}-${String(month).padStart(2, '0')}-01`, 27);
}

/**
 * The list request: listContractViews (the page's ids, then the prepared views statement with the
 * ids the first one returns here) ∥ summarizeContracts (the counts the total and summary come from).
 */
async function listRequest(
  db: SqlClient,
  fromDate: string,
  toDate: string,
): Promise<ContractRequest> {
  const search = new URLSearchParams();
  for (const status of listStatuses) {
    search.append('status', status);
  }
  search.set('fromDate', fromDate);
  search.set('toDate', toDate);
  search.set('page', '1');
  search.set('pageSize', String(pageSize));
  // The route's own parsing of the same query string (repeated status, defaults for the rest).
  const query = contractListQuery.parse({
    status: [...listStatuses],
    fromDate,
    toDate,
    page: '1',
    pageSize: String(pageSize),
  });
  const [ids] = named(await captureAll((repo) => listContractIds(repo, query)), ['page ids']) as [
    Statement,
  ];
  const idRows = await db.query<{ id: number }>(ids.sql, ids.params);
  const [views] = named(
    await captureAll((repo) =>
      findContractViews(
        repo,
        idRows.map((row) => Number(row.id)),
      ),
    ),
    ['views'],
  ) as [Statement];
  const [counts] = named(await captureAll((repo) => summarizeContracts(repo, query)), [
    'counts',
  ]) as [Statement];
  // listContractViews itself, with no rows back, sends only the ids statement: if the repo stops
  // going ids → views, the replay above would no longer be what the server sends.
  const whole = await captureAll((repo) => listContractViews(repo, query));
  if (whole.length !== 1 || whole[0]?.sql !== ids.sql) {
    throw new Error(
      'listContractViews no longer sends the page ids first; update the contracts scenario',
    );
  }
  return {
    path: `/crm/api/v2/contracts/?${search.toString()}`,
    lanes: [[ids, { ...views, prepared: contractViewsStatementName }], [counts]],
  };
}

/**
 * Plans the three requests: the list over the last year's DISBURSED and OVERDUE contracts, and the
 * detail and transactions of generated contracts spread evenly over the table (disbursed or later,
 * with at least one transaction), so the rotation reads different pages as staff opening
 * contracts would.
 */
export async function planContractScenarios(db: SqlClient): Promise<ContractPlan> {
  const totals = await one<{ contracts: number; transactions: number; generated: number }>(
    db,
    `select (select count(*) from contracts)::int as contracts,
       (select count(*) from contract_transactions)::int as transactions,
       (select count(*) from contracts where finflux_id > $1)::int as generated`,
    [benchContractBase],
  );
  const generated = totals?.generated ?? 0;
  if (generated === 0) {
    throw new Error('No generated contracts; run bench:data -- --contracts 2000000');
  }
  const toDate = businessDate(new Date());
  const fromDate = yearBefore(toDate);
  const list = await listRequest(db, fromDate, toDate);

  // Every k-th generated number, checked for a transaction, until the sample is full.
  const step = Math.max(1, Math.floor(generated / (sampleSize * 2)));
  const numbers = Array.from(
    { length: Math.min(generated, sampleSize * 2) },
    (_, index) => benchContractBase + 1 + index * step,
  );
  const candidates = await db.query<{
    id: number;
    finfluxId: number;
    transactions: number;
    clientId: number;
    branchId: number;
    storageId: number | null;
  }>(
    `select c.id, c.finflux_id::int as "finfluxId",
       (select count(*) from contract_transactions t where t.contract_id = c.id)::int as transactions,
       c.client_id as "clientId", c.branch_id as "branchId", a.storage_id as "storageId"
     from contracts c join assets a on a.id = c.asset_id
     where c.finflux_id = any($1::bigint[]) order by c.finflux_id`,
    [numbers],
  );
  const sample = candidates.filter((row) => row.transactions > 0).slice(0, sampleSize);
  if (sample.length === 0) {
    throw new Error('No generated contract has transactions; run bench:data -- --transactions n');
  }
  const detail: ContractRequest[] = [];
  const transactions: ContractRequest[] = [];
  const redeemInfo: ContractRequest[] = [];
  for (const contract of sample) {
    // reads/redeem-info.ts: the view, the client's detail, the branch as issuer, then the storage
    // when the asset has one, one after the other. The issuer throws on the capture's empty rows
    // after its statements are recorded.
    const redeemStatements = await captureAll(async (repo) => {
      await findContractView(repo, { finfluxId: contract.finfluxId });
      await clientDetail(repo, contract.clientId);
      await printIssuerOf(repo, contract.branchId).catch(() => undefined);
      if (contract.storageId !== null) {
        await findStorageWithBranch(repo, contract.storageId);
      }
    });
    redeemInfo.push({
      path: `/crm/api/v2/contracts/finflux-${contract.finfluxId}/redeem-info/`,
      lanes: [
        preparedAs(
          redeemStatements,
          contractViewStatementNames.finfluxId,
          clientViewByIdStatementName,
        ),
      ],
    });
    detail.push({
      path: `/crm/api/v2/contracts/finflux-${contract.finfluxId}/`,
      lanes: [
        preparedAs(
          named(
            await captureAll((repo) => findContractView(repo, { finfluxId: contract.finfluxId })),
            ['view'],
          ),
          contractViewStatementNames.finfluxId,
        ),
      ],
    });
    // The service: the contract's view (404 when missing), then its transactions.
    const view = preparedAs(
      await captureAll((repo) => findContractView(repo, { id: contract.id })),
      contractViewStatementNames.id,
    );
    const rows = await captureAll((repo) => listTransactions(repo, contract.id));
    transactions.push({
      path: `/crm/api/v2/contracts/${contract.id}/transactions/`,
      lanes: [[...named(view, ['view']), ...named(rows, ['transactions'])]],
    });
  }
  const countStatement = list.lanes[1]?.[0];
  const counted = countStatement
    ? await db.query<Record<string, unknown>>(countStatement.sql, countStatement.params)
    : [];
  // Drizzle reads rows as arrays, so the columns are unnamed: (status, count, clients) per row,
  // the grand total's status null; the total is the server's own sum over the listed statuses.
  const byStatus = new Map<string, number>();
  for (const row of counted) {
    const [status, n] = Object.values(row);
    if (typeof status === 'string') {
      byStatus.set(status, Number(n));
    }
  }
  const matching = contractListTotal({ byStatus, clients: 0 }, listStatuses);
  const sampledTransactions = sample.reduce((sum, row) => sum + row.transactions, 0);
  const rotation = `rotating over ${sample.length} contracts (${sampledTransactions.toLocaleString('en-US')} transactions)`;
  return {
    contracts: totals?.contracts ?? 0,
    transactions: totals?.transactions ?? 0,
    fromDate,
    toDate,
    matching,
    sampled: { contracts: sample.length, transactions: sampledTransactions },
    scenarios: [
      {
        key: 'contracts-list',
        label: `GET /crm/api/v2/contracts/?status=${listStatuses.join('&status=')}&fromDate=${fromDate}&toDate=${toDate} (list with summary)`,
        requests: [list],
        note: `${matching.toLocaleString('en-US')} matching`,
      },
      {
        key: 'contracts-detail',
        label: 'GET /crm/api/v2/contracts/finflux-{id}/ (detail)',
        requests: detail,
        note: rotation,
      },
      {
        key: 'contracts-transactions',
        label: 'GET /crm/api/v2/contracts/{id}/transactions/ (transactions)',
        requests: transactions,
        note: rotation,
      },
      {
        key: 'contracts-redeem-info',
        label: 'GET /crm/api/v2/contracts/finflux-{id}/redeem-info/ (redeem info)',
        requests: redeemInfo,
        note: rotation,
      },
    ],
  };
}

/** One request's database work as the service does it. */
async function runContractRequest(db: SqlClient, request: ContractRequest): Promise<void> {
  await Promise.all(
    request.lanes.map(async (lane) => {
      for (const statement of lane) {
        await db.query(statement.sql, statement.params, statement.prepared);
      }
    }),
  );
}

/** The next request of a scenario's rotation, shared by every caller. */
export function rotation(scenario: ContractScenario): () => ContractRequest {
  let next = 0;
  return () => {
    const request = scenario.requests[next % scenario.requests.length];
    next += 1;
    if (!request) {
      throw new Error(`${scenario.key} has no request`);
    }
    return request;
  };
}

export type ContractRawResult = {
  key: ContractScenarioKey;
  label: string;
  statements: string[];
  serial: LoopResult;
  concurrent: LoopResult;
};

/**
 * Each request's statements straight through the driver (a pool of 10, like the server): one
 * caller for `iterations` calls (bounded by the duration), then `callers` concurrent callers.
 */
export async function measureContractSql(
  db: SqlClient,
  plan: ContractPlan,
  options: {
    callers: number;
    durationMs: number;
    iterations: number;
    log: (line: string) => void;
  },
): Promise<ContractRawResult[]> {
  const results: ContractRawResult[] = [];
  for (const scenario of plan.scenarios) {
    options.log(`  raw: ${scenario.label}`);
    const next = rotation(scenario);
    const work = () => runContractRequest(db, next());
    await serialLoop(work, Math.min(50, options.iterations), options.durationMs / 5);
    const serial = await serialLoop(work, options.iterations, options.durationMs);
    const concurrent = await closedLoop(work, options.callers, options.durationMs);
    const [first] = scenario.requests;
    results.push({
      key: scenario.key,
      label: scenario.label,
      statements: first?.lanes.flat().map((statement) => statement.sql) ?? [],
      serial,
      concurrent,
    });
  }
  return results;
}

export type ContractPlanExplain = {
  key: ContractScenarioKey;
  /** The statement's name in the request (page, count, summary, view, transactions…). */
  statement: string;
  sql: string;
  params: unknown[];
  planningMs: number;
  executionMs: number;
  plan: string;
};

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of each scenario's first request, warm. */
export async function explainContractScenarios(
  db: SqlClient,
  plan: ContractPlan,
): Promise<ContractPlanExplain[]> {
  const results: ContractPlanExplain[] = [];
  for (const scenario of plan.scenarios) {
    const lanes = scenario.requests[0]?.lanes ?? [];
    for (const lane of lanes) {
      for (const { sql, params, name } of lane) {
        results.push({
          key: scenario.key,
          statement: name ?? '',
          sql,
          params,
          ...(await explainAnalyze(db, sql, params)),
        });
      }
    }
  }
  return results;
}

/** What the report and the JSON keep of the contract scenarios. */
export type ContractReport = Omit<ContractPlan, 'scenarios'> & {
  /** Each request's first path and how many requests its rotation has. */
  paths: { key: ContractScenarioKey; path: string; requests: number }[];
  raw: ContractRawResult[];
  explains: ContractPlanExplain[];
};

export function contractReport(
  plan: ContractPlan,
  raw: ContractRawResult[],
  explains: ContractPlanExplain[],
): ContractReport {
  const { scenarios, ...data } = plan;
  return {
    ...data,
    paths: scenarios.map((scenario) => ({
      key: scenario.key,
      path: scenario.requests[0]?.path ?? '',
      requests: scenario.requests.length,
    })),
    raw,
    explains,
  };
}
