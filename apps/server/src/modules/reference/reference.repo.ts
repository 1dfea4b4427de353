import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assetCategories,
  assetTypes,
  branches,
  cashLogCategories,
  type clientDocTypes,
  type contractDocTypes,
  funds,
  locations,
  products,
  type reminderAttitudes,
  type reminderNextActions,
  type reminderStatuses,
  roles,
  storages,
  userRoles,
  users,
} from '../../db/schema.ts';

export function listBranches(db: DbOrTx) {
  return db
    .select({
      id: branches.id,
      code: branches.code,
      name: branches.name,
      address: branches.address,
    })
    .from(branches)
    .orderBy(asc(branches.id));
}

export function listFunds(db: DbOrTx) {
  return db
    .select({ id: funds.id, name: funds.name, type: funds.type, branchId: funds.branchId })
    .from(funds)
    .orderBy(asc(funds.id));
}

export function listAssetTypes(db: DbOrTx) {
  return db
    .select({ id: assetTypes.id, name: assetTypes.name, description: assetTypes.description })
    .from(assetTypes)
    .orderBy(asc(assetTypes.id));
}

/** Provinces and legacy districts; communes are loaded per parent where a form needs them. */
export async function listUpperLocations(db: DbOrTx) {
  const rows = await db
    .select({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      parent: locations.parentId,
      tree: locations.tree,
      level: locations.level,
    })
    .from(locations)
    .where(lte(locations.level, 2))
    .orderBy(asc(locations.tree), asc(locations.code));
  return rows.map(({ level, ...row }) => ({ ...row, type: { level } }));
}

export function listAssetCategories(db: DbOrTx) {
  return db
    .select({ id: assetCategories.id, key: assetCategories.key, name: assetCategories.name })
    .from(assetCategories)
    .orderBy(asc(assetCategories.id));
}

export function listProducts(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      productName: products.productName,
      productDesc: products.productDesc,
      interestType: products.interestType,
      loanTerm: products.loanTerm,
      repayEvery: products.repayEvery,
      interestValue: products.interestValue,
      minInterestRate: products.minInterestRate,
      maxInterestRate: products.maxInterestRate,
      commitmentDays: products.commitmentDays,
      commitmentPenaltyRate: products.commitmentPenaltyRate,
    })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export function listStorages(db: DbOrTx) {
  return db
    .select({
      id: storages.id,
      code: storages.code,
      name: storages.name,
      branchId: storages.branchId,
    })
    .from(storages)
    .orderBy(asc(storages.id));
}

type KeyedTable =
  | typeof contractDocTypes
  | typeof clientDocTypes
  | typeof reminderStatuses
  | typeof reminderAttitudes
  | typeof reminderNextActions;

export function listKeyed(db: DbOrTx, table: KeyedTable) {
  return db
    .select({ id: table.id, key: table.key, name: table.name })
    .from(table)
    .orderBy(asc(table.id));
}

export function listCashLogCategories(db: DbOrTx) {
  return db
    .select({
      id: cashLogCategories.id,
      key: cashLogCategories.key,
      name: cashLogCategories.name,
      direction: cashLogCategories.direction,
      parent: cashLogCategories.parentId,
    })
    .from(cashLogCategories)
    .orderBy(asc(cashLogCategories.id));
}

/** Active staff holding one of the given roles (validators, valuators). */
export function listStaffInRoles(db: DbOrTx, roleKeys: string[]) {
  return db
    .selectDistinct({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(roles.key, roleKeys), eq(users.isActive, true)))
    .orderBy(asc(users.username));
}
