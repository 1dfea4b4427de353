import {
  type AuditEntity,
  type AuditEventDto,
  auditActionLabel,
  auditEntityLabels,
  auditFieldLabels,
} from '@pawndesk/domain/audit-api';
import { fullName } from '@pawndesk/domain/names';
import Table, { type ColumnsType } from 'antd/es/table';
import type { TFunction } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';

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

function actorName(t: TFunction, event: AuditEventDto): string {
  return event.actor ? `${fullName(event.actor)} (${event.actor.username})` : t('AUDIT_SYSTEM');
}

function entityName(event: AuditEventDto): string {
  return `${auditEntityLabels[event.entity as AuditEntity] ?? event.entity} #${event.entityId}`;
}

function atText(at: string): string {
  return dayjs(at).tz().format('DD/MM/YYYY HH:mm:ss');
}

/** One column on a phone: what, on which record, by whom and when. */
function mobileColumns(t: TFunction): ColumnsType<AuditEventDto> {
  return [
    {
      key: 'event',
      render: (_, event) => (
        <div>
          <strong data-testid="audit-action">{auditActionLabel(event.action)}</strong> ·{' '}
          {entityName(event)}
          <div className="pd-audit-meta">
            {actorName(t, event)} · {atText(event.at)}
          </div>
        </div>
      ),
    },
  ];
}

function desktopColumns(t: TFunction): ColumnsType<AuditEventDto> {
  return [
    {
      title: t('AUDIT_AT'),
      dataIndex: 'at',
      width: 160,
      render: atText,
    },
    {
      title: t('AUDIT_ACTOR'),
      key: 'actor',
      render: (_, event) => actorName(t, event),
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
}

/** The events, each row opening onto its before/after. */
export function AuditTable({ rows, isLoading }: { rows: AuditEventDto[]; isLoading: boolean }) {
  const { t } = useTranslation();
  const isMobile = useLayoutMode() === 'mobile';
  return (
    <Table
      rowKey="id"
      size="small"
      columns={isMobile ? mobileColumns(t) : desktopColumns(t)}
      showHeader={!isMobile}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      scroll={isMobile ? undefined : { x: 720 }}
      expandable={{ expandedRowRender: (event) => <BeforeAfter event={event} /> }}
      locale={{ emptyText: t('AUDIT_EMPTY') }}
      data-testid="audit-table"
    />
  );
}
