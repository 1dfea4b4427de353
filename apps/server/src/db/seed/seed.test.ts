import { nonOperatingBranchCodes } from '@pawndesk/domain/branches';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { type Database, openPglite } from '../client.ts';
import { migrate } from '../migrate.ts';
import {
  assetCategories,
  branches,
  cashLogCategories,
  clientDocTypes,
  contractDocTypes,
  funds,
  locationMappings,
  locations,
  products,
  storages,
  userBranches,
  users,
} from '../schema.ts';
import { demoAccounts, seedDemo } from './seed-demo.ts';

// Spec B§9: prepaid (ADVANCE) at most 7.4 %, postpaid (ARREARS) at most 8 %.
const rateCaps = { ADVANCE: 7.4, ARREARS: 8 } as const;
const nonOperating: string[] = [...nonOperatingBranchCodes];

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
  await migrate(database);
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.close();
});

async function countLocations(tree: 'legacy' | 'current', level: number): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.tree, tree), eq(locations.level, level)));
  return row?.n ?? 0;
}

describe('seedDemo', () => {
  it('should seed the non-operating branches and at least eight operating ones', async () => {
    const rows = await database.db.select().from(branches);
    const codes = rows.map((row) => row.code);
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(codes).toEqual(expect.arrayContaining(nonOperating));
    for (const row of rows) {
      expect(row.address).not.toBe('');
    }
  });

  it('should give every operating branch a cash fund and a storage', async () => {
    const operating = (await database.db.select().from(branches)).filter(
      (row) => !nonOperating.includes(row.code),
    );
    const cash = await database.db.select().from(funds).where(eq(funds.type, 'CASH'));
    const storageRows = await database.db.select().from(storages);
    for (const branch of operating) {
      expect(cash.filter((fund) => fund.branchId === branch.id)).toHaveLength(1);
      expect(storageRows.some((storage) => storage.branchId === branch.id)).toBe(true);
    }
    const bank = await database.db.select().from(funds).where(eq(funds.type, 'BANK'));
    expect(bank.length).toBeGreaterThanOrEqual(2);
    for (const fund of [...cash, ...bank]) {
      expect(Number.isInteger(fund.openingBalance)).toBe(true);
    }
  });

  it('should seed the 15 asset categories, each linked to an asset type', async () => {
    const rows = await database.db.select().from(assetCategories);
    expect(rows).toHaveLength(15);
    expect(rows.every((row) => row.assetTypeId !== null)).toBe(true);
  });

  it('should keep every product rate within its interest-type cap and list prepaid 30-day first', async () => {
    const rows = await database.db.select().from(products).orderBy(products.sortOrder);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const cap = rateCaps[row.interestType];
      for (const rate of [row.interestValue, row.minInterestRate, row.maxInterestRate]) {
        if (rate !== null) {
          expect(rate).toBeGreaterThan(0);
          expect(rate).toBeLessThanOrEqual(cap);
        }
      }
      expect(row.minInterestRate).toBeLessThanOrEqual(row.maxInterestRate);
    }
    expect(rows.slice(0, 2).map((row) => [row.interestType, row.loanTerm])).toEqual([
      ['ADVANCE', 30],
      ['ARREARS', 30],
    ]);
  });

  it('should seed document types with fixed ids, 4 being the signed contract', async () => {
    const [signed] = await database.db
      .select()
      .from(contractDocTypes)
      .where(eq(contractDocTypes.id, 4));
    expect(signed?.key).toBe('SIGNED_CONTRACT');
    const clientKeys = (await database.db.select().from(clientDocTypes)).map((row) => row.key);
    expect(clientKeys).toEqual(
      expect.arrayContaining([
        'IDENTIFICATION',
        'REGISTRATION_BOOK',
        'CLIENT_IMAGE',
        'VEHICLE_REGISTRATION',
        'AUTHORIZATION_PAPER',
        'HOUSE_CONTRACT',
      ]),
    );
  });

  it('should put the RENEW cash-log sub-category under collateral-sale proceeds', async () => {
    const rows = await database.db.select().from(cashLogCategories);
    const parent = rows.find((row) => row.key === 'COLLATERAL_SALE_PROCEEDS');
    const renew = rows.find((row) => row.key === 'RENEW');
    expect(renew?.parentId).toBe(parent?.id);
    expect(renew?.direction).toBe(1);
    const topLevel = await database.db
      .select()
      .from(cashLogCategories)
      .where(isNull(cashLogCategories.parentId));
    expect(topLevel.map((row) => row.key)).toEqual(
      expect.arrayContaining([
        'LOAN_REPAYMENT',
        'LOAN_DISBURSEMENT',
        'ORDINARY_INCOME',
        'ORDINARY_EXPENSE',
      ]),
    );
  });

  it('should seed the legacy tree as 63 provinces, 696 districts and 10,035 communes', async () => {
    expect(await countLocations('legacy', 1)).toBe(63);
    expect(await countLocations('legacy', 2)).toBe(696);
    expect(await countLocations('legacy', 3)).toBe(10_035);
  });

  it('should seed the current tree as 34 provinces and 3,321 communes under them', async () => {
    expect(await countLocations('current', 1)).toBe(34);
    expect(await countLocations('current', 2)).toBe(0);
    expect(await countLocations('current', 3)).toBe(3_321);
    const [orphans] = await database.db
      .select({ n: count() })
      .from(locations)
      .where(
        and(eq(locations.tree, 'current'), eq(locations.level, 3), isNull(locations.parentId)),
      );
    expect(orphans?.n).toBe(0);
  });

  it('should seed more than 10,000 legacy → current mapping pairs', async () => {
    const [row] = await database.db.select({ n: count() }).from(locationMappings);
    expect(row?.n ?? 0).toBeGreaterThan(10_000);
  });

  it('should seed the seven demo users in operating branches only, with the demo password', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(
      demoAccounts.map((account) => account.username).sort(),
    );
    expect(rows).toHaveLength(7);
    for (const user of rows) {
      const links = await database.db
        .select({ code: branches.code })
        .from(userBranches)
        .innerJoin(branches, eq(branches.id, userBranches.branchId))
        .where(eq(userBranches.userId, user.id));
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.filter((link) => nonOperating.includes(link.code))).toEqual([]);
      expect(user.sipUsername).toMatch(/^\d{4}$/);
      expect(user.sipPassword).toBeTruthy();
    }
    const [first] = rows;
    expect(first && (await verifyPassword(first.passwordHash, 'demo1234'))).toBe(true);
    expect(rows.find((row) => row.username === 'admin')?.isSuperuser).toBe(true);
  });

  it('should refuse a second run and leave the data as it was', async () => {
    await expect(seedDemo(database.db)).rejects.toThrow(/already/);
    const [row] = await database.db
      .select({ n: count() })
      .from(branches)
      .where(inArray(branches.code, nonOperating));
    expect(row?.n).toBe(3);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(7);
  });
});
