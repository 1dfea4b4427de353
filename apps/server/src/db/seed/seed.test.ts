import { assetStatuses } from '@pawndesk/domain/asset-rules';
import { nonOperatingBranchCodes } from '@pawndesk/domain/branches';
import { dateOfBirthError } from '@pawndesk/domain/client-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { sniffContentType } from '@pawndesk/domain/document-api';
import {
  isAppointmentRequired,
  type OrderStage,
  type OrderStep,
  orderSources,
  orderStatuses,
  orderSteps,
  stagesByStep,
  statusOfStage,
  stepIndex,
} from '@pawndesk/domain/orders';
import { vnPhonePattern } from '@pawndesk/domain/validation';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import {
  activityLogs,
  assetCategories,
  assets,
  assetTypes,
  branches,
  cashClosures,
  cashLogCategories,
  cashLogs,
  clientBankAccounts,
  clientDocTypes,
  clientNotes,
  clients,
  contractDocTypes,
  contracts,
  contractTransactions,
  documents,
  funds,
  locationMappings,
  locations,
  orderNotes,
  orderStepCounts,
  orders,
  products,
  reminderResults,
  reminderStatuses,
  rolePermissions,
  storages,
  userBranches,
  userRoles,
  users,
} from '../schema.ts';
import { demoAssetCount } from './seed-assets.ts';
import { demoFundWithoutClosure } from './seed-cash-logs.ts';
import { demoExtraClientCount } from './seed-clients.ts';
import { demoContractAssetCount } from './seed-contracts.ts';
import { demoAccounts, seedDemo } from './seed-demo.ts';
import { demoClientCount } from './seed-orders.ts';

// Spec B§9: prepaid (ADVANCE) at most 7.4 %, postpaid (ARREARS) at most 8 %.
const rateCaps = { ADVANCE: 7.4, ARREARS: 8 } as const;
const nonOperating: string[] = [...nonOperatingBranchCodes];

/** The demo orders' clock: dates and locks are relative to it. */
const now = new Date('2026-11-21T02:00:00Z');
const day = 24 * 60 * 60 * 1000;

let database: TestDatabase;

/** The demo documents' files, kept in memory. */
const storedFiles = new Map<string, Uint8Array>();
const memoryStorage: FileStorage = {
  async put(key, content) {
    if (!(content instanceof Uint8Array)) {
      throw new Error('the seed writes bytes');
    }
    storedFiles.set(key, content);
    return { size: content.length };
  },
  async open() {
    return undefined;
  },
  async exists(key) {
    return storedFiles.has(key);
  },
  async remove(key) {
    storedFiles.delete(key);
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { now, storage: memoryStorage });
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
      expect(user.extension).toBe(user.sipUsername);
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
    const [orderCount] = await database.db.select({ n: count() }).from(orders);
    expect(orderCount?.n).toBe((await allOrders()).length);
  });
});

type OrderRow = typeof orders.$inferSelect;
let orderRows: OrderRow[] | undefined;
async function allOrders(): Promise<OrderRow[]> {
  orderRows ??= await database.db.select().from(orders).orderBy(asc(orders.id));
  return orderRows;
}

async function userIds(...usernames: string[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, usernames));
  return rows.map((row) => row.id);
}

async function userId(username: string): Promise<number> {
  const [id] = await userIds(username);
  if (id === undefined) {
    throw new Error(`no user ${username}`);
  }
  return id;
}

