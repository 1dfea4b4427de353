import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { buildQuery } from '../../../lib/api-client.ts';
import { fetchFile } from '../../../lib/download-file.ts';
import type { FilterParams } from '../model/filters.ts';

export { ExportFailedError } from '../../../lib/download-file.ts';

/** The list's rows as an xlsx file (`xlsx=true`). */
export function downloadExport(params: FilterParams): Promise<{ blob: Blob; fileName: string }> {
  const url = endpointUrl(cashLogEndpoints.exportXlsx, {}) + buildQuery({ ...params, xlsx: true });
  return fetchFile(url, 'cashlog.xlsx');
}
