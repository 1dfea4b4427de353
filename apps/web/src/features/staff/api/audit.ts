import type { AuditFilter } from '@pawndesk/domain/audit-api';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { auditEndpoints } from '@pawndesk/domain/staff-endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { buildQuery } from '../../../lib/api-client.ts';
import { fetchFile } from '../../../lib/download-file.ts';

export type AuditParams = AuditFilter & { pageSize: number };

/** Keyset pages, newest first: "load more" asks for the page after the last row. */
export function useAuditEvents(params: AuditParams) {
  return useInfiniteQuery({
    queryKey: ['audit', params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call(auditEndpoints.list, {
        query: { ...params, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function downloadAudit(filter: AuditFilter) {
  const url = endpointUrl(auditEndpoints.exportXlsx, {}) + buildQuery({ ...filter, xlsx: true });
  return fetchFile(url, 'audit.xlsx');
}
