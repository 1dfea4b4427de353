import * as drizzle from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as assetsRepo from '../modules/assets/assets.repo.ts';
import * as authRepo from '../modules/auth/auth.repo.ts';
import * as clientsRepo from '../modules/clients/clients.repo.ts';
import * as contractsRepo from '../modules/contracts/contracts.repo.ts';
import * as ordersRepo from '../modules/orders/orders.repo.ts';
import { getMisc } from '../modules/reference/reference.service.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { assets, clients, contracts, orders, users } from './schema.ts';
import { seedDemo } from './seed/seed-demo.ts';

/**
 * Every prepared statement's compiled row mapping gives what Drizzle's own `mapResultRow` gives
 * for the same driver rows, key for key and in key order, over the demo data (whose views have
 * both present and missing left-joined rows).
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

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { now: new Date('2026-11-21T03:00:00Z') });
}, 240_000);
afterAll(async () => {
  await database.close();
});

async function idsOf(table: typeof orders | typeof contracts | typeof clients | typeof assets) {
  const rows = await database.db.select({ id: table.id }).from(table).limit(400);
  return rows.map((row) => row.id);
}

describe('compiled row mapping', () => {
  it('should map every prepared view as Drizzle does, nulls of missing joins included', async () => {
    const db = database.db;
    const orderIds = await idsOf(orders);
    const contractIds = await idsOf(contracts);
    const clientIds = await idsOf(clients);
    const assetIds = await idsOf(assets);
    const [sales] = await db.select().from(users).limit(1);
    const [contract] = await db.select().from(contracts).limit(1);

    const views = {
      orders: await ordersRepo.findOrderViews(db, orderIds),
      contracts: await contractsRepo.findContractViews(db, contractIds),
      clients: await clientsRepo.findClientViews(db, clientIds),
      assets: await assetsRepo.findAssetViews(db, assetIds),
    };
    await contractsRepo.findContractView(db, { id: contract?.id ?? 0 });
    await contractsRepo.findContractView(db, { finfluxId: contract?.finfluxId ?? 0 });
    await contractsRepo.findContractView(db, { mifosId: contract?.mifosId ?? 0 });
    await clientsRepo.findClientView(db, { id: clientIds[0] ?? 0 });
    await assetsRepo.findAssetView(db, assetIds[0] ?? 0);
    await getMisc(db);
    await authRepo.findUserById(db, sales?.id ?? 0);
    await authRepo.listUserPermissions(db, sales?.id ?? 0);

    expect(views.orders.length).toBeGreaterThan(100);
    expect(views.contracts.length).toBeGreaterThan(100);
    // Both sides of a left join: some orders have a validator, some have none.
    expect(views.orders.some((view) => view.validator === null)).toBe(true);
    expect(views.orders.some((view) => view.validator !== null)).toBe(true);

    expect(seen.comparisons.length).toBeGreaterThanOrEqual(12);
    let rows = 0;
    for (const { ours, drizzle } of seen.comparisons) {
      expect(ours).toStrictEqual(drizzle);
      // toStrictEqual ignores key order; the answers' JSON does not.
      expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzle));
      rows += ours.length;
    }
    expect(rows).toBeGreaterThan(400);
  });
});
