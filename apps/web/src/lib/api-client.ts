import { errorCodes } from '@pawndesk/domain/errors';
import { isRecord } from './is-record.ts';

/** Base A (main API) and base B (CRM API), as the spec names them (A§7). */
export const baseA = '/api';
export const baseB = '/crm/api';

/** `pageSize=-1` asks for every row (A§7). */
export const allRows = -1;

const refreshPath = `${baseB}/v1/access-tokens/`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(status: number, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** A cancelled request is not a failure: nobody is waiting for it any more (A§7). */
export function isAbortError(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | readonly Scalar[] | null | undefined>;

function isList(value: Scalar | readonly Scalar[]): value is readonly Scalar[] {
  return Array.isArray(value);
}

/** Arrays are sent as repeated keys and null or undefined values are skipped (A§7). */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) {
      continue;
    }
    for (const item of isList(value) ? value : [value]) {
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Omitted: the session's token, refreshed once on 401/9000. `null`: no token at all. A string:
   * exactly that token and no refresh (sign-in reading /me before the session exists, logout).
   */
  token?: string | null;
};

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => string | undefined;
  onTokenRefreshed: (accessToken: string) => void;
  onSessionExpired: () => void;
};

export type ApiClient = {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Single-flight refresh, shared with the live channel's 4401 handling. */
  refreshAccessToken(): Promise<boolean>;
};

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readEnvelope(response: Response): Promise<unknown> {
  const body = await readJsonBody(response);
  if (response.ok) {
    if (isRecord(body) && 'data' in body) {
      return body.data;
    }
    throw new ApiError(response.status, errorCodes.invalidResponse, '');
  }
  if (isRecord(body) && isRecord(body.error) && typeof body.error.code === 'number') {
    const message = typeof body.error.message === 'string' ? body.error.message : '';
    throw new ApiError(response.status, body.error.code, message);
  }
  throw new ApiError(response.status, errorCodes.unknown, '');
}

function isInvalidToken(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && error.code === errorCodes.invalidToken
  );
}

type RefreshOutcome =
  | { ok: true; token: string }
  | { ok: false; error: ApiError; expired: boolean };

export function createApiClient(deps: ApiClientDeps): ApiClient {
  let refreshing: Promise<RefreshOutcome> | undefined;

  async function send(
    method: Method,
    path: string,
    options: RequestOptions,
    token: string | undefined,
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.body instanceof FormData) {
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) {
      init.signal = options.signal;
    }
    let response: Response;
    try {
      response = await deps.fetch(path + buildQuery(options.query), init);
    } catch (error) {
      if (isAbortError(error)) {
        throw error;
      }
      // Status 0: the server could not be reached at all.
      throw new ApiError(0, errorCodes.unknown, '');
    }
    return readEnvelope(response);
  }

  async function refresh(): Promise<RefreshOutcome> {
    try {
      const pair = await send('POST', refreshPath, { body: {} }, undefined);
      if (!isRecord(pair) || typeof pair.accessToken !== 'string') {
        throw new ApiError(200, errorCodes.invalidResponse, '');
      }
      deps.onTokenRefreshed(pair.accessToken);
      return { ok: true, token: pair.accessToken };
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError(0, errorCodes.unknown, String(error));
      const expired = apiError.code === errorCodes.invalidRefreshToken;
      if (expired) {
        deps.onSessionExpired();
      }
      return { ok: false, error: apiError, expired };
    }
  }

  /** Concurrent callers share one refresh: the refresh token rotates, so a second call would fail. */
  function refreshOnce(): Promise<RefreshOutcome> {
    if (!refreshing) {
      refreshing = refresh().finally(() => {
        refreshing = undefined;
      });
    }
    return refreshing;
  }

  async function request<T>(method: Method, path: string, options: RequestOptions = {}) {
    if (options.token !== undefined) {
      return (await send(method, path, options, options.token ?? undefined)) as T;
    }
    const token = deps.getAccessToken();
    try {
      return (await send(method, path, options, token)) as T;
    } catch (error) {
      if (!token || !isInvalidToken(error)) {
        throw error;
      }
      const current = deps.getAccessToken();
      // A refresh finished while this request was in flight: its token is already the new one.
      const outcome: RefreshOutcome =
        current && current !== token ? { ok: true, token: current } : await refreshOnce();
      if (!outcome.ok) {
        // 9003 ends the session (the caller sees that error); any other refresh failure leaves the
        // original 401 as the answer (A§4.4).
        throw outcome.expired ? outcome.error : error;
      }
      return (await send(method, path, options, outcome.token)) as T;
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async refreshAccessToken() {
      return (await refreshOnce()).ok;
    },
  };
}
