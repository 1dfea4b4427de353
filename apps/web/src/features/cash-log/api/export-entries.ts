import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { api } from '../../../lib/api.ts';
import { ApiError, buildQuery } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';
import type { FilterParams } from '../model/filters.ts';

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
 * The list's rows as an xlsx file (`xlsx=true`): the api client reads JSON only, so this fetches the
 * bytes itself, refreshing the token once on 401 like every other call.
 */
export async function downloadExport(
  params: FilterParams,
): Promise<{ blob: Blob; fileName: string }> {
  const url = endpointUrl(cashLogEndpoints.exportXlsx, {}) + buildQuery({ ...params, xlsx: true });
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
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The server ends a download it cannot finish abnormally: the body's stream errors here.
    throw new ExportFailedError();
  }
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition'), 'cashlog.xlsx'),
  };
}

/** The file started but did not arrive whole: nothing is saved, the user is told. */
export class ExportFailedError extends Error {
  constructor() {
    super('export download failed');
  }
}
