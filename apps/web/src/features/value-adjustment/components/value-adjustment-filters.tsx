import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { defaultRange, type ValueAdjustmentState } from '../model/list-state.ts';

const dateFormat = 'YYYY-MM-DD';

type FiltersProps = {
  state: ValueAdjustmentState;
  today: string;
  onChange: (next: ValueAdjustmentState) => void;
};

/** Search on Enter, the value-adjustment toggle and the date range (A§2.10). */
export function ValueAdjustmentFilters({ state, today, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  return (
    <div className="pd-toolbar" data-testid="value-adjustment-filters">
      <Input.Search
        value={search}
        allowClear
        placeholder={t('CONTRACT_SEARCH_PLACEHOLDER')}
        aria-label={t('CONTRACT_SEARCH_PLACEHOLDER')}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ ...state, search: value.trim(), page: 1 })}
        className="pd-value-adjustment-search"
        data-testid="value-adjustment-search"
      />
      <span className="pd-value-adjustment-toggle">
        <Switch
          id="value-adjustment-toggle"
          checked={state.isAdjustedOnly}
          onChange={(checked) => onChange({ ...state, isAdjustedOnly: checked, page: 1 })}
          data-testid="value-adjustment-toggle"
        />
        <label htmlFor="value-adjustment-toggle">{t('VALUE_ADJUSTMENT_ONLY_ADJUSTED')}</label>
      </span>
      <DatePicker.RangePicker
        value={[dayjs(state.fromDate, dateFormat), dayjs(state.toDate, dateFormat)]}
        format="DD/MM/YYYY"
        onChange={(dates) => {
          const from = dates?.[0];
          const to = dates?.[1];
          const range =
            from && to
              ? { fromDate: from.format(dateFormat), toDate: to.format(dateFormat) }
              : defaultRange(today);
          onChange({ ...state, ...range, page: 1 });
        }}
        data-testid="value-adjustment-range"
      />
    </div>
  );
}
