import Button from 'antd/es/button';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';
import { useAuditFilter } from '../hooks/use-audit-filter.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

const pageSize = 50;

/** The audit trail (issue 19): search, before/after side by side, export to xlsx. */
export function AuditScreen() {
  const { t } = useTranslation();
  const { filter, change } = useAuditFilter();
  const events = useAuditEvents({ ...filter, pageSize });
  const rows = events.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div data-testid="audit-screen">
      <h1 className="pd-page-title">{t('ROUTE_AUDIT')}</h1>
      <AuditFilters filter={filter} onChange={change} />
      {events.isError && !events.data ? (
        <LoadFailed
          title={t('AUDIT_LOAD_FAILED')}
          error={events.error}
          onRetry={() => void events.refetch()}
          testId="audit-error"
        />
      ) : (
        <>
          <AuditTable rows={rows} isLoading={events.isPending} />
          {events.hasNextPage ? (
            <Button
              block
              style={{ marginTop: 12 }}
              loading={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
              data-testid="audit-more"
            >
              {t('AUDIT_MORE')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
