import { shopSettingRows } from '../../lib/shop-settings.ts';
import type { DbOrTx } from '../client.ts';
import {
  assetCategories,
  assetTypes,
  branchBankAccounts,
  branches,
  cashLogCategories,
  clientDocTypes,
  contractDocTypes,
  funds,
  products,
  promotions,
  reminderAttitudes,
  reminderNextActions,
  reminderStatuses,
  settings,
  storages,
} from '../schema.ts';
import {
  bankFunds,
  branchBankAccountSeeds,
  cashFundOpeningBalance,
  defaultCashFundOpeningBalance,
  extraStorages,
  nonOperatingBranches,
  operatingBranches,
} from './branch-data.ts';
import {
  assetCategorySeeds,
  assetTypeSeeds,
  cashLogCategorySeeds,
  clientDocTypeSeeds,
  contractDocTypeSeeds,
  productSeeds,
  promotionSeeds,
  reminderAttitudeSeeds,
  reminderNextActionSeeds,
  reminderStatusSeeds,
  shopIdentitySeed,
} from './reference-data.ts';

function lookup(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) {
    // Only reachable when the seed lists disagree with each other; fail loudly rather than seed nulls.
    throw new Error(`Seed data refers to unknown ${what} '${key}'`);
  }
  return id;
}

/**
 * Branches (with their receiving bank accounts), funds, storages, the shop identity printed on
 * documents and every fixed reference list except locations and users.
 */
export async function seedReference(db: DbOrTx): Promise<void> {
  const branchRows = await db
    .insert(branches)
    .values(
      [...nonOperatingBranches, ...operatingBranches].map(
        ({ code, name, address, provinceCode }) => ({
          code,
          name,
          address,
          provinceCode,
        }),
      ),
    )
    .returning({ id: branches.id, code: branches.code });
  const branchIds = new Map(branchRows.map((row) => [row.code, row.id]));

  await db.insert(funds).values([
    ...operatingBranches.map((branch) => ({
      name: `Quỹ tiền mặt ${branch.place}`,
      type: 'CASH' as const,
      branchId: lookup(branchIds, branch.code, 'branch'),
      openingBalance: cashFundOpeningBalance[branch.code] ?? defaultCashFundOpeningBalance,
    })),
    ...bankFunds.map((fund) => ({
      name: fund.name,
      type: 'BANK' as const,
      branchId: fund.branchCode === null ? null : lookup(branchIds, fund.branchCode, 'branch'),
      openingBalance: fund.openingBalance,
    })),
  ]);

  await db.insert(branchBankAccounts).values(
    branchBankAccountSeeds.map(({ branchCode, ...account }) => ({
      ...account,
      branchId: lookup(branchIds, branchCode, 'branch'),
    })),
  );
  await db.insert(settings).values(shopSettingRows(shopIdentitySeed)).onConflictDoNothing();

  await db.insert(storages).values([
    ...operatingBranches.map((branch) => ({
      code: `KHO-${branch.code}`,
      name: `Kho ${branch.place}`,
      branchId: lookup(branchIds, branch.code, 'branch'),
    })),
    ...extraStorages.map((storage) => ({
      code: storage.code,
      name: storage.name,
      branchId: lookup(branchIds, storage.branchCode, 'branch'),
    })),
  ]);

  const typeRows = await db
    .insert(assetTypes)
    .values([...assetTypeSeeds])
    .returning({ id: assetTypes.id, name: assetTypes.name });
  const typeIds = new Map(typeRows.map((row) => [row.name, row.id]));
  await db.insert(assetCategories).values(
    assetCategorySeeds.map(({ assetType, ...category }) => ({
      ...category,
      assetTypeId: lookup(typeIds, assetType, 'asset type'),
    })),
  );

  await db.insert(products).values([...productSeeds]);
  await db.insert(promotions).values([...promotionSeeds]);
  await db.insert(contractDocTypes).values([...contractDocTypeSeeds]);
  await db.insert(clientDocTypes).values([...clientDocTypeSeeds]);
  await db.insert(reminderStatuses).values([...reminderStatusSeeds]);
  await db.insert(reminderAttitudes).values([...reminderAttitudeSeeds]);
  await db.insert(reminderNextActions).values([...reminderNextActionSeeds]);

  // Parents first, in one statement, so the list endpoint's id order shows each top-level
  // category before its children.
  const parentRows = await db
    .insert(cashLogCategories)
    .values(cashLogCategorySeeds.map(({ key, name, direction }) => ({ key, name, direction })))
    .returning({ id: cashLogCategories.id, key: cashLogCategories.key });
  const parentIds = new Map(parentRows.map((row) => [row.key, row.id]));
  const children = cashLogCategorySeeds.flatMap((parent) =>
    (parent.children ?? []).map((child) => ({
      key: child.key,
      name: child.name,
      direction: parent.direction,
      parentId: lookup(parentIds, parent.key, 'cash-log category'),
    })),
  );
  if (children.length > 0) {
    await db.insert(cashLogCategories).values(children);
  }
}
