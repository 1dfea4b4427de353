import { type AssetMetaField, assetMetaFields } from '@pawndesk/domain/asset-rules';
import type { TFunction } from '../i18n/i18n.ts';

/** The B§3 spellings other systems use for the same fields. */
const sameFieldAs: Record<string, AssetMetaField> = {
  accessory: 'accessories',
  chassisId: 'chassisNumber',
  engineId: 'engineNumber',
  color: 'paintingColor',
  licensePlateId: 'licensePlate',
  clientName2: 'coOwner',
  nationalId2: 'coOwnerCitizenId',
};

function fieldOf(key: string): AssetMetaField | undefined {
  return (assetMetaFields as readonly string[]).includes(key)
    ? (key as AssetMetaField)
    : sameFieldAs[key];
}

export type AssetMetaEntry = { key: string; label: string; value: string };

/**
 * An asset's meta fields with their labels (B§3) in the text language, known fields in the edit
 * dialog's order, then any other key as it is stored; empty values left out.
 */
export function assetMetaEntries(
  meta: Readonly<Record<string, string>>,
  t: TFunction,
): AssetMetaEntry[] {
  const rank = (key: string) => {
    const field = fieldOf(key);
    return field === undefined ? assetMetaFields.length : assetMetaFields.indexOf(field);
  };
  return Object.entries(meta)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => {
      const field = fieldOf(key);
      return { key, label: field ? t(`ASSET_META_${field}`) : key, value: value.trim() };
    });
}
