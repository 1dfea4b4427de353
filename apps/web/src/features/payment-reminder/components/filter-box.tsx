import type { BranchDto } from '@pawndesk/domain/reference';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { amountError, type ReminderListState } from '../model/list-state.ts';

type FilterBoxProps = {
  state: ReminderListState;
  branches: readonly BranchDto[];
  assetTypes: readonly { id: number; name: string }[];
  onApply: (change: Partial<ReminderListState>) => void;
};

/**
 * The filter box (A§2.8, A§5): approved amount range in millions, branches and asset types,
 * applied together by Filter, which stays disabled while an amount is invalid or max < min.
 */
export function FilterBox({ state, branches, assetTypes, onApply }: FilterBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    minAmount: state.minAmount,
    maxAmount: state.maxAmount,
    branches: state.branches,
    assetTypes: state.assetTypes,
  });
  const error = amountError(draft.minAmount, draft.maxAmount);
  return (
    <div className="pd-reminder-filter-box" data-testid="reminder-filter-box">
      <div className="pd-reminder-amounts">
        <Input
          value={draft.minAmount}
          inputMode="decimal"
          placeholder={t('REMINDER_MIN_AMOUNT')}
          aria-label={t('REMINDER_MIN_AMOUNT')}
          status={error ? 'error' : undefined}
          onChange={(event) => setDraft({ ...draft, minAmount: event.target.value })}
          data-testid="reminder-min-amount"
        />
        <Input
          value={draft.maxAmount}
          inputMode="decimal"
          placeholder={t('REMINDER_MAX_AMOUNT')}
          aria-label={t('REMINDER_MAX_AMOUNT')}
          status={error ? 'error' : undefined}
          onChange={(event) => setDraft({ ...draft, maxAmount: event.target.value })}
          data-testid="reminder-max-amount"
        />
      </div>
      {error ? (
        <div className="pd-field-error" role="alert" data-testid="reminder-amount-error">
          {t(error === 'MAX_BELOW_MIN' ? 'REMINDER_MAX_BELOW_MIN' : error)}
        </div>
      ) : null}
      <Select<number[]>
        mode="multiple"
        allowClear
        value={draft.branches}
        placeholder={t('REMINDER_BRANCHES')}
        aria-label={t('REMINDER_BRANCHES')}
        onChange={(chosen) => setDraft({ ...draft, branches: chosen })}
        options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="reminder-branches"
      />
      <Select<number[]>
        mode="multiple"
        allowClear
        value={draft.assetTypes}
        placeholder={t('REMINDER_ASSET_TYPES')}
        aria-label={t('REMINDER_ASSET_TYPES')}
        onChange={(chosen) => setDraft({ ...draft, assetTypes: chosen })}
        options={assetTypes.map((type) => ({ value: type.id, label: type.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="reminder-asset-types"
      />
      <Button
        type="primary"
        disabled={error !== null}
        onClick={() => onApply(draft)}
        data-testid="reminder-filter-apply"
      >
        {t('REMINDER_FILTER_APPLY')}
      </Button>
    </div>
  );
}
