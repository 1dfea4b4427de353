import * as drizzle from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { assets, clients, contracts } from './schema.ts';
import { demoPassword } from './seed/demo-users.ts';
import { seedDemo } from './seed/seed-demo.ts';

/**
 * Every prepared statement's compiled row mapping gives what Drizzle's own `mapResultRow` gives
 * for the same driver rows, key for key and in key order: the console's reads of the demo data
 * (whose views have both present and missing left-joined rows), through the real routes.
 */
type Field = { path: string[]; field: unknown };
// Drizzle's own row mapping: exported at run time, not in its declarations.
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: Field[], row: unknown[], joins?: Record<string, boolean>): unknown;
};
type Internals = {
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Comparison = { ours: unknown[]; drizzle: unknown[] };

const seen = vi.hoisted(() => ({ comparisons: [] as Comparison[] }));

vi.mock('./compiled-rows.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./compiled-rows.ts')>();
  return {
    ...original,
    withCompiledRows<Statement>(statement: Statement): Statement {
      const internals = original.withCompiledRows(statement) as Internals;
      const compiled = internals.customResultMapper;
      const { fields, joinsNotNullableMap } = internals;
      if (compiled && fields) {
        internals.customResultMapper = (rows) => {
          const ours = compiled(rows) as unknown[];
          const drizzle = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
          seen.comparisons.push({ ours, drizzle });
          return ours;
        };
      }
      return statement;
    },
  };
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { now: new Date('2026-11-21T03:00:00Z') });
  const misc = await t.app.inject({ method: 'GET', url: '/api/v1/misc/' });
  const branches: { id: number; code: string }[] = misc.json().data.branches;
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/crm/api/v1/tokens/',
    payload: {
      username: 'admin',
      password: demoPassword,
      branch: branches.find((branch) => branch.code === 'HN01')?.id,
    },
  });
  token = signIn.json().data.accessToken;
}, 240_000);
afterAll(async () => {
  await t.close();
});

async function read(url: string) {
  const response = await t.as(token, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
}

describe('compiled row mapping', () => {
  it('should map every prepared view as Drizzle does, nulls of missing joins included', async () => {
    const db = t.database.db;
    const [contract] = await db.select().from(contracts).limit(1);
    const [client] = await db.select().from(clients).limit(1);
    const [asset] = await db.select().from(assets).limit(1);
    const orders = await read('/api/v1/orders/?page=1&pageSize=100');
    await read('/crm/api/v2/contracts/?page=1&pageSize=100');
    await read(`/crm/api/v2/contracts/finflux-${contract?.finfluxId}/`);
    await read(`/crm/api/v2/contracts/${contract?.id}/transactions/`);
    await read(`/api/v1/contracts/${contract?.mifosId}/summary/`);
    await read(`/crm/api/v2/clients/?term=${encodeURIComponent('Nguyễn')}&pageSize=100`);
    await read(`/crm/api/v2/clients/${client?.id}/`);
    await read('/crm/api/v2/assets/?pageSize=100');
    await read(`/crm/api/v2/assets/${asset?.id}/`);
    await read('/crm/api/v1/me/');

    expect(orders.items.length).toBe(100);
    expect(seen.comparisons.length).toBeGreaterThanOrEqual(10);
    // Both sides of a left join in what Drizzle itself mapped: a joined object (a validator, a
    // parent contract, a storage…) present in some rows and null in others.
    const presence = new Map<string, Set<boolean>>();
    for (const { drizzle } of seen.comparisons) {
      for (const row of drizzle as Record<string, unknown>[]) {
        for (const [key, value] of Object.entries(row)) {
          if (value === null || (typeof value === 'object' && !(value instanceof Date))) {
            presence.set(key, (presence.get(key) ?? new Set()).add(value === null));
          }
        }
      }
    }
    const bothWays = [...presence].filter(([, seenNull]) => seenNull.size === 2);
    expect(bothWays.length).toBeGreaterThan(0);

    let rows = 0;
    for (const { ours, drizzle } of seen.comparisons) {
      expect(ours).toStrictEqual(drizzle);
      // toStrictEqual ignores key order; the answers' JSON does not.
      expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzle));
      rows += ours.length;
    }
    expect(rows).toBeGreaterThan(300);
  });
});
