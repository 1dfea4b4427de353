import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { contractPath } from '../../../lib/paths.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useContractList } from '../api/list-contracts.ts';
import {
  type ContractListState,
  readListState,
  toggledStatus,
  toListParams,
  writeListState,
} from '../model/list-params.ts';
import { ContractSummaryCounts } from './contract-summary-counts.tsx';
import { ContractsFilters } from './contracts-filters.tsx';
import '../contracts.css';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyPart } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';

// A phone loads the cards and not the table (antd's table with its filters, 60 kB gzip); a
// desktop the table and not the cards.
const ContractCards = lazyNamed(() => import('./contract-cards.tsx'), 'ContractCards');
const ContractsTable = lazyNamed(() => import('./contracts-table.tsx'), 'ContractsTable');

/** CON-1: the contract list. The filter lives in the URL. */
export function ContractsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useLayoutMode() === 'mobile';
  const [search, setSearch] = useSearchParams();
  const today = useToday();
  const state = readListState(search, today);
  const list = useContractList(toListParams(state));
  const update = (next: ContractListState) => setSearch(writeListState(next, today));

  const data = list.data;
  const rows = {
    contracts: data?.items ?? [],
    total: data?.total ?? 0,
    page: state.page,
    isLoading: list.isPending || list.isPlaceholderData,
    onPageChange: (page: number) => update({ ...state, page }),
    onOpen: (contract: { finfluxId: number }) => navigate(contractPath(contract)),
  };
  return (
    <div className="pd-contracts" data-testid="contracts-screen">
      <div className="pd-contract-heading">
        <h1 className="pd-page-title">{t('ROUTE_CONTRACTS')}</h1>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/contract-editor')}
          data-testid="contracts-create"
        >
          {t('EDITOR_CREATE_BUTTON')}
        </Button>
      </div>
      <ContractSummaryCounts
        summary={data?.summary}
        statuses={state.statuses}
        onToggleStatus={(status) =>
          update({
            ...state,
            page: 1,
            statuses: toggledStatus(state.statuses, status),
          })
        }
      />
      <ContractsFilters state={state} today={today} onChange={update} />
      {list.isError && !data ? (
        <LoadFailed
          title={t('CONTRACTS_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="contracts-error"
        />
      ) : (
        <LazyPart>{isMobile ? <ContractCards {...rows} /> : <ContractsTable {...rows} />}</LazyPart>
      )}
    </div>
  );
}
