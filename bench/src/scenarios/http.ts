import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { benchUsername, homeBranchCode, isActiveUser } from '../generators/users.ts';
import { spawnUntilReady } from '../lib/server-process.ts';
import { percentile, round } from '../lib/stats.ts';
import type { CashLogScenarioKey } from './cash-log.ts';
import { type ContractPlan, type ContractScenarioKey, rotation } from './contracts.ts';
import type { OrderPlan, OrderScenarioKey } from './orders.ts';
import type { SearchPlan, SearchScenarioKey } from './search.ts';
import type { VerbKey } from './verbs.ts';

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number };

export type HttpResult = {
  key:
    | 'hello'
    | 'misc'
    | 'me'
    | 'sign-in'
    | OrderScenarioKey
    | SearchScenarioKey
    | ContractScenarioKey
    | VerbKey
    | CashLogScenarioKey
    | `reminders-${string}`;
  label: string;
  requestsPerSecond: number;
  /** autocannon records whole milliseconds, so 0 means under 1 ms. */
  p50: number;
  /** From every response's own time (autocannon's histogram has no p95), fractional ms. */
  p95: number;
  p99: number;
  average: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** autocannon connections, when not the run's --connections. */
  connections?: number;
  note?: string;
};

function fire(options: Options): Promise<Result & { responseTimes: number[] }> {
  return new Promise((resolve, reject) => {
    const responseTimes: number[] = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, responseTimes }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      responseTimes.push(responseTime);
    });
  });
}

