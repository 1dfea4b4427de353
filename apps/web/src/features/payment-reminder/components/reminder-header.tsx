import FilterOutlined from '@ant-design/icons/FilterOutlined';
import type { BranchDto } from '@pawndesk/domain/reference';
import { type ReminderDatePreset, reminderDatePresets } from '@pawndesk/domain/reminders';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { type ReminderListState, reminderWindow } from '../model/list-state.ts';
import { FilterBox } from './filter-box.tsx';

type ReminderHeaderProps = {
  state: ReminderListState;
  today: string;
  branches: readonly BranchDto[];
  assetTypes: readonly { id: number; name: string }[];
  onFilter: (change: Partial<ReminderListState>) => void;
};

/** The header's controls (A§2.8): search on Enter, the value-adjustment toggle, filters, dates. */
export function ReminderHeader({
  state,
  today,
  branches,
  assetTypes,
  onFilter,
}: ReminderHeaderProps) {
  const { t } = useTranslation();
  const [text, setText] = useSearchDraft(state.terms);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const range = reminderWindow(state, today);
  const activeFilters =
    state.branches.length +
    state.assetTypes.length +
    (state.minAmount ? 1 : 0) +
    (state.maxAmount ? 1 : 0);
  return (
    <>
      <div className="pd-toolbar">
        <Input.Search
          value={text}
          allowClear
          placeholder={t('REMINDER_SEARCH_PLACEHOLDER')}
          aria-label={t('REMINDER_SEARCH_PLACEHOLDER')}
          className="pd-reminder-search"
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => onFilter({ terms: value.trim() })}
          data-testid="reminder-search"
        />
        <span className="pd-nowrap">
          <Switch
            checked={state.hasValueAdjustment}
            onChange={(checked) => onFilter({ hasValueAdjustment: checked })}
            aria-label={t('REMINDER_VALUE_ADJUSTMENT')}
            data-testid="reminder-value-adjustment"
          />{' '}
          {t('REMINDER_VALUE_ADJUSTMENT')}
        </span>
        <Button
          icon={<FilterOutlined />}
          type={activeFilters > 0 ? 'primary' : 'default'}
          ghost={activeFilters > 0}
          aria-expanded={isFilterOpen}
          onClick={() => setFilterOpen(!isFilterOpen)}
          data-testid="reminder-filter-toggle"
        >
          {t('REMINDER_FILTER')}
          {activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
        <Select<ReminderDatePreset>
          value={state.preset ?? undefined}
          placeholder={t('REMINDER_DATE_PRESET')}
          aria-label={t('REMINDER_DATE_PRESET')}
          className="pd-reminder-preset"
          onChange={(preset) => onFilter({ preset, fromDate: null, toDate: null })}
          options={reminderDatePresets.map((value) => ({
            value,
            label: t(`REMINDER_PRESET_${value}`),
          }))}
          data-testid="reminder-date-preset"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          allowClear={false}
          value={[range.fromDate ? dayjs(range.fromDate) : null, dayjs(range.toDate)]}
          allowEmpty={[true, false]}
          onChange={(dates) => {
            const toDate = dates?.[1]?.format('YYYY-MM-DD');
            if (toDate) {
              onFilter({
                preset: null,
                fromDate: dates?.[0]?.format('YYYY-MM-DD') ?? null,
                toDate,
              });
            }
          }}
          data-testid="reminder-date-range"
        />
      </div>
      {isFilterOpen ? (
        <FilterBox
          state={state}
          branches={branches}
          assetTypes={assetTypes}
          onApply={(change) => {
            onFilter(change);
            setFilterOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
