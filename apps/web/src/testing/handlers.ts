import { apiBases, type Endpoint, type PathParams } from '@pawndesk/domain/endpoint';
import { errorCodes } from '@pawndesk/domain/errors';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';

/**
 * Stateless stand-ins for the API, for wiring tests: "does the button send the call, does the
 * screen show the answer". Each answer is registered against an endpoint of the domain (method +
 * URL from its definition) and parsed with the endpoint's response schema before it is sent, so a
 * fixture that breaks the contract fails the test. Requests are checked against the endpoint's
 * body and query schemas as the server would. Nothing here remembers a change: a test that needs
 * "repaying lowers what is owed" runs against the real server (real-server.ts).
 */

/** One request the console sent. */
export type Call = {
  method: string;
  url: URL;
  /** The path parameters, as strings (`{ id: '7' }`). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
  signal?: AbortSignal | null;
};

/** What a handler answers instead of data: an error envelope with this status. */
export type Refusal = { kind: 'refusal'; status: number; code: number; message: string };

const defaultCodes: Record<number, number> = {
  400: errorCodes.invalidRequest,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
};

/** `{"error": {"code", "message"}}` with this status; the code defaults from the status. */
export function refusal(status: number, message: string, code?: number): Refusal {
  return { kind: 'refusal', status, message, code: code ?? defaultCodes[status] ?? -1 };
}

/** The data an endpoint answers, before its schema parses it. */
export type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : unknown;

type Reply<E extends Endpoint> = AnswerOf<E> | Refusal;
export type Answer<E extends Endpoint> = Reply<E> | ((call: Call) => Reply<E> | Promise<Reply<E>>);

type Handler = {
  endpoint: Endpoint;
  params: Record<string, string> | undefined;
  answer: Answer<Endpoint> | 'hold';
};

export type StubApi = {
  /**
   * Answers every call of `endpoint` (any path parameters) with `answer`; with `params`, only the
   * calls with those. The latest registration wins, so a test can override a default.
   */
  respond<E extends Endpoint>(endpoint: E, answer: Answer<E>): void;
  respond<E extends Endpoint>(endpoint: E, params: PathParams<E>, answer: Answer<E>): void;
  /**
   * Leaves every call of `endpoint` pending until the console aborts it: for the screen a test
   * only navigates to, whose answers it does not look at.
   */
  hold<E extends Endpoint>(endpoint: E): void;
  /** The calls of `endpoint` sent so far (with these path parameters, when given). */
  calls<E extends Endpoint>(endpoint: E, params?: PathParams<E>): Call[];
  /** Waits for the one call of `endpoint` and returns it; a second call fails the check. */
  expectCall<E extends Endpoint>(endpoint: E, params?: PathParams<E>): Promise<Call>;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** As long as findBy* waits (setup.ts): lazy screens load slowly on a busy machine. */
const callTimeout = { timeout: 20_000 };

const matchers = new WeakMap<Endpoint, RegExp>();

/** The endpoint's URL as a pattern: `{name}` is numeric, `{name:string}` any text (endpoint.ts). */
function matcherOf(endpoint: Endpoint): RegExp {
  let matcher = matchers.get(endpoint);
  if (!matcher) {
    const url = apiBases[endpoint.base] + endpoint.path;
    const source = url
      .split(/(\{\w+(?::string)?\})/)
      .map((part) => {
        const [, name, isString] = /^\{(\w+)(:string)?\}$/.exec(part) ?? [];
        if (!name) {
          return escapeRegExp(part);
        }
        return isString ? `(?<${name}>[^/]+)` : `(?<${name}>\\d+)`;
      })
      .join('');
    matcher = new RegExp(`^${source}$`);
    matchers.set(endpoint, matcher);
  }
  return matcher;
}

/** The path parameters when `method` and `url` are a call of `endpoint`, else undefined. */
function paramsOf(
  endpoint: Endpoint,
  method: string,
  url: URL,
): Record<string, string> | undefined {
  if (endpoint.method !== method) {
    return undefined;
  }
  const match = matcherOf(endpoint).exec(url.pathname);
  if (!match) {
    return undefined;
  }
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
  );
}

function sameParams(
  wanted: Record<string, string> | undefined,
  actual: Record<string, string>,
): boolean {
  return !wanted || Object.entries(wanted).every(([name, value]) => actual[name] === value);
}

function asStrings(params: object | undefined): Record<string, string> | undefined {
  return params
    ? Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))
    : undefined;
}

