import type { Permission } from '@pawndesk/domain/permissions';
import type { Db } from '../db/client.ts';
import {
  assetCategories,
  assets,
  branches,
  clients,
  contracts,
  orders,
  products,
  userBranches,
  userPermissions,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export type BranchRow = typeof branches.$inferSelect;

export async function buildBranch(
  db: Db,
  overrides: Partial<typeof branches.$inferInsert> = {},
): Promise<BranchRow> {
  const n = next();
  const [row] = await db
    .insert(branches)
    .values({
      code: `T${n}`,
      name: `Chi nhánh thử ${n}`,
      address: `${n} Lê Lợi, Quận 1`,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('branch not inserted');
  }
  return row;
}

export type TestUser = typeof users.$inferSelect & { password: string; branchIds: number[] };

const passwordHashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** A user with direct permission grants in the given branches. */
export async function buildUser(
  db: Db,
  options: {
    branchIds: number[];
    permissions?: Permission[];
    isSuperuser?: boolean;
    isActive?: boolean;
    username?: string;
    password?: string;
  },
): Promise<TestUser> {
  const n = next();
  const password = options.password ?? 'mat-khau-thu-1';
  const [row] = await db
    .insert(users)
    .values({
      username: options.username ?? `nhanvien${n}`,
      passwordHash: await cachedHash(password),
      firstName: 'Văn An',
      lastName: 'Nguyễn',
      isSuperuser: options.isSuperuser ?? false,
      isActive: options.isActive ?? true,
      sipUsername: `${2000 + n}`,
      sipPassword: `sip-${n}`,
    })
    .returning();
  if (!row) {
    throw new Error('user not inserted');
  }
  for (const branchId of options.branchIds) {
    await db.insert(userBranches).values({ userId: row.id, branchId });
  }
  for (const permission of options.permissions ?? []) {
    await db.insert(userPermissions).values({ userId: row.id, permission });
  }
  return { ...row, password, branchIds: options.branchIds };
}

export type OrderRow = typeof orders.$inferSelect;

/** An order, unclaimed by default, inserted directly (bypassing the API's rules on purpose). */
export async function buildOrder(
  db: Db,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const n = next();
  const now = new Date('2026-11-20T03:00:00Z');
  const [row] = await db
    .insert(orders)
    .values({
      phone: `09${String(10_000_000 + n).slice(-8)}`,
      firstName: 'Hùng',
      lastName: 'Nguyễn Văn',
      source: 'Hotline',
      assetDescription: `Honda Wave ${n}`,
      step: 'unclaimed',
      stepIndex: 0,
      stage: 'unclaimed',
      status: 'open',
      lastModify: now,
      createdAt: now,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('order not inserted');
  }
  return row;
}

export async function buildClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const n = next();
  const now = new Date('2026-11-01T03:00:00Z');
  const [row] = await db
    .insert(clients)
    .values({
      firstName: 'Lan',
      lastName: 'Trần Thị',
      primaryPhone: `08${String(10_000_000 + n).slice(-8)}`,
      createdAt: now,
      modifiedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('client not inserted');
  }
  return row;
}

/** An asset of the first seeded category (seedReference first), valued at 20,000,000. */
export async function buildAsset(db: Db, overrides: Partial<typeof assets.$inferInsert> = {}) {
  const n = next();
  const now = new Date('2026-11-01T03:00:00Z');
  const [category] = await db.select().from(assetCategories).limit(1);
  const [row] = await db
    .insert(assets)
    .values({
      description: `Honda Vision ${n}`,
      status: 'PENDING',
      categoryId: category?.id ?? 1,
      valuatedAmount: 20_000_000,
      expectedAmount: 20_000_000,
      createdAt: now,
      modifiedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error('asset not inserted');
  }
  return row;
}

/** A disbursed contract with the given loan number (mifosId = finfluxId), inserted directly. */
export async function buildContract(db: Db, number: number) {
  const client = await buildClient(db);
  const asset = await buildAsset(db, { clientId: client.id });
  const [product] = await db.select().from(products).limit(1);
  const [branch] = await db.select().from(branches).limit(1);
  if (!product || !branch) {
    throw new Error('buildContract: seed the reference data first');
  }
  const now = new Date('2026-11-01T03:00:00Z');
  const [row] = await db
    .insert(contracts)
    .values({
      finfluxId: number,
      mifosId: number,
      status: 'DISBURSED',
      contractType: 'NEW',
      clientId: client.id,
      assetId: asset.id,
      productId: product.id,
      branchId: branch.id,
      submittedOn: '2026-11-01',
      originallySubmittedOn: '2026-11-01',
      maturesOn: '2026-12-01',
      dueDate: '2026-12-01',
      approvedOn: '2026-11-01',
      disbursedOn: '2026-11-01',
      approvedAmount: 10_000_000,
      principalAmount: 10_000_000,
      interestAmount: 500_000,
      interestRate: 5,
      isAdvance: false,
      receivedAmount: 10_000_000,
      createdAt: now,
      modifiedAt: now,
    })
    .returning();
  if (!row) {
    throw new Error('contract not inserted');
  }
  return row;
}
