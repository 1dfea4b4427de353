import type { AuditFilter } from '@pawndesk/domain/audit-api';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { auditEndpoints } from '@pawndesk/domain/staff-endpoints';
import { buildQuery } from '../../../lib/api-client.ts';
import { fetchFile } from '../../../lib/download-file.ts';

/** The filtered audit rows as an xlsx file (`xlsx=true`). */
export function downloadAudit(filter: AuditFilter) {
  const url = endpointUrl(auditEndpoints.exportXlsx, {}) + buildQuery({ ...filter, xlsx: true });
  return fetchFile(url, 'audit.xlsx');
}
