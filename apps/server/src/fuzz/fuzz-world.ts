import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  assetCategories,
  cashClosures,
  cashLogCategories,
  cashLogs,
  clientBankAccounts,
  funds,
  locations,
  promotions,
  storages,
  userBranches,
  users,
} from '../db/schema.ts';
import { demoPassword, demoUserSeeds } from '../db/seed/demo-users.ts';
import { seedReference } from '../db/seed/seed-reference.ts';
import { seedRolesAndUsers } from '../db/seed/seed-users.ts';
import { buildClient, buildContract, buildOrder } from '../testing/factories.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { KnownIds } from './malformed-variants.ts';

/** The demo roles the walk signs in as, and `anonymous` without a token. */
export type Principal = { name: string; token?: string };

async function firstId(t: TestApp, table: PgTable, column: AnyPgColumn): Promise<number> {
  const [row] = await t.database.db
    .select({ id: column })
    .from(table)
    .orderBy(asc(column))
    .limit(1);
  return Number(row?.id ?? 1);
}

/**
 * Reference data, the demo roles and one row of each thing a path or a body points at (an order,
 * a client with a bank account, a disbursed contract, a cash log entry and a closure), so that a
 * valid part of a malformed request reaches the use case.
 */
export async function fuzzWorld(t: TestApp) {
  const db = t.database.db;
  const now = new Date('2026-11-21T02:00:00Z');
  await seedReference(db);
  // One province is enough for the walk: the whole location tree takes seconds to load.
  await db.insert(locations).values({
    tree: 'current',
    code: '79',
    name: 'Thành phố Hồ Chí Minh',
    shortName: 'Hồ Chí Minh',
    type: 'thanh-pho',
    level: 1,
  });
  await seedRolesAndUsers(db);
  const order = await buildOrder(db);
  const client = await buildClient(db);
  const contract = await buildContract(db, 7001);
  const [fund] = await db.select().from(funds).orderBy(asc(funds.id)).limit(1);
  const [category] = await db.select().from(cashLogCategories).orderBy(asc(cashLogCategories.id));
  const [valuator] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  if (!fund || !category || !valuator) {
    throw new Error('fuzzWorld: reference data missing');
  }
  const [bankAccount] = await db
    .insert(clientBankAccounts)
    .values({
      clientId: client.id,
      bankAccountName: 'TRAN THI LAN',
      bankName: 'Vietcombank',
      bankAccountNo: '0123456789',
      createdAt: now,
      modifiedAt: now,
    })
    .returning();
  const [entry] = await db
    .insert(cashLogs)
    .values({
      direction: 1,
      registrationDate: '2026-11-20',
      amount: 100_000,
      categoryId: category.id,
      type: 'CASH',
      fundId: fund.id,
      targetBranchId: contract.branchId,
      status: 'pending',
      createdAt: now,
      modifiedAt: now,
    })
    .returning();
  const [closure] = await db
    .insert(cashClosures)
    .values({
      fundId: fund.id,
      closureDate: '2026-10-31',
      balance: 0,
      computedBalance: 0,
      createdAt: now,
    })
    .returning();

  // The demo staff work in the operating branches; the walk signs in to the first of them.
  const [branch] = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .orderBy(asc(userBranches.branchId))
    .limit(1);
  if (!branch) {
    throw new Error('fuzzWorld: no demo user branch');
  }
  const principals: Principal[] = [{ name: 'anonymous' }];
  for (const seed of demoUserSeeds) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/crm/api/v1/tokens/',
      payload: { username: seed.username, password: demoPassword, branch: branch.branchId },
    });
    if (response.statusCode !== 200) {
      throw new Error(`fuzzWorld: ${seed.username} cannot sign in: ${response.body}`);
    }
    principals.push({ name: seed.username, token: response.json().data.accessToken });
  }

  const byName: Record<string, number> = {
    order: order.id,
    orderId: order.id,
    client: client.id,
    clientId: client.id,
    asset: contract.assetId,
    product: contract.productId,
    promotion: await firstId(t, promotions, promotions.id),
    branch: contract.branchId,
    targetBranch: contract.branchId,
    fund: fund.id,
    funds: fund.id,
    storage: await firstId(t, storages, storages.id),
    valuator: valuator.id,
    validator: valuator.id,
    locationId: await firstId(t, locations, locations.id),
    location: await firstId(t, locations, locations.id),
    parent: await firstId(t, locations, locations.id),
    mifosLoanId: 7001,
  };
  const assetCategory = await firstId(t, assetCategories, assetCategories.id);
  /** Path ids by the collection the `{id}` follows. */
  const byCollection: Record<string, number> = {
    orders: order.id,
    clients: client.id,
    'client-banks': bankAccount?.id ?? 1,
    contracts: contract.id,
    'contracts/finflux-': 7001,
    'clients/finflux-': client.finfluxId,
    promotions: byName.promotion ?? 1,
    locations: byName.location ?? 1,
    assets: contract.assetId,
    'cash-logs': entry?.id ?? 1,
    'cash-closures': closure?.id ?? 1,
  };
  const ids: KnownIds = (field, path) => {
    if (field === 'category') {
      return path.includes('cash-log') ? category.id : assetCategory;
    }
    if (field === 'id') {
      const collection = Object.keys(byCollection)
        .filter((key) => path.includes(`/${key}${key.endsWith('-') ? '' : '/'}{id}`))
        .sort((a, b) => b.length - a.length)[0];
      return collection ? byCollection[collection] : undefined;
    }
    return byName[field];
  };
  return { principals, ids };
}
