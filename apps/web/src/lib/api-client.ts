import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import {
  apiBases,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
  endpointUrl,
  type PathParams,
} from '@pawndesk/domain/endpoint';
import { errorCodes } from '@pawndesk/domain/errors';
import { isRecord } from './is-record.ts';

/** `pageSize=-1` asks for every row (A§7). */
export const allRows = -1;

const refreshUrl = endpointUrl(authEndpoints.refresh, {});

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

type Method = Endpoint['method'];

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal | undefined;
  /**
   * Omitted: the session's token, refreshed once on 401/9000. `null`: no token at all. A string:
   * exactly that token and no refresh (sign-in reading /me before the session exists, logout).
   */
  token?: string | null | undefined;
};

/** The JSON body the endpoint reads; an endpoint without one may take a multipart upload. */
type CallBody<E extends Endpoint> = [EndpointBody<E>] extends [undefined]
  ? FormData | undefined
  : EndpointBody<E>;

export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'body'> & {
  query?: QueryParams | undefined;
  params?: PathParams<E>;
  body?: CallBody<E>;
};

/** The options are required, with their `params`, when the endpoint's path has parameters. */
export type CallArgs<E extends Endpoint> = [keyof PathParams<E>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E> & { params: PathParams<E> }];

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => string | undefined;
  onTokenRefreshed: (accessToken: string) => void;
  onSessionExpired: () => void;
  /**
   * Check every answer against its endpoint's response schema (development and tests; see
   * docs/decisions/0010-console-checks-answers-in-development.md). Off: answers pass through.
   */
  checkResponses?: boolean;
};

export type ApiClient = {
  /**
   * One call of an endpoint: its URL from the definition and the path parameters, the query, the
   * body (`{}` when a POST, PUT or PATCH has none, so the server always reads JSON), and the
   * answer's `data`.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Single-flight refresh, shared with the live channel's 4401 handling. */
  refreshAccessToken(): Promise<boolean>;
  /**
   * Sends a GET now, before the screen that needs it has rendered (app/first-requests.ts): the
   * first `call` of the same endpoint, parameters and query with the same token, within
   * `earlyLifetimeMs`, takes its answer instead of sending again. Needs a signed-in session.
   */
  startEarly<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): void;
};

/** How long an early answer waits for its screen's call before it is dropped (ms). */
export const earlyLifetimeMs = 10_000;

/** `METHOD /base/path/{id}/`: the definition, as a message names it. */
export function endpointName(endpoint: Endpoint): string {
  return `${endpoint.method} ${apiBases[endpoint.base]}${endpoint.path}`;
}

/**
 * Throws when the answer does not match the endpoint's response schema: a drift between the
 * server, the definitions and a test's stand-in fails loudly, naming the endpoint and the field.
 */
export function checkResponse(endpoint: Endpoint, data: unknown): void {
  const result = endpoint.response?.safeParse(data);
  if (!result || result.success) {
    return;
  }
  const details = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new ApiError(
    200,
    errorCodes.invalidResponse,
    `${endpointName(endpoint)} answered an unexpected shape at ${details}`,
  );
}

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

  // Early GETs by URL: the token they were sent with and the server's answer on its way.
  const early = new Map<string, { token: string; response: Promise<Response> }>();

  /** The early answer for this GET, once: a second call of the same URL sends its own. */
  function takeEarly(method: Method, url: string, token: string | undefined) {
    const sent = method === 'GET' ? early.get(url) : undefined;
    if (!sent) {
      return undefined;
    }
    early.delete(url);
    if (sent.token !== token) {
      return undefined;
    }
    // Marks the end-to-end tests read: every early GET sent is taken (first-requests.spec.ts).
    performance.mark('pawndesk:early-taken', { detail: url });
    return sent.response;
  }

  function requestInit(method: Method, options: RequestOptions, token: string | undefined) {
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
    return init;
  }

  async function send(
    method: Method,
    url: string,
    options: RequestOptions,
    token: string | undefined,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await (takeEarly(method, url, token) ??
        deps.fetch(url, requestInit(method, options, token)));
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
      const pair = await send('POST', refreshUrl, { body: {} }, undefined);
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

  async function request(method: Method, url: string, options: RequestOptions): Promise<unknown> {
    if (options.token !== undefined) {
      return send(method, url, options, options.token ?? undefined);
    }
    const token = deps.getAccessToken();
    try {
      return await send(method, url, options, token);
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
      return send(method, url, options, outcome.token);
    }
  }

  const hasJsonBody = (method: Method) => method !== 'GET' && method !== 'DELETE';

  /** The URL a call sends: the path with its parameters, then the query. */
  function callUrl<E extends Endpoint>(endpoint: E, options: CallOptions<E> | undefined) {
    const path = endpointUrl(endpoint, options?.params ?? ({} as PathParams<E>));
    return path + buildQuery(options?.query);
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
      const [options] = args;
      const data = await request(endpoint.method, callUrl(endpoint, options), {
        body: options?.body ?? (hasJsonBody(endpoint.method) ? {} : undefined),
        signal: options?.signal,
        token: options?.token,
      });
      if (deps.checkResponses) {
        checkResponse(endpoint, data);
      }
      // Checked in development and tests; in production the server's own response schema (the
      // same definition) has already shaped it.
      return data as EndpointResponse<E>;
    },
    async refreshAccessToken() {
      return (await refreshOnce()).ok;
    },
    startEarly<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
      const [options] = args;
      const token = deps.getAccessToken();
      if (endpoint.method !== 'GET' || !token) {
        return;
      }
      const url = callUrl(endpoint, options);
      const response = deps.fetch(url, requestInit('GET', {}, token));
      // Not an unhandled rejection while nobody waits: the screen's call reports the failure.
      response.catch(() => undefined);
      early.set(url, { token, response });
      performance.mark('pawndesk:early-sent', { detail: url });
      setTimeout(() => {
        if (early.get(url)?.response === response) {
          early.delete(url);
        }
      }, earlyLifetimeMs);
    },
  };
}
