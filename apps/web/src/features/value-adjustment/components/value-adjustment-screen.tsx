import { useSearchParams } from 'react-router';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyPart } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useAdjustableContracts } from '../api/list-adjustable-contracts.ts';
import { readState, toQuery, type ValueAdjustmentState, writeState } from '../model/list-state.ts';
import { ValueAdjustmentFilters } from './value-adjustment-filters.tsx';
import '../value-adjustment.css';

// A phone loads the cards and not the table; a desktop the table and not the cards.
const ValueAdjustmentCards = lazyNamed(
  () => import('./value-adjustment-cards.tsx'),
  'ValueAdjustmentCards',
);
const ValueAdjustmentTable = lazyNamed(
  () => import('./value-adjustment-table.tsx'),
  'ValueAdjustmentTable',
);

/** REM-5: the validator's value adjustment list with its inline new-price editor. */
export function ValueAdjustmentScreen() {
  const { t } = useTranslation();
  const isMobile = useLayoutMode() === 'mobile';
  const [search, setSearch] = useSearchParams();
  const today = useToday();
  const state = readState(search, today);
  const list = useAdjustableContracts(toQuery(state));
  const update = (next: ValueAdjustmentState) => setSearch(writeState(next, today));
  const rows = {
    contracts: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    page: state.page,
    today,
    isLoading: list.isPending || list.isPlaceholderData,
    onPageChange: (page: number) => update({ ...state, page }),
  };
  return (
    <div className="pd-value-adjustment" data-testid="value-adjustment-screen">
      <h1 className="pd-page-title">{t('ROUTE_VALUE_ADJUSTMENT')}</h1>
      <ValueAdjustmentFilters state={state} today={today} onChange={update} />
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('CONTRACTS_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="value-adjustment-error"
        />
      ) : (
        <LazyPart>
          {isMobile ? <ValueAdjustmentCards {...rows} /> : <ValueAdjustmentTable {...rows} />}
        </LazyPart>
      )}
    </div>
  );
}
