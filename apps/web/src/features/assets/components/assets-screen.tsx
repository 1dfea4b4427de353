import { isOperatingBranch } from '@pawndesk/domain/branches';
import { totalLabel } from '@pawndesk/domain/search';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { gridColumns } from '../../../components/grid-columns.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useAssetList } from '../api/list-assets.ts';
import {
  type AssetListState,
  assetPageSizes,
  changeAssetPage,
  filterAssets,
  readAssetListState,
  toAssetListParams,
  writeAssetListState,
} from '../model/list-params.ts';
import { AssetCard } from './asset-card.tsx';
import { AssetsToolbar } from './assets-toolbar.tsx';
import '../../../components/card-lists.css';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';

// The edit dialog (its form, pickers and uploads) loads when a card is first opened.
const AssetEditDialog = lazyNamed(() => import('./asset-edit-dialog.tsx'), 'AssetEditDialog');

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
  const today = useToday();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAssetList(toAssetListParams(state, today));
  // HO, LVL and GD hold no assets (B§2, B§9).
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));

  const update = (next: AssetListState) => setSearch(writeAssetListState(next));

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
      <AssetsToolbar
        state={state}
        today={today}
        branches={branches}
        onFilter={(change) => update(filterAssets(state, change))}
      />
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
        <LazyDialog open>
          <AssetEditDialog assetId={openId} onClose={() => setOpenId(null)} />
        </LazyDialog>
      ) : null}
    </div>
  );
}
