import { isOperatingBranch } from '@pawndesk/domain/branches';
import { businessDate } from '@pawndesk/domain/dates';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DatePreset, datePresets, presetRange } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { gridColumns } from '../../clients/components/clients-screen.tsx';
import type { AssetListParams } from '../api/assets-api.ts';
import { useAssetList, useMisc } from '../hooks/use-asset-queries.ts';
import { AssetCard } from './asset-card.tsx';
import { AssetEditDialog } from './asset-edit-dialog.tsx';
import '../../clients/clients.css';

/** Default page size of the asset list (B§9). */
export const assetPageSize = 30;
const pageSizeOptions = [30, 60, 90];

/** AST-1: the asset list; AST-2: a card opens the edit dialog. */
export function AssetsScreen() {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const misc = useMisc();
  const [text, setText] = useState('');
  const [params, setParams] = useState<AssetListParams>({
    page: 1,
    pageSize: assetPageSize,
    branch: [],
  });
  const [preset, setPreset] = useState<DatePreset | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAssetList(params);
  // HO, LVL and GD hold no assets (B§2, B§9).
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));

  const filter = (change: Partial<AssetListParams>) =>
    setParams((current) => ({ ...current, ...change, page: 1 }));
  const setRange = (fromDate?: string, toDate?: string) => {
    setParams((current) => {
      const { fromDate: _from, toDate: _to, ...rest } = current;
      return { ...rest, ...(fromDate && toDate ? { fromDate, toDate } : {}), page: 1 };
    });
  };

  const data = list.data;
  const isLoading = list.isPending || list.isPlaceholderData;
  return (
    <div data-testid="assets-screen">
      <h1 className="pd-page-title">
        {t('ASSET_LIST')}
        {data ? <span data-testid="assets-total"> ({data.total})</span> : null}
      </h1>
      <div className="pd-client-tab-toolbar">
        <Select<number[]>
          mode="multiple"
          allowClear
          value={params.branch}
          placeholder={t('ASSET_BRANCHES')}
          aria-label={t('ASSET_BRANCHES')}
          style={{ minWidth: 220 }}
          onChange={(branch) => filter({ branch })}
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="asset-branches"
        />
        <Select<DatePreset>
          allowClear
          value={preset ?? undefined}
          placeholder={t('ASSET_DATE_PRESET')}
          aria-label={t('ASSET_DATE_PRESET')}
          style={{ minWidth: 160 }}
          onChange={(value) => {
            setPreset(value ?? null);
            const range = value ? presetRange(value, businessDate(new Date())) : undefined;
            setRange(range?.fromDate, range?.toDate);
          }}
          options={datePresets.map((value) => ({ value, label: t(`DATE_PRESET_${value}`) }))}
          data-testid="asset-date-preset"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          value={
            params.fromDate && params.toDate ? [dayjs(params.fromDate), dayjs(params.toDate)] : null
          }
          onChange={(range) => {
            setPreset(null);
            setRange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'));
          }}
          data-testid="asset-date-range"
        />
        <Input.Search
          value={text}
          allowClear
          placeholder={t('ASSET_SEARCH_PLACEHOLDER')}
          aria-label={t('ASSET_SEARCH_PLACEHOLDER')}
          style={{ maxWidth: 320 }}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) =>
            setParams((current) => {
              const { term: _term, ...rest } = current;
              return { ...rest, ...(value.trim() ? { term: value.trim() } : {}), page: 1 };
            })
          }
          data-testid="asset-search"
        />
      </div>
      {list.isError && !data ? (
        <Result
          status="error"
          title={t('ASSETS_LOAD_FAILED')}
          subTitle={errorText(list.error, t)}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('RETRY')}
            </Button>
          }
          data-testid="assets-error"
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
              current={params.page}
              pageSize={params.pageSize}
              total={data.total}
              showSizeChanger
              pageSizeOptions={pageSizeOptions}
              onChange={(page, pageSize) =>
                setParams((current) => ({
                  ...current,
                  pageSize,
                  // A new page size starts again from page 1 (B§2).
                  page: pageSize === current.pageSize ? page : 1,
                }))
              }
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
