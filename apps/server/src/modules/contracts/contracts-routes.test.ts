import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { apiBases, routePattern } from '@pawndesk/domain/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('contract routes', () => {
  it('should register every contract endpoint definition with its method and access rule', () => {
    const registered = new Map(
      t.app.routeAccess().map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const missing = Object.entries(contractEndpoints)
      .map(([name, endpoint]) => ({
        name,
        route: `${endpoint.method} ${apiBases[endpoint.base]}${routePattern(endpoint)}`,
      }))
      .filter(({ route }) => registered.get(route) === undefined);
    expect(missing).toEqual([]);
  });
});
