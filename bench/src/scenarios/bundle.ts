import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { homeMeta, loginRoute, protectedRoutes } from '../../../apps/web/src/app/route-table.ts';
import { webDist } from '../lib/paths.ts';
import { fetchBranchIds, getJson, signIn } from './http.ts';

export const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export type AssetKind = 'js' | 'css';
export type Asset = { name: string; kind: AssetKind; rawBytes: number; gzipBytes: number };
export type AssetTotals = { files: number; rawBytes: number; gzipBytes: number };

export type BundleResult = {
  method: 'chromium' | 'index.html' | 'not measured';
  /** Why a fallback was used, or why nothing was measured. */
  reason?: string;
  js: AssetTotals;
  css: AssetTotals;
  assets: Asset[];
  /** Navigation timings of the cold /login load (chromium only). */
  timings?: { domContentLoadedMs: number; loadMs: number; networkIdleMs: number };
  /** Every route of the console, each opened cold (chromium only). */
  routes?: RouteBundle[];
};

function asset(name: string, kind: AssetKind, body: Buffer): Asset {
  // gzip at zlib's default level 6, what a typical reverse proxy sends.
  return { name, kind, rawBytes: body.length, gzipBytes: gzipSync(body).length };
}

function totals(assets: readonly Asset[], kind: AssetKind): AssetTotals {
  const ofKind = assets.filter((item) => item.kind === kind);
  return {
    files: ofKind.length,
    rawBytes: ofKind.reduce((sum, item) => sum + item.rawBytes, 0),
    gzipBytes: ofKind.reduce((sum, item) => sum + item.gzipBytes, 0),
  };
}

function result(
  method: BundleResult['method'],
  assets: Asset[],
  extra: Partial<BundleResult> = {},
): BundleResult {
  return { method, js: totals(assets, 'js'), css: totals(assets, 'css'), assets, ...extra };
}

function kindOf(resourceType: string, url: string): AssetKind | undefined {
  const pathname = new URL(url).pathname;
  if (resourceType === 'script' || /\.m?js$/.test(pathname)) {
    return 'js';
  }
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) {
    return 'css';
  }
  return undefined;
}

/** The session the console keeps in localStorage (apps/web/src/lib/session.ts). */
const sessionKey = 'pawndesk.session';

export type RouteBudget = { route: string; budgetBytes: number };

/** /login, the home route and every signed-in route of the console's route table, with budgets. */
export function consoleRoutes(): RouteBudget[] {
  return [loginRoute, homeMeta, ...protectedRoutes].map((meta) => ({
    route: meta.path,
    budgetBytes: meta === loginRoute ? loginBudgetBytes : routeBudgetBytes,
  }));
}

/** Issue 18: gzip JS per route. */
export const loginBudgetBytes = 200_000;
export const routeBudgetBytes = 350_000;

/** Ids that exist in the database, to open the routes that show one record. */
type Samples = { order?: number; client?: number; contractFinfluxId?: number };

async function findSamples(baseUrl: string, accessToken: string): Promise<Samples> {
  const init = { headers: { authorization: `Bearer ${accessToken}` } };
  const first = async <T>(url: string): Promise<T | undefined> =>
    (await getJson<{ items: T[] }>(`${baseUrl}${url}`, init)).items[0];
  const order = await first<{ id: number }>('/api/v1/orders/?page=1&pageSize=1');
  const client = await first<{ id: number }>('/crm/api/v2/clients/?page=1&pageSize=1');
  // An active contract, so the counter screens (redeem, repay, …) open as they do at the counter.
  const contract = await first<{ finfluxId: number }>(
    '/crm/api/v2/contracts/?status=DISBURSED&page=1&pageSize=1',
  );
  return { order: order?.id, client: client?.id, contractFinfluxId: contract?.finfluxId };
}

