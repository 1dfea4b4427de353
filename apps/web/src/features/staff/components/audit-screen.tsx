import {
  type AuditEntity,
  type AuditEventDto,
  type AuditFilter,
  auditActionLabel,
  auditActionLabels,
  auditEntities,
  auditEntityLabels,
  auditFieldLabels,
} from '@pawndesk/domain/audit-api';
import { fullName } from '@pawndesk/domain/names';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { dayjs } from '../../../lib/dayjs.ts';
import { ExportFailedError, saveFile } from '../../../lib/download-file.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { downloadAudit } from '../api/export-audit.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';
import { useStaffList } from '../api/list-staff.ts';

const isoFormat = 'YYYY-MM-DD';
const pageSize = 50;

function isEntity(value: string | null): value is AuditEntity {
  return value !== null && (auditEntities as string[]).includes(value);
}

/** The filter a link opens with: `/audit?entity=contract&entityId=12` (a record's history). */
function filterFromUrl(search: URLSearchParams): AuditFilter {
  const entity = search.get('entity');
  const entityId = search.get('entityId')?.trim();
  return {
    ...(isEntity(entity) ? { entity } : {}),
    ...(entityId ? { entityId } : {}),
  };
}

function show(value: unknown): string {
  if (value === undefined || value === null) {
    return '—';
  }
  if (typeof value === 'boolean') {
    return value ? 'Có' : 'Không';
  }
  if (Array.isArray(value)) {
    return value.map(show).join(', ') || '—';
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  return value === null || value === undefined ? {} : { value };
}

/** Before and after side by side, one line per field, changed fields marked. */
function BeforeAfter({ event }: { event: AuditEventDto }) {
  const { t } = useTranslation();
  const before = fieldsOf(event.before);
  const after = fieldsOf(event.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) {
    return <span>{t('AUDIT_NO_DETAILS')}</span>;
  }
  return (
    <table className="pd-audit-diff" data-testid="audit-diff">
      <thead>
        <tr>
          <th>{t('AUDIT_FIELD')}</th>
          <th>{t('AUDIT_BEFORE')}</th>
          <th>{t('AUDIT_AFTER')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const changed = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          return (
            <tr key={key} className={changed ? 'pd-audit-changed' : undefined}>
              <td>{auditFieldLabels[key] ?? key}</td>
              <td>{show(before[key])}</td>
              <td>{show(after[key])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The audit trail (issue 19): search, before/after side by side, export to xlsx. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<AuditFilter>(() => filterFromUrl(search));
  const [entityIdDraft, setEntityIdDraft] = useState(filter.entityId ?? '');
  const [isExporting, setExporting] = useState(false);
  const events = useAuditEvents({ ...filter, pageSize });
  const staff = useStaffList({ branches: [], roles: [], page: 1, pageSize: -1 });
  const change = (next: Partial<AuditFilter>) => {
    setFilter((current) => {
      const merged: Record<string, unknown> = { ...current, ...next };
      for (const key of Object.keys(merged)) {
        if (merged[key] === undefined || merged[key] === '') {
          delete merged[key];
        }
      }
      return merged as AuditFilter;
    });
  };
  const rows = events.data?.pages.flatMap((page) => page.items) ?? [];
  const isMobile = useLayoutMode() === 'mobile';
  const actorName = (event: AuditEventDto) =>
    event.actor ? `${fullName(event.actor)} (${event.actor.username})` : t('AUDIT_SYSTEM');
  const entityName = (event: AuditEventDto) =>
    `${auditEntityLabels[event.entity as AuditEntity] ?? event.entity} #${event.entityId}`;
  const atText = (at: string) => dayjs(at).tz().format('DD/MM/YYYY HH:mm:ss');
  /** One column on a phone: what, on which record, by whom and when. */
  const mobileColumns: ColumnsType<AuditEventDto> = [
    {
      key: 'event',
      render: (_, event) => (
        <div>
          <strong data-testid="audit-action">{auditActionLabel(event.action)}</strong> ·{' '}
          {entityName(event)}
          <div className="pd-audit-meta">
            {actorName(event)} · {atText(event.at)}
          </div>
        </div>
      ),
    },
  ];

  const columns: ColumnsType<AuditEventDto> = [
    {
      title: t('AUDIT_AT'),
      dataIndex: 'at',
      width: 160,
      render: atText,
    },
    {
      title: t('AUDIT_ACTOR'),
      key: 'actor',
      render: (_, event) => actorName(event),
    },
    {
      title: t('AUDIT_ACTION'),
      dataIndex: 'action',
      render: (action: string) => (
        <span data-testid="audit-action">{auditActionLabel(action)}</span>
      ),
    },
    {
      title: t('AUDIT_ENTITY'),
      key: 'entity',
      render: (_, event) => entityName(event),
    },
  ];

  return (
    <div data-testid="audit-screen">
      <h1 className="pd-page-title">{t('ROUTE_AUDIT')}</h1>
      <div className="pd-staff-toolbar">
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          value={[
            filter.fromDate ? dayjs(filter.fromDate, isoFormat) : null,
            filter.toDate ? dayjs(filter.toDate, isoFormat) : null,
          ]}
          allowEmpty={[true, true]}
          onChange={(dates) =>
            change({
              fromDate: dates?.[0]?.format(isoFormat),
              toDate: dates?.[1]?.format(isoFormat),
            })
          }
          data-testid="audit-range"
        />
        <Select
          allowClear
          showSearch
          placeholder={t('AUDIT_ACTOR')}
          optionFilterProp="label"
          value={filter.actor}
          options={(staff.data?.items ?? []).map((user) => ({
            value: user.id,
            label: `${fullName(user)} (${user.username})`,
          }))}
          onChange={(actor?: number) => change({ actor })}
          style={{ minWidth: 200 }}
          data-testid="audit-actor"
        />
        <Select
          allowClear
          showSearch
          placeholder={t('AUDIT_ACTION')}
          optionFilterProp="label"
          value={filter.action}
          options={Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }))}
          onChange={(action?: string) => change({ action })}
          style={{ minWidth: 200 }}
          data-testid="audit-action-filter"
        />
        <Select
          allowClear
          placeholder={t('AUDIT_ENTITY')}
          value={filter.entity}
          options={auditEntities.map((value) => ({ value, label: auditEntityLabels[value] }))}
          onChange={(entity?: AuditEntity) => change({ entity })}
          style={{ minWidth: 160 }}
          data-testid="audit-entity"
        />
        <Input.Search
          allowClear
          placeholder={t('AUDIT_ENTITY_ID')}
          value={entityIdDraft}
          onChange={(event) => setEntityIdDraft(event.target.value)}
          onSearch={(value) => change({ entityId: value.trim() || undefined })}
          style={{ maxWidth: 180 }}
          data-testid="audit-entity-id"
        />
        <Button
          loading={isExporting}
          onClick={async () => {
            setExporting(true);
            try {
              saveFile(await downloadAudit(filter));
            } catch (error) {
              flash.error(
                error instanceof ExportFailedError ? t('AUDIT_EXPORT_FAILED') : errorText(error, t),
              );
            } finally {
              setExporting(false);
            }
          }}
          data-testid="audit-export"
        >
          {t('AUDIT_EXPORT')}
        </Button>
      </div>
      {events.isError && !events.data ? (
        <LoadFailed
          title={t('AUDIT_LOAD_FAILED')}
          error={events.error}
          onRetry={() => void events.refetch()}
          testId="audit-error"
        />
      ) : (
        <>
          <Table
            rowKey="id"
            size="small"
            columns={isMobile ? mobileColumns : columns}
            showHeader={!isMobile}
            dataSource={rows}
            loading={events.isPending}
            pagination={false}
            scroll={isMobile ? undefined : { x: 720 }}
            expandable={{ expandedRowRender: (event) => <BeforeAfter event={event} /> }}
            locale={{ emptyText: t('AUDIT_EMPTY') }}
            data-testid="audit-table"
          />
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
