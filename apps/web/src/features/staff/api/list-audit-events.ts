import type { AuditFilter } from '@pawndesk/domain/audit-api';
import { auditEndpoints } from '@pawndesk/domain/staff-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

export type AuditParams = AuditFilter & { pageSize: number };

export function listAuditEvents(params: AuditParams, cursor?: string, signal?: AbortSignal) {
  return api.call(auditEndpoints.list, {
    query: { ...params, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/** Keyset pages, newest first: "load more" asks for the page after the last row. */
export function auditEventsQuery(params: AuditParams) {
  return infiniteQueryOptions({
    queryKey: staffKeys.audit(params),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => listAuditEvents(params, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAuditEvents(params: AuditParams) {
  return useInfiniteQuery(auditEventsQuery(params));
}
