import type { AssetDto, AssetInput } from '@pawndesk/domain/asset-api';
import {
  type AssetMetaField,
  type AssetStatus,
  assetFieldsFor,
  assetMetaLabels,
  assetRequiredFields,
  assetStatuses,
  assetStatusLabels,
  cleanAssetMeta,
} from '@pawndesk/domain/asset-rules';
import { fullName } from '@pawndesk/domain/names';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useValidators } from '../../../lib/reference/list-validators.ts';
import { useAsset } from '../api/get-asset.ts';
import { useUpdateAsset } from '../api/update-asset.ts';

type RequiredField = (typeof assetRequiredFields)[number];

type Draft = {
  category: number | null;
  storage: number | null;
  valuatedAmount: number | null;
  valuator: number | null;
  description: string;
  expectedAmount: number | null;
  status: AssetStatus;
  meta: Record<string, string>;
};

function draftOf(asset: AssetDto): Draft {
  return {
    category: asset.category.id,
    storage: asset.storage?.id ?? null,
    valuatedAmount: asset.valuatedAmount,
    valuator: asset.valuator?.id ?? null,
    description: asset.description,
    expectedAmount: asset.expectedAmount,
    status: asset.status,
    meta: { ...asset.meta },
  };
}

/** The required fields still empty (B§5 Asset form (list edit dialog)). */
export function missingAssetFields(draft: Draft): RequiredField[] {
  return assetRequiredFields.filter((field) => {
    const value = draft[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const vndFormatter = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : Number(value).toLocaleString('vi-VN');
const vndParser = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));

function AssetForm({ asset, onClose }: { asset: AssetDto; onClose: () => void }) {
  const { t } = useTranslation();
  const misc2 = useMisc2();
  const valuators = useValidators();
  const update = useUpdateAsset(asset.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(asset));
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const categories = misc2.data?.assetCategories ?? [];
  const categoryKey =
    categories.find((category) => category.id === draft.category)?.key ??
    (draft.category === asset.category.id ? asset.category.key : null);
  const metaFields = assetFieldsFor(categoryKey);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((name) => name !== field));
  };

  const save = async () => {
    const empty = missingAssetFields(draft);
    if (empty.length > 0) {
      setMissing(empty);
      return;
    }
    const input: AssetInput = {
      category: draft.category ?? 0,
      storage: draft.storage ?? 0,
      valuatedAmount: draft.valuatedAmount ?? 0,
      valuator: draft.valuator ?? 0,
      description: draft.description.trim(),
      expectedAmount: draft.expectedAmount ?? 0,
      status: draft.status,
      meta: cleanAssetMeta(categoryKey, draft.meta),
      client: asset.client?.id ?? null,
    };
    try {
      await update.mutateAsync(input);
      flash.info(t('SUCCESSFULLY_UPDATED_ASSET'));
      onClose();
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const item = (name: string, label: string, control: ReactNode, isRequired = false) => {
    const isMissing = missing.some((field) => field === name);
    return (
      <Form.Item
        key={name}
        label={label}
        required={isRequired}
        validateStatus={isMissing ? 'error' : undefined}
        help={
          isMissing ? <span data-testid={`error-${name}`}>{t('FIELD_REQUIRED')}</span> : undefined
        }
      >
        {control}
      </Form.Item>
    );
  };

  return (
    <>
      <Form layout="vertical" component="div" data-testid="asset-form">
        {item(
          'category',
          t('ASSET_TYPE'),
          <Select<number>
            value={draft.category ?? undefined}
            onChange={(value) => set('category', value)}
            aria-label={t('ASSET_TYPE')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            data-testid="asset-category"
          />,
          true,
        )}
        {item(
          'description',
          t('ASSET_DESCRIPTION'),
          <Input.TextArea
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            aria-label={t('ASSET_DESCRIPTION')}
            autoSize={{ minRows: 2 }}
            data-testid="asset-description"
          />,
          true,
        )}
        {metaFields.map((field: AssetMetaField) =>
          item(
            field,
            assetMetaLabels[field],
            <Input
              value={draft.meta[field] ?? ''}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  meta: { ...current.meta, [field]: event.target.value },
                }))
              }
              aria-label={assetMetaLabels[field]}
              data-testid={`asset-meta-${field}`}
            />,
          ),
        )}
        {item(
          'storage',
          t('ASSET_STORAGE'),
          <Select<number>
            value={draft.storage ?? undefined}
            onChange={(value) => set('storage', value)}
            aria-label={t('ASSET_STORAGE')}
            options={(misc2.data?.storages ?? []).map((storage) => ({
              value: storage.id,
              label: storage.name,
            }))}
            data-testid="asset-storage"
          />,
          true,
        )}
        {item(
          'valuatedAmount',
          t('ASSET_VALUATED_AMOUNT'),
          <InputNumber<number>
            value={draft.valuatedAmount}
            min={0}
            step={100_000}
            formatter={vndFormatter}
            parser={vndParser}
            onChange={(value) => set('valuatedAmount', value)}
            aria-label={t('ASSET_VALUATED_AMOUNT')}
            style={{ width: '100%' }}
            data-testid="asset-valuatedAmount"
          />,
          true,
        )}
        {item(
          'expectedAmount',
          t('ASSET_EXPECTED_AMOUNT'),
          <InputNumber<number>
            value={draft.expectedAmount}
            min={0}
            step={100_000}
            formatter={vndFormatter}
            parser={vndParser}
            onChange={(value) => set('expectedAmount', value)}
            aria-label={t('ASSET_EXPECTED_AMOUNT')}
            style={{ width: '100%' }}
          />,
        )}
        {item(
          'valuator',
          t('ASSET_VALUATOR'),
          <Select<number>
            value={draft.valuator ?? undefined}
            onChange={(value) => set('valuator', value)}
            aria-label={t('ASSET_VALUATOR')}
            options={(valuators.data ?? []).map((staff) => ({
              value: staff.id,
              label: fullName(staff) || staff.username,
            }))}
            data-testid="asset-valuator"
          />,
          true,
        )}
        {item(
          'status',
          t('ASSET_STATUS'),
          <Select<AssetStatus>
            value={draft.status}
            onChange={(value) => set('status', value)}
            aria-label={t('ASSET_STATUS')}
            options={assetStatuses.map((status) => ({
              value: status,
              label: assetStatusLabels[status],
            }))}
            data-testid="asset-status"
          />,
        )}
      </Form>
      <div className="pd-toolbar" style={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
        <Button
          type="primary"
          loading={update.isPending}
          onClick={() => void save()}
          data-testid="asset-save"
        >
          {t('SAVE')}
        </Button>
      </div>
    </>
  );
}

/** AST-2: loads the asset, then edits it; fields follow the category (asset-rules.ts). */
export function AssetEditDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const asset = useAsset(assetId);
  return (
    <Modal
      open
      title={asset.data ? t('ASSET_EDIT_TITLE', { code: asset.data.code }) : t('ASSET_EDIT')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="asset-edit-dialog"
    >
      {asset.isPending ? (
        <Spin />
      ) : asset.isError ? (
        <Result status="error" subTitle={errorText(asset.error, t)} />
      ) : (
        <AssetForm asset={asset.data} onClose={onClose} />
      )}
    </Modal>
  );
}
