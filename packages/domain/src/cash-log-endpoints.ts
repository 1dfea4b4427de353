import { z } from 'zod';
import {
  cashClosureDto,
  cashClosureInput,
  cashClosureListDto,
  cashClosureListQuery,
  cashLogDto,
  cashLogFilterQuery,
  cashLogImportDto,
  cashLogInput,
  cashLogListDto,
  cashLogListQuery,
  cashLogStatusInput,
  cashLogSummaryDto,
  contractPaymentsQuery,
  pendingListQuery,
} from './cash-log-api.ts';
import { endpoint } from './endpoint.ts';

/** The cash log's entries, closures and import/export, base A (B§7 Cash log). */
export const cashLogEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-logs/',
    query: cashLogListQuery,
    response: cashLogListDto,
  }),
  /** The same route with `xlsx=true`: the matching rows as cashlog__{from}__{to}.xlsx. */
  exportXlsx: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-logs/',
    query: cashLogListQuery,
  }),
  pending: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-logs/pending/',
    query: pendingListQuery,
    response: cashLogListDto,
  }),
  summary: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-logs/summary/',
    query: cashLogFilterQuery,
    response: cashLogSummaryDto,
  }),
  /** A new entry, or a retraction/correction with `retractedLog`. */
  create: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/cash-logs/',
    body: cashLogInput,
    response: cashLogDto,
  }),
  /**
   * The entries a contract's actions wrote (its disbursal and payments), not retracted, newest
   * first: the editor shows them before anyone types the same payment again (decisions/0011).
   */
  contractPayments: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-logs/contract-payments/',
    query: contractPaymentsQuery,
    response: cashLogListDto,
  }),
  /** Approve (registered) or remove (retracted). */
  setStatus: endpoint({
    method: 'PUT',
    base: 'A',
    path: '/v1/cash-logs/{id}/status/',
    body: cashLogStatusInput,
    response: cashLogDto,
  }),
  /** Multipart, one xlsx file in `cashLogUploadField`; a refusal lists its rows (`error.rows`). */
  upload: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/cash-logs:upload/',
    response: cashLogImportDto,
  }),
  closures: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-closures/',
    query: cashClosureListQuery,
    response: cashClosureListDto,
  }),
  createClosure: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/cash-closures/',
    body: cashClosureInput,
    response: cashClosureDto,
  }),
  deleteClosure: endpoint({
    method: 'DELETE',
    base: 'A',
    path: '/v1/cash-closures/{id}/',
    response: z.object({ deleted: z.boolean() }),
  }),
} as const;
