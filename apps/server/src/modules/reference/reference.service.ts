import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientDocTypes,
  reminderAttitudes,
  reminderNextActions,
  reminderStatuses,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import * as repo from './reference.repo.ts';

export async function getMisc(db: DbOrTx): Promise<MiscDto> {
  const [branches, funds, assetTypes] = await Promise.all([
    repo.listBranches(db),
    repo.listFunds(db),
    repo.listAssetTypes(db),
  ]);
  return { branches, funds, assetTypes };
}

type ProductRow = Awaited<ReturnType<typeof repo.listProducts>>[number];

function toProductDto(product: ProductRow) {
  return { ...product, prepaid: product.interestType === 'ADVANCE' };
}

/** A GET /v1/products/ and the products of /v2/misc/, in the spec's order (B§9). */
export async function listProductDtos(db: DbOrTx) {
  return (await repo.listProducts(db)).map(toProductDto);
}

export async function getMisc2(db: DbOrTx): Promise<Misc2Dto> {
  const [
    locations,
    assetCategories,
    products,
    storages,
    contractDocs,
    clientDocs,
    nextActions,
    attitudes,
    statuses,
  ] = await Promise.all([
    repo.listUpperLocations(db),
    repo.listAssetCategories(db),
    repo.listProducts(db),
    repo.listStorages(db),
    repo.listUploadableContractDocTypes(db),
    repo.listKeyed(db, clientDocTypes),
    repo.listKeyed(db, reminderNextActions),
    repo.listKeyed(db, reminderAttitudes),
    repo.listKeyed(db, reminderStatuses),
  ]);
  return {
    locations,
    assetCategories,
    products: products.map(toProductDto),
    storages,
    contractDocTypes: contractDocs,
    clientDocTypes: clientDocs,
    paymentReminderNextActions: nextActions,
    paymentReminderClientAttitudes: attitudes,
    paymentReminderStatuses: statuses,
  };
}

export function getStaff(db: DbOrTx, role: 'validator' | 'valuator') {
  return repo.listStaffInRoles(db, [role]);
}

export function getClientDocTypes(db: DbOrTx) {
  return repo.listKeyed(db, clientDocTypes);
}

export function getCashLogCategories(db: DbOrTx) {
  return repo.listCashLogCategories(db);
}

export function getLocationChildren(
  db: DbOrTx,
  tree: 'legacy' | 'current',
  parentId: number | undefined,
) {
  return repo.listLocationChildren(db, tree, parentId);
}

/** The current equivalents of a legacy location; nothing for a current one or an unmapped one. */
export async function getCurrentEquivalents(db: DbOrTx, id: number) {
  const location = await repo.findLocationRow(db, id);
  if (!location) {
    throw new AppError('notFound', 'Không tìm thấy địa danh');
  }
  return location.tree === 'legacy' ? repo.listCurrentEquivalents(db, location.code) : [];
}

/** A location and its ancestors (province first), so a form can show a saved address. */
export async function getLocationPath(db: DbOrTx, id: number) {
  const location = await repo.findLocationRow(db, id);
  if (!location) {
    throw new AppError('notFound', 'Không tìm thấy địa danh');
  }
  const ancestors = [];
  let parentId = location.parent;
  // Two levels at most (ward → district → province); the bound guards against a cycle in bad data.
  for (let depth = 0; parentId !== null && depth < 3; depth += 1) {
    const parent = await repo.findLocationRow(db, parentId);
    if (!parent) {
      break;
    }
    ancestors.unshift(repo.toLocationDto(parent));
    parentId = parent.parent;
  }
  return { location: repo.toLocationDto(location), ancestors };
}