/** A warm-up run (discarded, lets the JIT and the pools settle) then the measured run. */
export async function measure(
  key: HttpResult['key'],
  label: string,
  options: Omit<Options, 'connections' | 'duration'>,
  load: LoadOptions,
): Promise<HttpResult> {
  if (load.warmupSeconds > 0) {
    await fire({ ...options, connections: load.connections, duration: load.warmupSeconds });
  }
  const result = await fire({
    ...options,
    connections: load.connections,
    duration: load.durationSeconds,
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    key,
    label,
    // autocannon's own figure (mean of the per-second samples), as in stack-lab §3.
    requestsPerSecond: round(result.requests.average, 1),
    p50: result.latency.p50,
    p95: round(
      percentile(
        result.responseTimes.sort((a, b) => a - b),
        95,
      ),
      1,
    ),
    p99: result.latency.p99,
    average: round(result.latency.average, 2),
    max: result.latency.max,
    requests,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

type Envelope<T> = { data: T };

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(
      `${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`,
    );
  }
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}

/** Branch ids by code, from the public /misc the login page reads. */
export async function fetchBranchIds(baseUrl: string): Promise<Map<string, number>> {
  const misc = await getJson<{ branches: { id: number; code: string }[] }>(
    `${baseUrl}/api/v1/misc/`,
  );
  return new Map(misc.branches.map((branch) => [branch.code, branch.id]));
}

export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  branch: number,
): Promise<string> {
  const tokens = await getJson<{ accessToken: string }>(`${baseUrl}/crm/api/v1/tokens/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, branch }),
  });
  return tokens.accessToken;
}

const helloServer = fileURLToPath(new URL('../hello-server.ts', import.meta.url));

/** The ceiling: a bare Fastify hello world in its own process, measured the same way. */
export async function measureHelloWorld(
  load: LoadOptions,
): Promise<{ result: HttpResult; peakRssBytes: number | undefined }> {
  const hello = await spawnUntilReady({
    args: ['--import', 'tsx', helloServer],
    env: process.env,
    ready: /hello ready: (?<url>\S+)\r?\n/,
    timeoutMs: 30_000,
  });
  try {
    const result = await measure(
      'hello',
      'Fastify hello world (ceiling)',
      { url: `${hello.url}/hello` },
      load,
    );
    return { result, peakRssBytes: hello.peakRssBytes() };
  } finally {
    await hello.stop();
  }
}

export type PawnDeskHttpOptions = {
  load: LoadOptions;
  generatedUsers: number;
  password: string;
  log: (line: string) => void;
};

/** /misc, /me and sign-in against a running PawnDesk. Only valid credentials are ever sent. */
export async function measurePawnDesk(
  baseUrl: string,
  options: PawnDeskHttpOptions,
): Promise<HttpResult[]> {
  const { load, log } = options;
  const branchIds = await fetchBranchIds(baseUrl);
  const hn01 = branchIds.get('HN01');
  if (hn01 === undefined) {
    throw new Error('Branch HN01 is missing from /api/v1/misc/');
  }
  const token = await signIn(baseUrl, 'sales', options.password, hn01);

  log('  http: GET /api/v1/misc/');
  const misc = await measureMisc(baseUrl, 'kept', load);
  log('  http: GET /api/v1/misc/ with If-None-Match');
  const notModified = await measureMisc(baseUrl, 'not-modified', load);
  log('  http: GET /crm/api/v1/me/');
  const me = await measure(
    'me',
    'GET /crm/api/v1/me/ (Bearer)',
    { url: `${baseUrl}/crm/api/v1/me/`, headers: { authorization: `Bearer ${token}` } },
    load,
  );

  // Round-robin over the active generated staff, each at their home branch: successful sign-ins
  // are not throttled, and the user lookup hits a users table of realistic size.
  let next = 0;
  const signInRequest: Request = {
    method: 'POST',
    path: '/crm/api/v1/tokens/',
    headers: { 'content-type': 'application/json' },
    setupRequest(request) {
      do {
        next = (next % options.generatedUsers) + 1;
      } while (!isActiveUser(next));
      const body = JSON.stringify({
        username: benchUsername(next),
        password: options.password,
        branch: branchIds.get(homeBranchCode(next)),
      });
      return { ...request, body };
    },
  };
  log('  http: POST /crm/api/v1/tokens/');
  const signInResult = await measure(
    'sign-in',
    'POST /crm/api/v1/tokens/ (sign-in)',
    { url: baseUrl, requests: [signInRequest] },
    load,
  );
  signInResult.note = 'argon2id verify per request: CPU-bound by design';
  return [misc, notModified, me, signInResult];
}

/**
 * /misc as a server answers it (decisions/0039): from memory (`kept`), to a browser revalidating
 * its copy (`not-modified`, a bodiless 304), or from the database on a server started with
 * REFERENCE_CACHE=off (`uncached`). All three are set against the raw SQL of its three selects.
 */
export async function measureMisc(
  baseUrl: string,
  variant: 'kept' | 'not-modified' | 'uncached',
  load: LoadOptions,
): Promise<HttpResult> {
  const url = `${baseUrl}/api/v1/misc/`;
  if (variant === 'not-modified') {
    const etag = (await fetch(url)).headers.get('etag');
    if (!etag) {
      throw new Error('/api/v1/misc/ answered without an ETag');
    }
    const result = await measure(
      'misc',
      'GET /api/v1/misc/ with If-None-Match (304)',
      { url, headers: { 'if-none-match': etag } },
      load,
    );
    if (result.requests === 0 || (result.statusCodes['304'] ?? 0) !== result.requests) {
      throw new Error(`/api/v1/misc/ with its ETag: ${JSON.stringify(result.statusCodes)}`);
    }
    // autocannon counts a 304 as non-2xx; here every answer is the expected 304 (checked above).
    return { ...result, non2xx: 0, note: 'every answer a bodiless 304' };
  }
  const label = variant === 'kept' ? 'from memory' : 'REFERENCE_CACHE=off';
  return measure('misc', `GET /api/v1/misc/ (public, ${label})`, { url }, load);
}

export type OrderHttpOptions = {
  load: LoadOptions;
  password: string;
  log: (line: string) => void;
};

/**
 * The order lists over the generated orders: page 1 with its counters, a phone-prefix search, a
 * deep page and one agent's own orders, each with the Bearer token of a user with order_access.
 */
export async function measureOrderLists(
  baseUrl: string,
  plan: OrderPlan,
  options: OrderHttpOptions,
): Promise<HttpResult[]> {
  const branchIds = await fetchBranchIds(baseUrl);
  const branchId = (code: string) => {
    const id = branchIds.get(code);
    if (id === undefined) {
      throw new Error(`Branch ${code} is missing from /api/v1/misc/`);
    }
    return id;
  };
  const tokens = {
    sales: await signIn(baseUrl, 'sales', options.password, branchId('HN01')),
    agent: await signIn(
      baseUrl,
      plan.agent.username,
      options.password,
      branchId(plan.agent.branchCode),
    ),
  };
  const results: HttpResult[] = [];
  for (const scenario of plan.scenarios) {
    const url = `${baseUrl}${scenario.path}`;
    const headers = { authorization: `Bearer ${tokens[scenario.as]}` };
    // One checked call first: a wrong token or an empty page should fail loudly, not be timed.
    const page = await getJson<{ items: unknown[]; total: number }>(url, { headers });
    if (page.items.length === 0) {
      throw new Error(`${scenario.path} returned no orders (total ${page.total})`);
    }
    options.log(`  http: ${scenario.label}`);
    const result = await measure(scenario.key, scenario.label, { url, headers }, options.load);
    result.note = `${page.total.toLocaleString('en-US')} matching`;
    // The same request one at a time: its latency without the queue that 50 connections build
    // on a small machine (p50 at -c 50 is about 50 ÷ req/s once the server is saturated).
    options.log(`  http: ${scenario.label}, 1 connection`);
    const single = await measure(
      scenario.key,
      `${scenario.label}, 1 connection`,
      { url, headers },
      { ...options.load, connections: 1 },
    );
    single.connections = 1;
    single.note = result.note;
    results.push(result, single);
  }
  return results;
}

/**
 * The client and asset searches over the generated rows, as the demo 'validator' (client_access
 * and asset_access): each at the run's connections and again with 1 connection.
 */
export async function measureSearches(
  baseUrl: string,
  plan: SearchPlan,
  options: OrderHttpOptions,
): Promise<HttpResult[]> {
  const branchIds = await fetchBranchIds(baseUrl);
  const hn01 = branchIds.get('HN01');
  if (hn01 === undefined) {
    throw new Error('Branch HN01 is missing from /api/v1/misc/');
  }
  const token = await signIn(baseUrl, 'validator', options.password, hn01);
  const headers = { authorization: `Bearer ${token}` };
  const results: HttpResult[] = [];
  for (const scenario of plan.scenarios) {
    const url = `${baseUrl}${scenario.path}`;
    const page = await getJson<{ items: unknown[]; total: number }>(url, { headers });
    if (page.items.length === 0) {
      throw new Error(`${scenario.path} found nothing (total ${page.total})`);
    }
    options.log(`  http: ${scenario.label}`);
    const result = await measure(scenario.key, scenario.label, { url, headers }, options.load);
    result.note = `${page.total.toLocaleString('en-US')} matching`;
    // autocannon stops at its deadline, the server does not: a slow search leaves up to
    // `connections` requests queued. One request waits them out, so the next run starts empty.
    await getJson(url, { headers });
    options.log(`  http: ${scenario.label}, 1 connection`);
    const single = await measure(
      scenario.key,
      `${scenario.label}, 1 connection`,
      { url, headers },
      { ...options.load, connections: 1 },
    );
    single.connections = 1;
    single.note = result.note;
    await getJson(url, { headers });
    results.push(result, single);
  }
  return results;
}

/**
 * The contract list with its summary, the detail and the transactions tab as the demo 'validator'
 * (contract_access): each at the run's connections and again with 1 connection. Detail and
 * transactions rotate over the plan's sampled contracts, one request per contract in turn.
 */
export async function measureContracts(
  baseUrl: string,
  plan: ContractPlan,
  options: OrderHttpOptions,
): Promise<HttpResult[]> {
  const branchIds = await fetchBranchIds(baseUrl);
  const hn01 = branchIds.get('HN01');
  if (hn01 === undefined) {
    throw new Error('Branch HN01 is missing from /api/v1/misc/');
  }
  const token = await signIn(baseUrl, 'validator', options.password, hn01);
  const headers = { authorization: `Bearer ${token}` };
  const results: HttpResult[] = [];
  for (const scenario of plan.scenarios) {
    // Every request of the rotation once, checked: a 404 or an empty list fails loudly.
    for (const request of scenario.requests) {
      const body = await getJson<{ items?: unknown[]; id?: number }>(`${baseUrl}${request.path}`, {
        headers,
      });
      if (body.items?.length === 0) {
        throw new Error(`${request.path} returned no rows`);
      }
    }
    const next = rotation(scenario);
    const requests: Request[] = [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: next().path }),
      },
    ];
    for (const connections of [options.load.connections, 1]) {
      const label = connections === 1 ? `${scenario.label}, 1 connection` : scenario.label;
      options.log(`  http: ${label}`);
      const result = await measure(
        scenario.key,
        label,
        { url: baseUrl, headers, requests },
        { ...options.load, connections },
      );
      result.note = scenario.note;
      // autocannon stops at its deadline, the server does not: one more request waits out the
      // queued ones, so the next run starts empty.
      await getJson(`${baseUrl}${next().path}`, { headers });
      if (connections === 1) {
        result.connections = 1;
      }
      results.push(result);
    }
  }
  return results;
}
