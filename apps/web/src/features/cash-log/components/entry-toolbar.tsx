import type { CashLogDirection } from '@pawndesk/domain/cash-log-api';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type DatePreset, datePresets } from '../../../lib/date-presets.ts';
import type { CashLogFiltersModel } from '../hooks/use-cash-log-filters.ts';
import { ExportButton, ImportButton } from './xlsx-buttons.tsx';

type EntryToolbarProps = {
  model: CashLogFiltersModel;
  onOpenFilter: () => void;
  onImported: () => void;
  onNewEntry: (direction: CashLogDirection) => void;
};

/** The list and pending tabs' toolbar: search, date preset and range, filter box, xlsx, cash in/out. */
export function EntryToolbar({ model, onOpenFilter, onImported, onNewEntry }: EntryToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Input.Search
        className="pd-cash-search"
        value={model.text}
        allowClear
        placeholder={t('CASH_LOG_SEARCH_PLACEHOLDER')}
        aria-label={t('CASH_LOG_SEARCH_PLACEHOLDER')}
        onChange={(event) => model.typeText(event.target.value)}
        onSearch={model.search}
        data-testid="cash-search"
      />
      <Select<DatePreset>
        allowClear
        value={model.preset ?? undefined}
        placeholder={t('ASSET_DATE_PRESET')}
        aria-label={t('ASSET_DATE_PRESET')}
        className="pd-cash-preset"
        onChange={model.choosePreset}
        options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
        data-testid="cash-date-preset"
      />
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        className="pd-cash-range"
        value={model.rangeValue}
        onChange={model.chooseRange}
        data-testid="cash-date-range"
      />
      <Badge count={model.filterCount} size="small">
        <Button onClick={onOpenFilter} data-testid="cash-filter">
          {t('CASH_LOG_FILTER')}
        </Button>
      </Badge>
      <ImportButton onImported={onImported} />
      <ExportButton params={model.params} />
      <Button danger onClick={() => onNewEntry(-1)} data-testid="cash-out">
        {t('CASH_LOG_CASH_OUT')}
      </Button>
      <Button type="primary" onClick={() => onNewEntry(1)} data-testid="cash-in">
        {t('CASH_LOG_CASH_IN')}
      </Button>
    </>
  );
}
