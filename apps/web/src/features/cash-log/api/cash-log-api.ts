import type {
  CashClosureDto,
  CashClosureInput,
  CashClosureListDto,
  CashLogDto,
  CashLogInput,
  CashLogListDto,
  CashLogSummaryDto,
  ImportRowError,
} from '@pawndesk/domain/cash-log-api';
import { cashLogUploadField } from '@pawndesk/domain/cash-log-api';
import type { MiscDto } from '@pawndesk/domain/reference';
import { api } from '../../../lib/api.ts';
import { ApiError, allRows, baseA, buildQuery } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';
import type { FilterParams } from '../model/filters.ts';

export type CashLogCategory = {
  id: number;
  key: string;
  name: string;
  direction: number;
  parent: number | null;
};

/** A GET /v1/cash-logs/: one page of the list tab (newest first). */
export function listEntries(
  params: FilterParams & { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CashLogListDto> {
  return api.get(`${baseA}/v1/cash-logs/`, { query: params, signal });
}

/** A GET /v1/cash-logs/pending/. */
export function listPending(
  params: FilterParams & { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CashLogListDto> {
  return api.get(`${baseA}/v1/cash-logs/pending/`, { query: params, signal });
}

/** A GET /v1/cash-logs/summary/. */
export function getSummary(params: FilterParams, signal?: AbortSignal): Promise<CashLogSummaryDto> {
  return api.get(`${baseA}/v1/cash-logs/summary/`, { query: params, signal });
}

/** A POST /v1/cash-logs/: a new entry, or a retraction/correction with retractedLog. */
export function createEntry(input: CashLogInput): Promise<CashLogDto> {
  return api.post(`${baseA}/v1/cash-logs/`, input);
}

/** A PUT /v1/cash-logs/{id}/status/: approve (registered) or remove (retracted). */
export function setEntryStatus(
  id: number,
  status: 'registered' | 'retracted',
): Promise<CashLogDto> {
  return api.put(`${baseA}/v1/cash-logs/${id}/status/`, { status });
}

export function listClosures(
  params: { page: number; pageSize: number; fromDate?: string; toDate?: string },
  signal?: AbortSignal,
): Promise<CashClosureListDto> {
  return api.get(`${baseA}/v1/cash-closures/`, { query: params, signal });
}

/** The closures of one date, every fund (the month-end check). */
export function closuresOn(date: string, signal?: AbortSignal): Promise<CashClosureListDto> {
  return listClosures({ page: 1, pageSize: allRows, fromDate: date, toDate: date }, signal);
}

export function createClosure(input: CashClosureInput): Promise<CashClosureDto> {
  return api.post(`${baseA}/v1/cash-closures/`, input);
}

export function deleteClosure(id: number): Promise<{ deleted: boolean }> {
  return api.delete(`${baseA}/v1/cash-closures/${id}/`);
}

export function getMisc(signal?: AbortSignal): Promise<MiscDto> {
  return api.get(`${baseA}/v1/misc/`, { signal });
}

export async function getCategories(signal?: AbortSignal): Promise<CashLogCategory[]> {
  const list = await api.get<{ items: CashLogCategory[] }>(`${baseA}/v1/cash-log-categories/`, {
    signal,
  });
  return list.items;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: number; message?: string } };
    return new ApiError(response.status, body.error?.code ?? -1, body.error?.message ?? '');
  } catch {
    return new ApiError(response.status, -1, '');
  }
}

/**
 * A GET /v1/cash-logs/?xlsx=true as a file: the api client reads JSON only, so this fetches the
 * bytes itself, refreshing the token once on 401 like every other call.
 */
export async function downloadExport(
  params: FilterParams,
): Promise<{ blob: Blob; fileName: string }> {
  const url = `${baseA}/v1/cash-logs/${buildQuery({ ...params, xlsx: true })}`;
  const send = () =>
    window.fetch(url, {
      headers: { Authorization: `Bearer ${sessionStore.getState().session?.accessToken ?? ''}` },
      credentials: 'include',
    });
  let response = await send();
  if (response.status === 401 && (await api.refreshAccessToken())) {
    response = await send();
  }
  if (!response.ok) {
    throw await errorOf(response);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'cashlog.xlsx'),
  };
}

/** Refused import: the server's message and its per-row report. */
export class ImportError extends ApiError {
  readonly rows: ImportRowError[];

  constructor(status: number, code: number, message: string, rows: ImportRowError[]) {
    super(status, code, message);
    this.rows = rows;
  }
}

/**
 * A POST /v1/cash-logs:upload/ through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not), for the progress indicator of long files.
 */
export function uploadImport(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ imported: number }> {
  const send = (token: string) =>
    new Promise<XMLHttpRequest>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${baseA}/v1/cash-logs:upload/`);
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.responseType = 'text';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          onProgress(Math.round((event.loaded / event.total) * 100));
        }
      };
      request.onload = () => resolve(request);
      request.onerror = () => reject(new ApiError(0, -1, ''));
      const form = new FormData();
      form.append(cashLogUploadField, file);
      request.send(form);
    });
  const token = () => sessionStore.getState().session?.accessToken ?? '';
  return (async () => {
    let request = await send(token());
    if (request.status === 401 && (await api.refreshAccessToken())) {
      request = await send(token());
    }
    let body: {
      data?: { imported: number };
      error?: { code: number; message: string; rows?: ImportRowError[] };
    } = {};
    try {
      body = JSON.parse(request.responseText);
    } catch {
      body = {};
    }
    if (request.status >= 200 && request.status < 300 && body.data) {
      return body.data;
    }
    throw new ImportError(
      request.status,
      body.error?.code ?? -1,
      body.error?.message ?? '',
      body.error?.rows ?? [],
    );
  })();
}
