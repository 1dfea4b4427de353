import type { BranchDto } from '@pawndesk/domain/reference';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type DatePreset, datePresets } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { type AssetListState, dateRangeOf } from '../model/list-params.ts';

type AssetsToolbarProps = {
  state: AssetListState;
  today: string;
  /** The branches that hold assets. */
  branches: readonly BranchDto[];
  onFilter: (change: Partial<AssetListState>) => void;
};

/** The asset list's filters: branches, a date preset or a picked range, and the search. */
export function AssetsToolbar({ state, today, branches, onFilter }: AssetsToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useSearchDraft(state.term);
  const range = dateRangeOf(state, today);
  return (
    <div className="pd-toolbar">
      <Select<number[]>
        mode="multiple"
        allowClear
        value={state.branches}
        placeholder={t('ASSET_BRANCHES')}
        aria-label={t('ASSET_BRANCHES')}
        style={{ minWidth: 220 }}
        onChange={(chosen) => onFilter({ branches: chosen })}
        options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="asset-branches"
      />
      <Select<DatePreset>
        allowClear
        value={state.preset ?? undefined}
        placeholder={t('ASSET_DATE_PRESET')}
        aria-label={t('ASSET_DATE_PRESET')}
        style={{ minWidth: 160 }}
        onChange={(preset) => onFilter({ preset: preset ?? null, fromDate: null, toDate: null })}
        options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
        data-testid="asset-date-preset"
      />
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        value={range ? [dayjs(range.fromDate), dayjs(range.toDate)] : null}
        onChange={(dates) =>
          onFilter({
            preset: null,
            fromDate: dates?.[0]?.format('YYYY-MM-DD') ?? null,
            toDate: dates?.[1]?.format('YYYY-MM-DD') ?? null,
          })
        }
        data-testid="asset-date-range"
      />
      <Input.Search
        value={text}
        allowClear
        placeholder={t('ASSET_SEARCH_PLACEHOLDER')}
        aria-label={t('ASSET_SEARCH_PLACEHOLDER')}
        style={{ maxWidth: 320 }}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onFilter({ term: value.trim() })}
        data-testid="asset-search"
      />
    </div>
  );
}
