import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  assetCategories,
  assetTypes,
  branchBankAccounts,
  branches,
  cashLogCategories,
  type clientDocTypes,
  contractDocTypes,
  funds,
  locationMappings,
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

// /v1/misc/'s three lists, prepared: the login page and every console start read them.
const branchList = preparedOnce((db) =>
  db
    .select({
      id: branches.id,
      code: branches.code,
      name: branches.name,
      address: branches.address,
    })
    .from(branches)
    .orderBy(asc(branches.id))
    .prepare('reference_branches'),
);

export function listBranches(db: DbOrTx) {
  return branchList(db).execute();
}

const fundList = preparedOnce((db) =>
  db
    .select({
      id: funds.id,
      name: funds.name,
      type: funds.type,
      branchId: funds.branchId,
      isActive: funds.isActive,
    })
    .from(funds)
    .orderBy(asc(funds.id))
    .prepare('reference_funds'),
);

export function listFunds(db: DbOrTx) {
  return fundList(db).execute();
}

const assetTypeList = preparedOnce((db) =>
  db
    .select({ id: assetTypes.id, name: assetTypes.name, description: assetTypes.description })
    .from(assetTypes)
    .orderBy(asc(assetTypes.id))
    .prepare('reference_asset_types'),
);

export function listAssetTypes(db: DbOrTx) {
  return assetTypeList(db).execute();
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

/** The contract document types staff can upload: the printed type is the server's own. */
export function listUploadableContractDocTypes(db: DbOrTx) {
  return db
    .select({ id: contractDocTypes.id, key: contractDocTypes.key, name: contractDocTypes.name })
    .from(contractDocTypes)
    .where(eq(contractDocTypes.isPrinted, false))
    .orderBy(asc(contractDocTypes.id));
}

export async function findBranchWithAccount(db: DbOrTx, branchId: number) {
  const [row] = await db
    .select({
      branch: { id: branches.id, name: branches.name, address: branches.address },
      account: {
        bankBin: branchBankAccounts.bankBin,
        bankName: branchBankAccounts.bankName,
        accountNumber: branchBankAccounts.accountNumber,
        accountName: branchBankAccounts.accountName,
      },
    })
    .from(branches)
    .leftJoin(branchBankAccounts, eq(branchBankAccounts.branchId, branches.id))
    .where(eq(branches.id, branchId))
    .limit(1);
  return row;
}

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

const locationColumns = {
  id: locations.id,
  code: locations.code,
  name: locations.name,
  parent: locations.parentId,
  tree: locations.tree,
  level: locations.level,
};

type LocationRow = {
  id: number;
  code: string;
  name: string;
  parent: number | null;
  tree: 'legacy' | 'current';
  level: number;
};

export function toLocationDto({ level, ...row }: LocationRow) {
  return { ...row, type: { level } };
}

/** A tree's provinces, or the children of one location. */
export async function listLocationChildren(
  db: DbOrTx,
  tree: 'legacy' | 'current',
  parentId: number | undefined,
) {
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(
      parentId === undefined
        ? and(eq(locations.tree, tree), eq(locations.level, 1))
        : and(eq(locations.tree, tree), eq(locations.parentId, parentId)),
    )
    .orderBy(asc(locations.code));
  return rows.map(toLocationDto);
}

export async function findLocationRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);
  return row;
}

/** The current communes a legacy commune (or island district) maps to, full ones first. */
export async function listCurrentEquivalents(db: DbOrTx, legacyCode: string) {
  const province = alias(locations, 'province');
  const rows = await db
    .select({
      location: locationColumns,
      province: { id: province.id, name: province.name },
      coverage: locationMappings.coverage,
    })
    .from(locationMappings)
    .innerJoin(
      locations,
      and(eq(locations.tree, 'current'), eq(locations.code, locationMappings.currentCode)),
    )
    .leftJoin(province, eq(province.id, locations.parentId))
    .where(eq(locationMappings.legacyCode, legacyCode))
    .orderBy(asc(locationMappings.coverage), asc(locations.code));
  return rows.map((row) => ({
    location: toLocationDto(row.location),
    province:
      row.province?.id && row.province.name !== null
        ? { id: row.province.id, name: row.province.name }
        : null,
    coverage: row.coverage,
  }));
}