describe('seedDemo: clients and orders', () => {
  it('should seed at least 400 orders over every step and every stage each step allows', async () => {
    const rows = await allOrders();
    expect(rows.length).toBeGreaterThanOrEqual(400);
    const pairs = new Set(rows.map((row) => `${row.step}/${row.stage}`));
    for (const step of orderSteps) {
      for (const stage of stagesByStep[step]) {
        expect(pairs, `${step}/${stage}`).toContain(`${step}/${stage}`);
      }
    }
    for (const row of rows) {
      expect(stagesByStep[row.step as OrderStep]).toContain(row.stage);
      expect(row.stepIndex).toBe(stepIndex(row.step as OrderStep));
      expect(row.status).toBe(
        row.stage === 'unclaimed' ? 'open' : statusOfStage(row.stage as OrderStage),
      );
    }
  });

  it('should cover every source (Affiliate at most rarely) and every status', async () => {
    const rows = await allOrders();
    const sources = new Set(rows.map((row) => row.source));
    for (const source of orderSources.filter((source) => source !== 'Affiliate')) {
      expect(sources, source).toContain(source);
    }
    expect(rows.filter((row) => row.source === 'Affiliate').length).toBeLessThan(rows.length / 50);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(orderStatuses));
  });

  it('should spread createdAt over the 60 days before now, with lastModify after it', async () => {
    for (const row of await allOrders()) {
      expect(row.createdAt.getTime()).toBeGreaterThan(now.getTime() - 60 * day);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.lastModify.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.lastModify.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const days = new Set(
      (await allOrders()).map((row) => row.createdAt.toISOString().slice(0, 10)),
    );
    expect(days.size).toBeGreaterThan(45);
  });

  it('should give claimed orders an agent with order_access, a claim date and a lending branch', async () => {
    const withOrderAccess = await database.db
      .selectDistinct({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(rolePermissions.permission, 'order_access'));
    const agents = new Set(withOrderAccess.map((row) => row.id));
    const lending = new Set(
      (await database.db.select().from(branches))
        .filter((branch) => !nonOperating.includes(branch.code))
        .map((branch) => branch.id),
    );
    const demoAgents = await userIds('sales', 'valuator');
    for (const row of await allOrders()) {
      if (row.step === 'unclaimed') {
        expect(row.agentId).toBeNull();
        expect(row.dateClaim).toBeNull();
        continue;
      }
      expect(agents).toContain(row.agentId);
      expect(demoAgents).toContain(row.agentId);
      expect(lending).toContain(row.branchId);
      expect(row.dateClaim).not.toBeNull();
      expect(row.dateClaim?.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.lastModify.getTime()).toBeGreaterThanOrEqual(row.dateClaim?.getTime() ?? 0);
    }
  });

  it('should keep contract orders, appointments and at-home visits consistent', async () => {
    const rows = await allOrders();
    const contracts = rows.filter((row) => row.step === 'contract');
    expect(contracts.some((row) => row.stage === 'active_contract')).toBe(true);
    for (const row of contracts) {
      expect(row.status).toBe(row.stage === 'active_contract' ? 'success' : 'failed');
    }
    for (const row of rows.filter((row) => isAppointmentRequired(row.stage as OrderStage))) {
      expect(row.appointment, `order ${row.id} (${row.stage})`).not.toBeNull();
    }
    const atHome = rows.filter((row) => row.isAtHomeSupport);
    expect(atHome.length).toBeGreaterThanOrEqual(3);
    const validator = await userId('validator');
    for (const row of atHome) {
      expect(row.validatorId).toBe(validator);
      expect(row.supportingValidatorId).not.toBeNull();
      expect(row.address).toBeTruthy();
      expect(row.appointment).not.toBeNull();
      const [location] = await database.db
        .select()
        .from(locations)
        .where(eq(locations.id, row.locationId ?? 0));
      expect(location?.tree).toBe('legacy');
      expect(location?.level).toBe(2);
    }
  });

  it('should hold realistic phones and amounts in whole millions of VND', async () => {
    for (const row of await allOrders()) {
      expect(row.phone).toMatch(vnPhonePattern);
      expect(row.requiredAmount % 1_000_000).toBe(0);
      expect(row.proposedAmount % 1_000_000).toBe(0);
      expect(row.requiredAmount).toBeGreaterThan(0);
      expect(row.proposedAmount).toBeLessThanOrEqual(row.requiredAmount);
      expect(row.assetTypeId).not.toBeNull();
      expect(row.referralCode !== null).toBe(row.source === 'Referral');
    }
  });

  it('should give about one order in ten a marketing campaign', async () => {
    const rows = await allOrders();
    const withCampaign = rows.filter((row) => row.marketingCampaign !== null).length;
    expect(withCampaign).toBeGreaterThan(rows.length * 0.05);
    expect(withCampaign).toBeLessThan(rows.length * 0.2);
  });

  it('should have orders locked by the valuator right now and a couple of expired locks', async () => {
    const rows = await allOrders();
    const valuator = await userId('valuator');
    const locked = rows.filter((row) => row.workingUntil && row.workingUntil > now);
    expect(locked.length).toBeGreaterThanOrEqual(3);
    expect(locked.length).toBeLessThanOrEqual(5);
    for (const row of locked) {
      expect(row.workingAgentId).toBe(valuator);
      expect(row.workingUntil?.getTime()).toBe(now.getTime() + 5 * 60 * 1000);
    }
    const expired = rows.filter((row) => row.workingUntil && row.workingUntil <= now);
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(expired.every((row) => row.workingAgentId !== null)).toBe(true);
  });

  it('should keep order_step_counts equal to the orders per step', async () => {
    const grouped = await database.db
      .select({ step: orders.step, n: count() })
      .from(orders)
      .groupBy(orders.step);
    const counters = await database.db.select().from(orderStepCounts);
    const expected = Object.fromEntries(grouped.map((row) => [row.step, row.n]));
    const actual = Object.fromEntries(
      counters.filter((row) => row.count > 0).map((row) => [row.step, Number(row.count)]),
    );
    expect(actual).toEqual(expected);
  });

  it('should seed the order clients and 3,000 more, and point Old Customer orders (and only client phones) at them', async () => {
    const clientRows = await database.db.select().from(clients);
    expect(clientRows.length).toBe(demoClientCount + demoExtraClientCount);
    const clientByPhone = new Map<string, number>();
    for (const client of clientRows) {
      expect(client.citizenId).toMatch(/^\d{12}$/);
      expect(client.primaryPhone).toMatch(vnPhonePattern);
      expect(client.modifiedAt.getTime()).toBeGreaterThanOrEqual(client.createdAt.getTime());
      clientByPhone.set(client.primaryPhone, client.id);
      if (client.secondaryPhone) {
        clientByPhone.set(client.secondaryPhone, client.id);
      }
    }
    const rows = await allOrders();
    expect(rows.filter((row) => row.source === 'Old Customer').length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.clientId).toBe(clientByPhone.get(row.phone) ?? null);
      if (row.source === 'Old Customer') {
        expect(row.clientId).not.toBeNull();
      }
    }
  });

  it('should write notes by sales or valuator and an order_claimed entry per claimed order', async () => {
    const staff = await userIds('sales', 'valuator');
    const notes = await database.db.select().from(orderNotes);
    expect(notes.length).toBeGreaterThan(100);
    expect(notes.every((note) => staff.includes(note.createdBy))).toBe(true);
    const claimedLogs = await database.db
      .select({ orderId: activityLogs.orderId })
      .from(activityLogs)
      .where(eq(activityLogs.key, 'order_claimed'));
    const claimed = (await allOrders()).filter((row) => row.agentId !== null);
    expect(new Set(claimedLogs.map((log) => log.orderId))).toEqual(
      new Set(claimed.map((row) => row.id)),
    );
    const [updated] = await database.db
      .select({ n: count() })
      .from(activityLogs)
      .where(eq(activityLogs.key, 'order_updated'));
    expect(updated?.n ?? 0).toBeGreaterThan(100);
  });

  it('should give the extra clients valid, unique details in both location trees, some notes and bank accounts', async () => {
    const rows = await database.db
      .select({
        primaryPhone: clients.primaryPhone,
        secondaryPhone: clients.secondaryPhone,
        citizenId: clients.citizenId,
        dateOfBirth: clients.dateOfBirth,
        tree: locations.tree,
        level: locations.level,
        finfluxId: clients.finfluxId,
      })
      .from(clients)
      .leftJoin(locations, eq(locations.id, clients.locationId));
    const phones = rows.flatMap((row) => [row.primaryPhone, row.secondaryPhone ?? []].flat());
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(rows.map((row) => row.citizenId)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.finfluxId)).size).toBe(rows.length);
    const today = businessDate(now);
    for (const row of rows) {
      expect(phones.every((phone) => vnPhonePattern.test(phone))).toBe(true);
      expect(row.citizenId).toMatch(/^\d{12}$/);
      expect(dateOfBirthError(row.dateOfBirth ?? '', today)).toBeUndefined();
    }
    const byTree = (tree: string, level: number) =>
      rows.filter((row) => row.tree === tree && row.level === level).length;
    expect(byTree('legacy', 2)).toBeGreaterThan(1000);
    expect(byTree('current', 3)).toBeGreaterThan(1000);
    const [notes] = await database.db.select({ n: count() }).from(clientNotes);
    const [accounts] = await database.db.select({ n: count() }).from(clientBankAccounts);
    expect(notes?.n ?? 0).toBeGreaterThan(300);
    expect(accounts?.n ?? 0).toBeGreaterThan(200);
  });

  it('should be deterministic: the same now gives the same orders and contracts', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemo(other.db, { now });
      const project = (rows: OrderRow[]) =>
        rows.map((row) => [row.phone, row.stage, row.assetDescription, row.createdAt.getTime()]);
      const again = await other.db.select().from(orders).orderBy(asc(orders.id));
      expect(project(again)).toEqual(project(await allOrders()));
      expect(await other.db.select().from(assetTypes)).toHaveLength(9);
      const contractsOf = (db: typeof other.db) =>
        db
          .select({
            n: contracts.finfluxId,
            s: contracts.status,
            a: contracts.approvedAmount,
            r: contracts.repaidAmount,
          })
          .from(contracts)
          .orderBy(asc(contracts.finfluxId));
      expect(await contractsOf(other.db)).toEqual(await contractsOf(database.db));
    } finally {
      await other.close();
    }
    // A whole second demo seed (contracts and three months of cash log entries) on a loaded machine.
  }, 180_000);
});

