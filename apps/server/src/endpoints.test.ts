import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBases, type Endpoint, fullRoutePattern } from '@pawndesk/domain/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const domainSource = fileURLToPath(new URL('../../../packages/domain/src/', import.meta.url));

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'base' in value &&
    'path' in value
  );
}

/** Every definition of every `*-endpoints.ts` in the domain, as `METHOD /full/pattern`. */
async function definedRoutes(): Promise<{ name: string; route: string }[]> {
  const files = readdirSync(domainSource).filter((file) => file.endsWith('-endpoints.ts'));
  const routes: { name: string; route: string }[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(domainSource, file));
    for (const [group, definitions] of Object.entries(module)) {
      for (const [name, definition] of Object.entries(definitions as Record<string, unknown>)) {
        if (isEndpoint(definition)) {
          routes.push({
            name: `${group}.${name}`,
            route: `${definition.method} ${fullRoutePattern(definition)}`,
          });
        }
      }
    }
  }
  return routes;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('endpoint definitions', () => {
  it('should register every endpoint of the domain with its method and pattern', async () => {
    const registered = new Set(t.app.routeAccess().map((route) => `${route.method} ${route.url}`));
    const defined = await definedRoutes();
    expect(defined.length).toBeGreaterThan(100);
    const missing = defined.filter(({ route }) => !registered.has(route));
    expect(missing).toEqual([]);
  });

  it('should serve no API route that an endpoint does not define', async () => {
    const defined = new Set((await definedRoutes()).map(({ route }) => route));
    const bases = Object.values(apiBases).map((base) => `${base}/`);
    const undefinedRoutes = t.app
      .routeAccess()
      .filter((route) => route.method !== 'HEAD' && !route.isWebsocket)
      .filter((route) => bases.some((base) => route.url.startsWith(base)))
      .filter((route) => !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !defined.has(route));
    expect(undefinedRoutes).toEqual([]);
  });
});
