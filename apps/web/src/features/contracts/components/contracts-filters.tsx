import { contractStatuses } from '@pawndesk/domain/contract-states';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type DatePreset, datePresets, presetRange } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { statusLabelKey } from '../model/labels.ts';
import {
  type ContractListState,
  defaultRange,
  matchingPreset,
  nextStatuses,
} from '../model/list-params.ts';

type ContractsFiltersProps = {
  state: ContractListState;
  today: string;
  onChange: (next: ContractListState) => void;
};

const dateFormat = 'YYYY-MM-DD';

/** Search (Enter), the required status filter, date presets and a date range (A§2.9). */
export function ContractsFilters({ state, today, onChange }: ContractsFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  // Back and forward change the URL under the box: follow it.
  useEffect(() => setSearch(state.search), [state.search]);
  const setRange = (range: { fromDate: string; toDate: string }) =>
    onChange({ ...state, ...range, page: 1 });

  return (
    <div className="pd-toolbar" data-testid="contract-filters">
      <Input.Search
        value={search}
        allowClear
        placeholder={t('CONTRACT_SEARCH_PLACEHOLDER')}
        aria-label={t('CONTRACT_SEARCH_PLACEHOLDER')}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ ...state, search: value.trim(), page: 1 })}
        className="pd-contract-search"
        data-testid="contract-search"
      />
      <Select
        mode="multiple"
        value={state.statuses}
        placeholder={t('CONTRACT_STATUS_FILTER')}
        aria-label={t('CONTRACT_STATUS_FILTER')}
        aria-required
        onChange={(chosen) =>
          onChange({ ...state, statuses: nextStatuses(state.statuses, chosen), page: 1 })
        }
        options={contractStatuses.map((status) => ({
          value: status,
          label: t(statusLabelKey(status)),
        }))}
        maxTagCount="responsive"
        className="pd-contract-status-filter"
        data-testid="contract-status-filter"
      />
      <Select<DatePreset>
        value={matchingPreset(state, today)}
        placeholder={t('CONTRACT_DATE_PRESET')}
        aria-label={t('CONTRACT_DATE_PRESET')}
        onChange={(preset) => setRange(presetRange(preset, today))}
        options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
        className="pd-contract-preset"
        data-testid="contract-date-preset"
      />
      <DatePicker.RangePicker
        value={[dayjs(state.fromDate, dateFormat), dayjs(state.toDate, dateFormat)]}
        format="DD/MM/YYYY"
        onChange={(dates) => {
          const from = dates?.[0];
          const to = dates?.[1];
          // Clearing the range goes back to the default year rather than to no dates at all.
          setRange(
            from && to
              ? { fromDate: from.format(dateFormat), toDate: to.format(dateFormat) }
              : defaultRange(today),
          );
        }}
        data-testid="contract-date-range"
      />
    </div>
  );
}
