import {
  type AssetStatus,
  assetStatuses,
  assetStatusLabels,
  isStoredStatus,
} from '@pawndesk/domain/asset-rules';
import { fullName } from '@pawndesk/domain/names';
import Select from 'antd/es/select';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AssetFormModel } from '../hooks/use-asset-form.ts';
import { AssetFormItem } from './asset-form-item.tsx';

/** Where the asset is kept, what it is worth, who valued it and its status. */
export function AssetValuationFields({ form }: { form: AssetFormModel }) {
  const { t } = useTranslation();
  const { draft, set } = form;
  return (
    <>
      <AssetFormItem
        name="storage"
        label={t('ASSET_STORAGE')}
        isRequired={isStoredStatus(draft.status)}
        isMissing={form.isMissing('storage')}
      >
        <Select<number>
          allowClear
          value={draft.storage ?? undefined}
          onChange={(value) => set('storage', value ?? null)}
          aria-label={t('ASSET_STORAGE')}
          options={form.storages.map((storage) => ({ value: storage.id, label: storage.name }))}
          data-testid="asset-storage"
        />
      </AssetFormItem>
      <AssetFormItem
        name="valuatedAmount"
        label={t('ASSET_VALUATED_AMOUNT')}
        isRequired
        isMissing={form.isMissing('valuatedAmount')}
        error={form.amountError('valuatedAmount')}
      >
        <NumberInput
          unit="millions"
          value={draft.valuatedAmount}
          suffix={t('MILLIONS')}
          onChange={(text) => set('valuatedAmount', text)}
          ariaLabel={t('ASSET_VALUATED_AMOUNT')}
          testId="asset-valuatedAmount"
        />
      </AssetFormItem>
      <AssetFormItem
        name="expectedAmount"
        label={t('ASSET_EXPECTED_AMOUNT')}
        isMissing={form.isMissing('expectedAmount')}
        error={form.amountError('expectedAmount')}
      >
        <NumberInput
          unit="millions"
          value={draft.expectedAmount}
          suffix={t('MILLIONS')}
          onChange={(text) => set('expectedAmount', text)}
          ariaLabel={t('ASSET_EXPECTED_AMOUNT')}
          testId="asset-expectedAmount"
        />
      </AssetFormItem>
      <AssetFormItem
        name="valuator"
        label={t('ASSET_VALUATOR')}
        isRequired
        isMissing={form.isMissing('valuator')}
      >
        <Select<number>
          value={draft.valuator ?? undefined}
          onChange={(value) => set('valuator', value)}
          aria-label={t('ASSET_VALUATOR')}
          options={form.valuators.map((staff) => ({
            value: staff.id,
            label: fullName(staff) || staff.username,
          }))}
          data-testid="asset-valuator"
        />
      </AssetFormItem>
      <AssetFormItem name="status" label={t('ASSET_STATUS')} isMissing={form.isMissing('status')}>
        <Select<AssetStatus>
          value={draft.status}
          onChange={(value) => set('status', value)}
          aria-label={t('ASSET_STATUS')}
          options={assetStatuses.map((status) => ({
            value: status,
            label: assetStatusLabels[status],
          }))}
          data-testid="asset-status"
        />
      </AssetFormItem>
    </>
  );
}
