/**
 * Asset rules shared by the list's edit dialog and the server (B§3 Asset, B§5 Asset form (list edit
 * dialog)).
 */
export const assetStatuses = [
  'PENDING',
  'ACQUIRED',
  'IN_STORAGE',
  'WAITING_TO_LIQUIDIZE',
  'LIQUIDIZED',
  'RELEASED',
] as const;
export type AssetStatus = (typeof assetStatuses)[number];

export const assetStatusLabels: Record<AssetStatus, string> = {
  PENDING: 'Chờ xử lý',
  ACQUIRED: 'Đã nhận',
  IN_STORAGE: 'Đang lưu kho',
  WAITING_TO_LIQUIDIZE: 'Chờ thanh lý',
  LIQUIDIZED: 'Đã thanh lý',
  RELEASED: 'Đã trả khách',
};

/** The 15 categories seeded in asset_categories (keys). */
export const assetCategoryKeys = [
  'MOTORCYCLE',
  'AUTOMOBILE',
  'TRUCK',
  'PHONE_TABLET',
  'GOLD_JEWELRY',
  'DIAMOND',
  'CAMERA',
  'REAL_ESTATE',
  'ART_ANTIQUE',
  'HOUSEHOLD_APPLIANCE',
  'SIM_CARD',
  'HANDBAG',
  'WATCH',
  'COMPUTER',
  'ACCESSORIES',
] as const;
export type AssetCategoryKey = (typeof assetCategoryKeys)[number];

export const vehicleCategoryKeys: readonly string[] = ['MOTORCYCLE', 'AUTOMOBILE', 'TRUCK'];
export const realEstateCategoryKey = 'REAL_ESTATE';

export const assetMetaFields = [
  'brand',
  'productLine',
  'accessories',
  'chassisNumber',
  'engineNumber',
  'paintingColor',
  'licensePlate',
  'coOwner',
  'coOwnerCitizenId',
] as const;
export type AssetMetaField = (typeof assetMetaFields)[number];

export const assetMetaLabels: Record<AssetMetaField, string> = {
  brand: 'Hãng',
  productLine: 'Dòng sản phẩm',
  accessories: 'Phụ kiện',
  chassisNumber: 'Số khung',
  engineNumber: 'Số máy',
  paintingColor: 'Màu sơn',
  licensePlate: 'Biển số',
  coOwner: 'Người đồng sở hữu',
  coOwnerCitizenId: 'CCCD người đồng sở hữu',
};

export function isVehicleCategory(categoryKey: string | null | undefined): boolean {
  return categoryKey != null && vehicleCategoryKeys.includes(categoryKey);
}

/**
 * The meta fields the edit dialog shows for a category, in display order. Vehicles add chassis,
 * engine, colour and licence plate; real estate shows co-owner and co-owner citizen id and hides
 * accessories, brand and product line; every other category (and none chosen yet) shows brand,
 * product line and accessories.
 */
export function assetFieldsFor(categoryKey: string | null | undefined): readonly AssetMetaField[] {
  if (categoryKey === realEstateCategoryKey) {
    return ['coOwner', 'coOwnerCitizenId'];
  }
  if (isVehicleCategory(categoryKey)) {
    return [
      'brand',
      'productLine',
      'chassisNumber',
      'engineNumber',
      'paintingColor',
      'licensePlate',
      'accessories',
    ];
  }
  return ['brand', 'productLine', 'accessories'];
}

/** The required fields of the edit dialog (B§5), by input name. */
export const assetRequiredFields = [
  'category',
  'storage',
  'valuatedAmount',
  'valuator',
  'description',
] as const;
export type AssetRequiredField = (typeof assetRequiredFields)[number];

/** The statuses in which an asset sits in a storage: only they need one (a PENDING one is not in yet). */
export const storedAssetStatuses = ['IN_STORAGE', 'WAITING_TO_LIQUIDIZE'] as const;

export function isStoredStatus(status: AssetStatus): boolean {
  return storedAssetStatuses.some((stored) => stored === status);
}

/** B§5's required fields for an asset in `status`: the storage only while it is stored. */
export function assetRequiredFieldsFor(status: AssetStatus): readonly AssetRequiredField[] {
  return isStoredStatus(status)
    ? assetRequiredFields
    : assetRequiredFields.filter((field) => field !== 'storage');
}

/**
 * "Xe máy – Honda Wave Alpha, Hãng: Honda, Biển số: 29H1-123.45": the category, the description and
 * the shown meta fields that have a value. Used by cards, contract prints and search results.
 */
export function assetFullDescriptionVi(
  categoryKey: string | null | undefined,
  categoryName: string | null | undefined,
  description: string,
  meta: Readonly<Record<string, string>>,
): string {
  const head = [categoryName, description.trim()].filter(Boolean).join(' – ');
  const details = assetFieldsFor(categoryKey)
    .filter((field) => (meta[field] ?? '').trim() !== '')
    .map((field) => `${assetMetaLabels[field]}: ${(meta[field] ?? '').trim()}`);
  return [head, ...details].filter(Boolean).join(', ');
}

/** Keeps only the meta fields the category shows, trimmed and non-empty. */
export function cleanAssetMeta(
  categoryKey: string | null | undefined,
  meta: Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const field of assetFieldsFor(categoryKey)) {
    const value = meta[field]?.trim();
    if (value) {
      result[field] = value;
    }
  }
  return result;
}