/** The route's pattern with its parameters filled from `samples`; undefined when one is missing. */
export function routeUrl(pattern: string, samples: Samples): string | undefined {
  const sampleOf = (prefix: string) => {
    if (prefix === 'orders') {
      return samples.order;
    }
    if (prefix === 'clients') {
      return samples.client;
    }
    return samples.contractFinfluxId;
  };
  let missing = false;
  const filled = pattern
    // An optional parameter is left out: the route without it is the one a menu opens.
    .replace(/\/:[a-z]+\?/gi, '')
    .replace(/^\/([a-z-]+)\/:id/i, (_match, prefix: string) => {
      const id = sampleOf(prefix);
      missing ||= id === undefined;
      return `/${prefix}/${id}`;
    });
  return missing || filled.includes(':') ? undefined : filled;
}

/**
 * The phone's SIP agent (JsSIP, ~54 kB gzip): the console asks for it after the first content on
 * every signed-in route (apps/web/src/lib/phone/phone-context.tsx). Whether it lands before the
 * network goes idle changes from run to run, so a route's row shows it apart and does not count
 * it in the route's own JavaScript (entry, shell and screen).
 */
const phoneAgent = /^\/assets\/jssip-agent-[\w-]+\.js$/;

export type RouteBundle = {
  route: string;
  /** The path opened, parameters filled. */
  url?: string;
  /** Where the console was once the network went idle (a route may forward). */
  landedOn?: string;
  budgetBytes: number;
  /** The route's own scripts: everything but the phone agent. */
  js: AssetTotals;
  /** The phone agent, when it landed before network idle. */
  phone: AssetTotals;
  css: AssetTotals;
  scripts: Asset[];
  networkIdleMs?: number;
  error?: string;
};

/**
 * Opens `url` in a fresh browser context (empty cache, as a first visit) and records every script
 * and stylesheet the page requests until the network is idle.
 */
async function loadRoute(
  browser: Browser,
  url: string,
  session: { accessToken: string; user: unknown } | undefined,
): Promise<{
  assets: Asset[];
  networkIdleMs: number;
  landedOn: string;
  page: Page;
  close(): Promise<void>;
}> {
  const context = await browser.newContext({ locale: 'vi-VN' });
  if (session) {
    await context.addInitScript(
      ([key, value]) => {
        // Runs in the page; bench compiles without the DOM library.
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem(key, value);
      },
      [sessionKey, JSON.stringify(session)] as const,
    );
  }
  const page = await context.newPage();
  const pending: Promise<Asset | undefined>[] = [];
  const origin = new URL(url).origin;
  page.on('response', (response) => {
    const kind = kindOf(response.request().resourceType(), response.url());
    // The console's own files only: a printed PDF opens in Chromium's viewer, whose scripts
    // (chrome-extension://…/pdf_viewer.js and the like, 600 kB gzip) are the browser's.
    if (kind && new URL(response.url()).origin === origin) {
      const name = new URL(response.url()).pathname;
      pending.push(
        response.body().then(
          (body) => asset(name, kind, body),
          () => undefined,
        ),
      );
    }
  });
  const started = performance.now();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) {
    await context.close();
    throw new Error(`GET ${url} answered HTTP ${response?.status()}`);
  }
  // Network idle can come while the console waits on an API answer before it asks for the
  // screen's code: wait until the screen (or the login form) is shown and no route is loading.
  await page
    .locator(session ? '.pd-content' : '[data-testid="login-submit"]')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('[data-testid="page-loader"]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const networkIdleMs = Math.round(performance.now() - started);
  const assets = (await Promise.all(pending)).filter((item) => item !== undefined);
  return {
    assets,
    networkIdleMs,
    landedOn: new URL(page.url()).pathname,
    page,
    close: () => context.close(),
  };
}

