import {
  type AuditEntity,
  type AuditFilter,
  auditActionLabels,
  auditEntities,
  auditEntityLabels,
} from '@pawndesk/domain/audit-api';
import { fullName } from '@pawndesk/domain/names';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { ExportFailedError, saveFile } from '../../../lib/download-file.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { downloadAudit } from '../api/export-audit.ts';
import { useStaffList } from '../api/list-staff.ts';

const isoFormat = 'YYYY-MM-DD';

type AuditFiltersProps = {
  filter: AuditFilter;
  onChange: (next: Partial<AuditFilter>) => void;
};

/** The filtered rows as an xlsx file. */
function AuditExportButton({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const [isExporting, setExporting] = useState(false);
  return (
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
  );
}

/** Dates, actor, action, record type and id; then the export of what they select. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [entityIdDraft, setEntityIdDraft] = useState(filter.entityId ?? '');
  const staff = useStaffList({ branches: [], roles: [], page: 1, pageSize: -1 });
  return (
    <div className="pd-staff-toolbar">
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        value={[
          filter.fromDate ? dayjs(filter.fromDate, isoFormat) : null,
          filter.toDate ? dayjs(filter.toDate, isoFormat) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(dates) =>
          onChange({
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
        onChange={(actor?: number) => onChange({ actor })}
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
        onChange={(action?: string) => onChange({ action })}
        style={{ minWidth: 200 }}
        data-testid="audit-action-filter"
      />
      <Select
        allowClear
        placeholder={t('AUDIT_ENTITY')}
        value={filter.entity}
        options={auditEntities.map((value) => ({ value, label: auditEntityLabels[value] }))}
        onChange={(entity?: AuditEntity) => onChange({ entity })}
        style={{ minWidth: 160 }}
        data-testid="audit-entity"
      />
      <Input.Search
        allowClear
        placeholder={t('AUDIT_ENTITY_ID')}
        value={entityIdDraft}
        onChange={(event) => setEntityIdDraft(event.target.value)}
        onSearch={(value) => onChange({ entityId: value.trim() || undefined })}
        style={{ maxWidth: 180 }}
        data-testid="audit-entity-id"
      />
      <AuditExportButton filter={filter} />
    </div>
  );
}
