import { isOperatingBranch } from '@pawndesk/domain/branches';
import { businessDate } from '@pawndesk/domain/dates';
import { totalLabel } from '@pawndesk/domain/search';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gridColumns } from '../../../components/grid-columns.ts';
import { type DatePreset, datePresets } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { useAssetList } from '../api/list-assets.ts';
import {
  type AssetListState,
  assetPageSizes,
  changeAssetPage,
  dateRangeOf,
  filterAssets,
  readAssetListState,
  toAssetListParams,
  writeAssetListState,
} from '../model/list-params.ts';
import { AssetCard } from './asset-card.tsx';
import { AssetEditDialog } from './asset-edit-dialog.tsx';
import '../../clients/clients.css';
import { LoadFailed } from '../../../components/load-failed.tsx';

/**
 * AST-1: the asset list; AST-2: a card opens the edit dialog. The filters, the page and the page
 * size live in the URL, so a reload or back shows the same list.
 */
export function AssetsScreen() {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const misc = useMisc();
  const [search, setSearch] = useSearchParams();
  const state = readAssetListState(search);
  const today = businessDate(new Date());
  const range = dateRangeOf(state, today);
  const [text, setText] = useSearchDraft(state.term);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAssetList(toAssetListParams(state, today));
  // HO, LVL and GD hold no assets (B§2, B§9).
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));

  const update = (next: AssetListState) => setSearch(writeAssetListState(next));
  const filter = (change: Partial<AssetListState>) => update(filterAssets(state, change));

  const data = list.data;
  const isLoading = list.isPending || list.isPlaceholderData;
  return (
    <div data-testid="assets-screen">
      <h1 className="pd-page-title">
        {t('ASSET_LIST')}
        {data ? (
          <span data-testid="assets-total"> ({totalLabel(data.total, state.term !== '')})</span>
        ) : null}
      </h1>
      <div className="pd-toolbar">
        <Select<number[]>
          mode="multiple"
          allowClear
          value={state.branches}
          placeholder={t('ASSET_BRANCHES')}
          aria-label={t('ASSET_BRANCHES')}
          style={{ minWidth: 220 }}
          onChange={(branches) => filter({ branches })}
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
          onChange={(preset) => filter({ preset: preset ?? null, fromDate: null, toDate: null })}
          options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
          data-testid="asset-date-preset"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          value={range ? [dayjs(range.fromDate), dayjs(range.toDate)] : null}
          onChange={(dates) =>
            filter({
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
          onSearch={(value) => filter({ term: value.trim() })}
          data-testid="asset-search"
        />
      </div>
      {list.isError && !data ? (
        <LoadFailed
          title={t('ASSETS_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="assets-error"
        />
      ) : (
        <Spin spinning={isLoading}>
          {data && data.items.length === 0 && !isLoading ? (
            <Empty description={t('ASSETS_EMPTY')} data-testid="assets-empty" />
          ) : null}
          <div
            className="pd-card-grid"
            style={{ gridTemplateColumns: `repeat(${gridColumns[layout]}, minmax(0, 1fr))` }}
            data-columns={gridColumns[layout]}
            data-testid="assets-grid"
          >
            {(data?.items ?? []).map((asset) => (
              <AssetCard key={asset.id} asset={asset} onOpen={setOpenId} />
            ))}
          </div>
          {data && data.total > 0 ? (
            <Pagination
              className="pd-clients-pagination"
              current={state.page}
              pageSize={state.pageSize}
              total={data.total}
              showSizeChanger
              pageSizeOptions={[...assetPageSizes]}
              onChange={(page, pageSize) => update(changeAssetPage(state, page, pageSize))}
              data-testid="assets-pagination"
            />
          ) : null}
        </Spin>
      )}
      {openId !== null ? (
        <AssetEditDialog assetId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </div>
  );
}