/** Loads every console route in headless Chromium and records the scripts and stylesheets. */
async function measureInBrowser(baseUrl: string, password: string): Promise<BundleResult> {
  const branchIds = await fetchBranchIds(baseUrl);
  const branch = branchIds.get('HN01') ?? [...branchIds.values()][0];
  if (branch === undefined) {
    throw new Error('/misc lists no branch');
  }
  const accessToken = await signIn(baseUrl, 'admin', password, branch);
  const user = await getJson<unknown>(`${baseUrl}/crm/api/v1/me/`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const samples = await findSamples(baseUrl, accessToken);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    let login: BundleResult | undefined;
    const routes: RouteBundle[] = [];
    for (const { route, budgetBytes } of consoleRoutes()) {
      const url = routeUrl(route, samples);
      const empty = {
        budgetBytes,
        js: totals([], 'js'),
        phone: totals([], 'js'),
        css: totals([], 'css'),
        scripts: [],
      };
      if (!url) {
        routes.push({ route, ...empty, error: 'no record in the database to open it with' });
        continue;
      }
      try {
        const isLogin = route === loginRoute.path;
        const loaded = await loadRoute(
          browser,
          `${baseUrl}${url}`,
          isLogin ? undefined : { accessToken, user },
        );
        if (isLogin) {
          // A string, because bench compiles without the DOM library.
          const navigationJson = await loaded.page.evaluate<string>(
            'JSON.stringify(performance.getEntriesByType("navigation")[0] ?? {})',
          );
          const navigation = JSON.parse(navigationJson) as {
            domContentLoadedEventEnd?: number;
            loadEventEnd?: number;
          };
          login = result('chromium', loaded.assets, {
            timings: {
              domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd ?? 0),
              loadMs: Math.round(navigation.loadEventEnd ?? 0),
              networkIdleMs: loaded.networkIdleMs,
            },
          });
        }
        await loaded.close();
        routes.push({
          route,
          url,
          landedOn: loaded.landedOn,
          budgetBytes,
          js: totals(
            loaded.assets.filter((item) => !phoneAgent.test(item.name)),
            'js',
          ),
          phone: totals(
            loaded.assets.filter((item) => phoneAgent.test(item.name)),
            'js',
          ),
          css: totals(loaded.assets, 'css'),
          scripts: loaded.assets.filter((item) => item.kind === 'js'),
          networkIdleMs: loaded.networkIdleMs,
        });
      } catch (error) {
        routes.push({ route, url, ...empty, error: describe(error) });
      }
    }
    if (!login) {
      throw new Error(
        routes.find((item) => item.route === loginRoute.path)?.error ?? '/login not measured',
      );
    }
    return { ...login, routes };
  } finally {
    await browser.close();
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

/** Without a browser: the entry script, modulepreloads and stylesheets named in index.html. */
async function measureFromIndexHtml(reason: string): Promise<BundleResult> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const references = new Map<string, AssetKind>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!src || /^(https?:)?\/\//.test(src)) {
      continue;
    }
    if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) {
      references.set(src, 'js');
    } else if (/rel="stylesheet"/.test(tag)) {
      references.set(src, 'css');
    }
  }
  const assets: Asset[] = [];
  for (const [src, kind] of references) {
    const file = path.join(webDist, src.replace(/^\//, ''));
    assets.push(asset(src, kind, await readFile(file)));
  }
  return result('index.html', assets, {
    reason: `${reason}; dynamic imports after start-up are not counted`,
  });
}

/**
 * The JS and CSS the browser downloads for every console route (/login's in the top-level
 * totals), gzip-sized; without a browser, /login's from index.html.
 */
export async function measureBundle(
  baseUrl: string | undefined,
  password: string,
): Promise<BundleResult> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    return result('not measured', [], { reason: 'apps/web/dist/index.html does not exist' });
  }
  if (!baseUrl) {
    return measureFromIndexHtml('no running server to load /login from');
  }
  if (!existsSync(chromiumPath)) {
    return measureFromIndexHtml(`${chromiumPath} is not installed`);
  }
  try {
    return await measureInBrowser(baseUrl, password);
  } catch (error) {
    return measureFromIndexHtml(`Chromium failed: ${describe(error)}`);
  }
}