/** The query as Fastify reads it: a repeated key becomes an array. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

function readBody(init: RequestInit): unknown {
  if (typeof init.body === 'string') {
    return init.body ? JSON.parse(init.body) : undefined;
  }
  return init.body ?? undefined;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'refusal';
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The answer as the server would send it: the response schema is the presenter. */
function present(endpoint: Endpoint, data: unknown): unknown {
  if (!endpoint.response) {
    return data;
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `The answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

/**
 * Replaces window.fetch for this test. A request no handler answers, a body or query the
 * endpoint's schema refuses, or an answer that breaks the contract fails the test.
 */
export function stubApi(): StubApi {
  const handlers: Handler[] = [];
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) {
      throw new Error(`API stub:\n${problems.join('\n')}`);
    }
  });

  function fail(message: string): never {
    problems.push(message);
    throw new Error(message);
  }

  async function reply(handler: Handler, call: Call): Promise<Response> {
    const { endpoint } = handler;
    const label = `${call.method} ${call.url.pathname}${call.url.search}`;
    if (handler.answer === 'hold') {
      return new Promise((_resolve, reject) => {
        call.signal?.addEventListener('abort', () =>
          reject(new DOMException('The request was aborted', 'AbortError')),
        );
      });
    }
    const checks = [
      { schema: endpoint.body, value: call.body, what: 'body' },
      { schema: endpoint.query, value: queryObject(call.query), what: 'query' },
    ];
    for (const { schema, value, what } of checks) {
      if (schema && !(value instanceof FormData)) {
        const parsed = schema.safeParse(value);
        if (!parsed.success) {
          problems.push(
            `${label}: the server would refuse its ${what}: ${describeIssues(parsed.error)}`,
          );
          return jsonResponse(400, {
            error: { code: errorCodes.invalidRequest, message: describeIssues(parsed.error) },
          });
        }
      }
    }
    const answered =
      typeof handler.answer === 'function' ? await handler.answer(call) : handler.answer;
    if (isRefusal(answered)) {
      return jsonResponse(answered.status, {
        error: { code: answered.code, message: answered.message },
      });
    }
    try {
      return jsonResponse(200, { data: present(endpoint, answered) });
    } catch (error) {
      return fail(`${label}: ${(error as Error).message}`);
    }
  }

  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = readBody(init);
    requests.push({ method, url, body });
    for (const handler of handlers) {
      const params = paramsOf(handler.endpoint, method, url);
      if (params && sameParams(handler.params, params)) {
        const call = { method, url, params, query: url.searchParams, body, signal: init.signal };
        return reply(handler, call);
      }
    }
    return fail(`unexpected request ${method} ${url.pathname}${url.search}`);
  });
  vi.stubGlobal('fetch', fetchStub);

  function calls<E extends Endpoint>(endpoint: E, params?: PathParams<E>): Call[] {
    const wanted = asStrings(params);
    return requests.flatMap((request) => {
      const found = paramsOf(endpoint, request.method, request.url);
      return found && sameParams(wanted, found)
        ? [{ ...request, params: found, query: request.url.searchParams }]
        : [];
    });
  }

  return {
    respond<E extends Endpoint>(
      endpoint: E,
      ...rest: [Answer<E>] | [PathParams<E>, Answer<E>]
    ): void {
      const [params, answer] = rest.length === 2 ? rest : [undefined, rest[0]];
      if (typeof answer !== 'function' && !isRefusal(answer)) {
        // A fixed answer is checked now, so the failure points at the test that registered it.
        present(endpoint, answer);
      }
      handlers.unshift({ endpoint, params: asStrings(params), answer: answer as Answer<Endpoint> });
    },
    hold(endpoint) {
      handlers.unshift({ endpoint, params: undefined, answer: 'hold' });
    },
    calls,
    async expectCall(endpoint, params) {
      await vi.waitFor(() => {
        if (calls(endpoint, params).length === 0) {
          throw new Error(`no call of ${endpoint.method} ${endpoint.path} yet`);
        }
      }, callTimeout);
      const found = calls(endpoint, params);
      const [only] = found;
      if (!only || found.length > 1) {
        throw new Error(
          `expected one call of ${endpoint.method} ${endpoint.path}, got ${found.length}`,
        );
      }
      return only;
    },
  };
}
