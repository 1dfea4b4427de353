import { api } from './api.ts';
import { ApiError } from './api-client.ts';
import { sessionStore } from './session.ts';

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

/** The file started but did not arrive whole: nothing is saved, the user is told. */
export class ExportFailedError extends Error {
  constructor() {
    super('export download failed');
  }
}

/** What a file request sends besides the token: a preview posts the body its save would send. */
export type FileRequest = { url: string; method?: 'GET' | 'POST'; body?: unknown };

/**
 * A file answer (an xlsx export, a PDF preview): the api client reads JSON only, so this fetches
 * the bytes itself, refreshing the token once on 401 like every other call.
 */
export async function fetchFile(
  request: string | FileRequest,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { url, method = 'GET', body } = typeof request === 'string' ? { url: request } : request;
  const send = () =>
    window.fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${sessionStore.getState().session?.accessToken ?? ''}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands the file to the browser's download. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
