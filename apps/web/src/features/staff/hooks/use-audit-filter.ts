import { type AuditEntity, type AuditFilter, auditEntities } from '@pawndesk/domain/audit-api';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

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

/** The audit screen's filter, opened from the URL; a cleared field leaves the filter. */
export function useAuditFilter() {
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<AuditFilter>(() => filterFromUrl(search));
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
  return { filter, change };
}