describe('seedDemo assets', () => {
  it('should seed at least 600 assets over every category and every status, with storage', async () => {
    const rows = await database.db.select().from(assets);
    expect(rows.length).toBe(demoAssetCount + demoContractAssetCount);
    expect(rows.length).toBeGreaterThanOrEqual(600);
    const categories = await database.db.select().from(assetCategories);
    expect(new Set(rows.map((row) => row.categoryId)).size).toBe(categories.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(assetStatuses));
    const [valuator] = await database.db.select().from(users).where(eq(users.username, 'valuator'));
    expect(rows.every((row) => row.valuatorId === valuator?.id)).toBe(true);
    expect(rows.every((row) => row.clientId !== null && /^TS-\d{6}$/.test(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    for (const row of rows) {
      if (row.status !== 'PENDING') {
        expect(row.storageId).not.toBeNull();
      }
      expect(row.liquidizedOn !== null).toBe(row.status === 'LIQUIDIZED');
      expect(row.releasedOn !== null).toBe(row.status === 'RELEASED');
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const bikes = rows.filter((row) => row.meta.licensePlate);
    expect(bikes.length).toBeGreaterThan(0);
    expect(
      bikes.every((row) => /^\d{2}[A-Z]\d?-\d{3}\.\d{2}$/.test(row.meta.licensePlate ?? '')),
    ).toBe(true);
  });
});

describe('seedDemo documents', () => {
  it('gives the first demo clients an ID-card PNG and a PDF, written through the storage', async () => {
    const rows = await database.db
      .select()
      .from(documents)
      .where(eq(documents.ownerType, 'client'))
      .orderBy(asc(documents.id));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.ownerId)).size).toBe(30);
    for (const row of rows) {
      const bytes = storedFiles.get(row.storageKey);
      expect(bytes, row.storageKey).toBeDefined();
      expect(row).toMatchObject({ ownerType: 'client', size: bytes?.length, archivedAt: null });
      expect(sniffContentType(bytes ?? new Uint8Array())).toBe(row.contentType);
    }
    expect(new Set(rows.map((row) => row.contentType))).toEqual(
      new Set(['image/png', 'application/pdf']),
    );
  });
});

describe('seedDemo cash logs', () => {
  it('should seed three months of entries over several funds with every status', async () => {
    const rows = await database.db.select().from(cashLogs);
    expect(rows.length).toBeGreaterThan(1000);
    const dates = rows.map((row) => row.registrationDate).sort();
    expect(dates[0]).toBe('2026-09-01');
    expect(dates[dates.length - 1]).toBe('2026-11-21');
    expect(new Set(rows.map((row) => row.fundId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.targetBranchId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'registered', 'retracted']),
    );
  });

  it("should book the demo contracts' money of the window as their actions would (decisions/0011)", async () => {
    const automatic = await database.db.select().from(cashLogs).where(isNotNull(cashLogs.origin));
    const payouts = await database.db
      .select()
      .from(contracts)
      .where(and(isNotNull(contracts.disburseType), gte(contracts.disbursedOn, '2026-09-01')));
    const disbursals = automatic.filter((row) => row.origin === 'CONTRACT_DISBURSAL');
    expect(disbursals.length).toBe(payouts.length);
    expect(payouts.length).toBeGreaterThan(50);
    for (const contract of payouts.slice(0, 50)) {
      expect(disbursals.find((row) => row.mifosLoanId === contract.mifosId)).toMatchObject({
        amount: contract.disbursementAmount,
        registrationDate: contract.disbursedOn,
        direction: -1,
        type: contract.disburseType,
      });
    }
    const staffPayments = await database.db
      .select()
      .from(contractTransactions)
      .where(
        and(
          eq(contractTransactions.action, 'REPAY'),
          eq(contractTransactions.manual, true),
          gte(contractTransactions.registeredOn, '2026-09-01'),
        ),
      );
    const linked = new Map(automatic.map((row) => [row.contractTransactionId, row] as const));
    for (const transaction of staffPayments) {
      expect(linked.get(transaction.id)).toMatchObject({
        amount: transaction.amount,
        registrationDate: transaction.registeredOn,
        direction: 1,
        status: transaction.status === 'RETRACTED' ? 'retracted' : expect.any(String),
      });
    }
    // Registered before October's closure, pending after it (Bạch Mai closed only to September).
    const statuses = new Set(
      automatic.filter((row) => row.registrationDate <= '2026-09-30').map((row) => row.status),
    );
    expect(statuses.has('pending')).toBe(false);
    expect(automatic.some((row) => row.status === 'pending')).toBe(true);
  });

  it('should close every fund at month ends but one, with no pending entry inside a closure', async () => {
    const closures = await database.db.select().from(cashClosures);
    const fundCount = (await database.db.select().from(funds)).length;
    const lastMonth = closures.filter((row) => row.closureDate === '2026-10-31');
    expect(closures.filter((row) => row.closureDate === '2026-09-30')).toHaveLength(fundCount);
    expect(lastMonth).toHaveLength(fundCount - 1);
    const [missing] = await database.db
      .select()
      .from(funds)
      .where(eq(funds.name, demoFundWithoutClosure));
    expect(lastMonth.some((row) => row.fundId === missing?.id)).toBe(false);
    for (const closure of closures) {
      const inside = await database.db
        .select({ n: count() })
        .from(cashLogs)
        .where(
          and(
            eq(cashLogs.fundId, closure.fundId),
            eq(cashLogs.status, 'pending'),
            lte(cashLogs.registrationDate, closure.closureDate),
          ),
        );
      expect(inside[0]?.n).toBe(0);
      expect(closure.balance).toBe(closure.computedBalance);
    }
  });
});

describe('demo payment reminder results', () => {
  it('should give past-due clients the collector results, some promising and some out of reach', async () => {
    const today = businessDate(now);
    const rows = await database.db
      .select({ result: reminderResults, status: reminderStatuses.key, author: users.username })
      .from(reminderResults)
      .innerJoin(reminderStatuses, eq(reminderStatuses.id, reminderResults.statusId))
      .innerJoin(users, eq(users.id, reminderResults.createdBy));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.author))).toEqual(new Set(['collector']));
    expect(rows.every((row) => row.result.createdAt <= now)).toBe(true);
    expect(rows.some((row) => row.result.paymentDate !== null)).toBe(true);
    expect(rows.some((row) => row.status === 'NOT_REACHABLE')).toBe(true);
    const clientIds = [...new Set(rows.map((row) => row.result.clientId))];
    const pastDue = await database.db
      .selectDistinct({ clientId: contracts.clientId })
      .from(contracts)
      .where(
        and(
          inArray(contracts.clientId, clientIds),
          inArray(contracts.status, ['DISBURSED', 'OVERDUE']),
          lte(contracts.maturesOn, today),
        ),
      );
    expect(pastDue).toHaveLength(clientIds.length);
  });
});
