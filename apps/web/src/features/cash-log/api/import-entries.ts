import { cashLogUploadField, type ImportRowError } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { api } from '../../../lib/api.ts';
import { ApiError, checkResponse } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

/** Refused import: the server's message and its per-row report. */
export class ImportError extends ApiError {
  readonly rows: ImportRowError[];

  constructor(status: number, code: number, message: string, rows: ImportRowError[]) {
    super(status, code, message);
    this.rows = rows;
  }
}

/**
 * The import's multipart POST through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not), for the progress indicator of long files.
 */
export function uploadImport(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ imported: number }> {
  const send = (token: string) =>
    new Promise<XMLHttpRequest>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(cashLogEndpoints.upload.method, endpointUrl(cashLogEndpoints.upload, {}));
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
      if (import.meta.env.DEV) {
        checkResponse(cashLogEndpoints.upload, body.data);
      }
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
