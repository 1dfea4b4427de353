import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { webDist } from '../lib/paths.ts';

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

/** Loads /login in headless Chromium and records every script and stylesheet until network idle. */
async function measureInBrowser(baseUrl: string): Promise<BundleResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const pending: Promise<Asset | undefined>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response.request().resourceType(), response.url());
      if (kind) {
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
    const response = await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const networkIdleMs = Math.round(performance.now() - started);
    if (!response?.ok()) {
      throw new Error(`GET /login answered HTTP ${response?.status()}`);
    }
    // A string, because bench compiles without the DOM library.
    const navigationJson = await page.evaluate<string>(
      'JSON.stringify(performance.getEntriesByType("navigation")[0] ?? {})',
    );
    const navigation = JSON.parse(navigationJson) as {
      domContentLoadedEventEnd?: number;
      loadEventEnd?: number;
    };
    const assets = (await Promise.all(pending)).filter((item) => item !== undefined);
    return result('chromium', assets, {
      timings: {
        domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd ?? 0),
        loadMs: Math.round(navigation.loadEventEnd ?? 0),
        networkIdleMs,
      },
    });
  } finally {
    await browser.close();
  }
}

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

/** The JS and CSS the browser downloads for /login, gzip-sized. */
export async function measureBundle(baseUrl: string | undefined): Promise<BundleResult> {
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
    return await measureInBrowser(baseUrl);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return measureFromIndexHtml(`Chromium failed: ${message}`);
  }
}
