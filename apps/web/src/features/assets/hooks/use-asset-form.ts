import type { AssetDto, AssetInput } from '@pawndesk/domain/asset-api';
import {
  type AssetMetaField,
  type AssetRequiredField,
  type AssetStatus,
  assetFieldsFor,
  assetRequiredFieldsFor,
  cleanAssetMeta,
} from '@pawndesk/domain/asset-rules';
import { vndToMillions } from '@pawndesk/domain/money';
import { millionsToVnd, type NumberTextError, numberTextError } from '@pawndesk/domain/number-text';
import type { Misc2Dto } from '@pawndesk/domain/reference';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { type StaffOption, useValidators } from '../../../lib/reference/list-validators.ts';
import { useUpdateAsset } from '../api/update-asset.ts';

export type RequiredAssetField = AssetRequiredField;

const amountFields = ['valuatedAmount', 'expectedAmount'] as const;
type AmountField = (typeof amountFields)[number];

export type AssetDraft = {
  category: number | null;
  storage: number | null;
  /** Millions as typed ("12,5"), like every amount of the console. */
  valuatedAmount: string;
  valuator: number | null;
  description: string;
  expectedAmount: string;
  status: AssetStatus;
  meta: Record<string, string>;
};

function draftOf(asset: AssetDto): AssetDraft {
  return {
    category: asset.category.id,
    storage: asset.storage?.id ?? null,
    valuatedAmount: String(vndToMillions(asset.valuatedAmount)),
    valuator: asset.valuator?.id ?? null,
    description: asset.description,
    expectedAmount: String(vndToMillions(asset.expectedAmount)),
    status: asset.status,
    meta: { ...asset.meta },
  };
}

/**
 * The staff to choose from, with the asset's own valuator even when the list does not name them
 * (another branch, or no longer validating): the select shows a name, never a bare id.
 */
export function withValuator(
  staff: readonly StaffOption[],
  valuator: AssetDto['valuator'],
): StaffOption[] {
  return valuator && !staff.some((person) => person.id === valuator.id)
    ? [...staff, valuator]
    : [...staff];
}

/** The required fields still empty (B§5 Asset form (list edit dialog)). */
export function missingAssetFields(draft: AssetDraft): RequiredAssetField[] {
  return assetRequiredFieldsFor(draft.status).filter((field) => {
    const value = draft[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

export type AssetFormModel = {
  draft: AssetDraft;
  set: <K extends keyof AssetDraft>(field: K, value: AssetDraft[K]) => void;
  setMeta: (field: AssetMetaField, value: string) => void;
  /** Whether a required field was found empty by the last save (it clears once edited). */
  isMissing: (field: string) => boolean;
  /** Why an amount as typed cannot be read (A§5 message key). */
  amountError: (field: AmountField) => NumberTextError | undefined;
  categories: Misc2Dto['assetCategories'];
  storages: Misc2Dto['storages'];
  valuators: StaffOption[];
  /** The extra fields of the chosen category (asset-rules.ts). */
  metaFields: readonly AssetMetaField[];
  save: () => Promise<void>;
  isSaving: boolean;
};

/**
 * The asset edit form's state: required fields are checked on save, and the meta fields follow
 * the chosen category (its key comes from the reference list, or from the asset itself until the
 * list has loaded).
 */
export function useAssetForm(asset: AssetDto, onSaved: () => void): AssetFormModel {
  const { t } = useTranslation();
  const misc2 = useMisc2();
  const valuators = useValidators();
  const update = useUpdateAsset(asset.id);
  const [draft, setDraft] = useState<AssetDraft>(() => draftOf(asset));
  const [missing, setMissing] = useState<RequiredAssetField[]>([]);
  const categories = misc2.data?.assetCategories ?? [];
  const categoryKey =
    categories.find((category) => category.id === draft.category)?.key ??
    (draft.category === asset.category.id ? asset.category.key : null);

  const amountError = (field: AmountField) => numberTextError(draft[field], 'millions');
  const save = async () => {
    const empty = missingAssetFields(draft);
    if (empty.length > 0) {
      setMissing(empty);
      return;
    }
    if (amountFields.some((field) => amountError(field) !== undefined)) {
      return;
    }
    const input: AssetInput = {
      category: draft.category ?? 0,
      storage: draft.storage,
      valuatedAmount: millionsToVnd(draft.valuatedAmount) ?? 0,
      valuator: draft.valuator ?? 0,
      description: draft.description.trim(),
      expectedAmount: millionsToVnd(draft.expectedAmount) ?? 0,
      status: draft.status,
      meta: cleanAssetMeta(categoryKey, draft.meta),
      client: asset.client?.id ?? null,
    };
    try {
      await update.mutateAsync(input);
      flash.info(t('SUCCESSFULLY_UPDATED_ASSET'));
      onSaved();
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  return {
    draft,
    set: (field, value) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setMissing((current) => current.filter((name) => name !== field));
    },
    setMeta: (field, value) =>
      setDraft((current) => ({ ...current, meta: { ...current.meta, [field]: value } })),
    isMissing: (field) => missing.some((name) => name === field),
    amountError,
    categories,
    storages: misc2.data?.storages ?? [],
    valuators: withValuator(valuators.data ?? [], asset.valuator),
    metaFields: assetFieldsFor(categoryKey),
    save,
    isSaving: update.isPending,
  };
}
