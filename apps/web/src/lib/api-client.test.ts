import { endpoint } from '@pawndesk/domain/endpoint';
import { errorCodes } from '@pawndesk/domain/errors';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, buildQuery, createApiClient, earlyLifetimeMs } from './api-client.ts';

/** Stand-in endpoints: the client only reads their method, base, path and schemas. */
const anyBody = z.record(z.string(), z.unknown());
const getX = endpoint({ method: 'GET', base: 'A', path: '/v1/x/' });
const getMe = endpoint({ method: 'GET', base: 'B', path: '/v1/me/' });
const postThings = endpoint({ method: 'POST', base: 'A', path: '/v1/things/', body: anyBody });
const putX = endpoint({ method: 'PUT', base: 'B', path: '/v1/x/', body: anyBody });
const postTokens = endpoint({ method: 'POST', base: 'B', path: '/v1/tokens/', body: anyBody });
const deleteTokens = endpoint({ method: 'DELETE', base: 'B', path: '/v1/tokens/' });
const getAt = (path: string) => endpoint({ method: 'GET', base: 'A', path });
const uploadDocs = endpoint({ method: 'POST', base: 'B', path: '/v2/clients/{id}/docs/' });

type Call = { url: string; method: string; token: string | undefined; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const expiredToken = json.bind(null, 401, { error: { code: 9000, message: 'Token không hợp lệ' } });

/**
 * A server stand-in: every request is recorded and answered by `answer`. Tokens are plain strings
 * here; the client only passes them along.
 */
function setup(
  answer: (call: Call) => Response | Promise<Response>,
  initialToken = 'old',
  checkResponses = false,
) {
  let token: string | undefined = initialToken;
  const calls: Call[] = [];
  const onSessionExpired = vi.fn(() => {
    token = undefined;
  });
  const onTokenRefreshed = vi.fn((next: string) => {
    token = next;
  });
  const client = createApiClient({
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        token: headers.get('Authorization')?.replace('Bearer ', ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      expect(init.credentials).toBe('include');
      calls.push(call);
      return answer(call);
    },
    getAccessToken: () => token,
    onTokenRefreshed,
    onSessionExpired,
    checkResponses,
  });
  const refreshes = () => calls.filter((call) => call.url === '/crm/api/v1/access-tokens/');
  const setToken = (next: string) => {
    token = next;
  };
  return { client, calls, refreshes, onSessionExpired, onTokenRefreshed, setToken };
}

/** The server of most tests: "old" is expired, the refresh hands out "new". */
function rotatingServer(call: Call): Response {
  if (call.url === '/crm/api/v1/access-tokens/') {
    return json(200, { data: { accessToken: 'new', refreshToken: 'r2' } });
  }
  if (call.token !== 'new') {
    return expiredToken();
  }
  return json(200, { data: { url: call.url } });
}

describe('buildQuery', () => {
  it('repeats arrays, skips null and undefined, keeps pageSize=-1', () => {
    expect(
      buildQuery({ status: ['a', 'b'], page: 1, pageSize: -1, term: null, phone: undefined }),
    ).toBe('?status=a&status=b&page=1&pageSize=-1');
  });

  it('gives nothing for no parameters', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ term: null })).toBe('');
  });
});

describe('envelope', () => {
  it('returns data and sends the token, the JSON body and the query', async () => {
    const { client, calls } = setup(() => json(200, { data: { id: 7 } }));
    await expect(
      client.call(postThings, { body: { name: 'x' }, query: { a: [1, 2] } }),
    ).resolves.toEqual({ id: 7 });
    expect(calls).toEqual([
      { url: '/api/v1/things/?a=1&a=2', method: 'POST', token: 'old', body: { name: 'x' } },
    ]);
  });

  it('turns an error body into ApiError with status, code and message', async () => {
    const { client } = setup(() => json(403, { error: { code: 1003, message: 'Không có quyền' } }));
    const error = await client.call(getX).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 1003, message: 'Không có quyền' });
  });

  it('reports an answer without data or error as invalid response (-2)', async () => {
    const { client } = setup(() => json(200, { items: [] }));
    await expect(client.call(getX)).rejects.toMatchObject({ status: 200, code: -2 });
  });

  it('reports an unreachable server as status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call(getX)).rejects.toMatchObject({ status: 0, code: -1 });
  });

  it('passes a cancellation through untouched so callers can ignore it', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, refreshes } = setup(() => {
      throw abort;
    });
    await expect(client.call(getX)).rejects.toBe(abort);
    expect(refreshes()).toHaveLength(0);
  });
});

describe('token refresh (A§4.4)', () => {
  it('refreshes once on 401/9000 and replays the request with the new token', async () => {
    const { client, calls, onTokenRefreshed } = setup(rotatingServer);
    await expect(client.call(getMe)).resolves.toEqual({ url: '/crm/api/v1/me/' });
    expect(calls.map((call) => [call.url, call.token])).toEqual([
      ['/crm/api/v1/me/', 'old'],
      ['/crm/api/v1/access-tokens/', undefined],
      ['/crm/api/v1/me/', 'new'],
    ]);
    expect(calls[1]?.method).toBe('POST');
    expect(onTokenRefreshed).toHaveBeenCalledWith('new');
  });

  it('replays the same body and query', async () => {
    const { client, calls } = setup(rotatingServer);
    await client.call(putX, { body: { a: 1 }, query: { q: 'z' } });
    expect(calls[2]).toEqual({
      url: '/crm/api/v1/x/?q=z',
      method: 'PUT',
      token: 'new',
      body: { a: 1 },
    });
  });

  it('does not refresh a second time when the replay is refused too', async () => {
    const { client, refreshes, calls } = setup((call) =>
      call.url === '/crm/api/v1/access-tokens/'
        ? json(200, { data: { accessToken: 'new', refreshToken: 'r2' } })
        : expiredToken(),
    );
    await expect(client.call(getX)).rejects.toMatchObject({ status: 401, code: 9000 });
    expect(refreshes()).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('ends the session on 400/9003 and does not replay', async () => {
    const { client, calls, onSessionExpired } = setup((call) =>
      call.url === '/crm/api/v1/access-tokens/'
        ? json(400, { error: { code: 9003, message: 'Refresh token không hợp lệ' } })
        : expiredToken(),
    );
    await expect(client.call(getX)).rejects.toMatchObject({ status: 400, code: 9003 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('falls through to the original 401 when the refresh fails otherwise', async () => {
    const { client, onSessionExpired, calls } = setup((call) =>
      call.url === '/crm/api/v1/access-tokens/'
        ? json(500, { error: { code: -1, message: 'Lỗi máy chủ' } })
        : expiredToken(),
    );
    await expect(client.call(getX)).rejects.toMatchObject({ status: 401, code: 9000 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('shares one refresh between concurrent 401s and replays each of them', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, refreshes, calls } = setup(async (call) => {
      if (call.url === '/crm/api/v1/access-tokens/') {
        await refreshGate;
      }
      return rotatingServer(call);
    });
    const pending = Promise.all(['/a/', '/b/', '/c/'].map((path) => client.call(getAt(path))));
    // Let all three fail with 401 before the refresh answers.
    await vi.waitFor(() => expect(refreshes()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    await expect(pending).resolves.toEqual([
      { url: '/api/a/' },
      { url: '/api/b/' },
      { url: '/api/c/' },
    ]);
    expect(refreshes()).toHaveLength(1);
    const replays = calls.filter((call) => call.token === 'new').map((call) => call.url);
    expect(replays.sort()).toEqual(['/api/a/', '/api/b/', '/api/c/']);
  });

  it('replays without refreshing when another request already refreshed meanwhile', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const { client, refreshes } = setup(async (call) => {
      if (call.url === '/api/slow/' && call.token === 'old') {
        await slowGate;
      }
      return rotatingServer(call);
    });
    const slow = client.call(getAt('/slow/'));
    await client.call(getAt('/fast/'));
    expect(refreshes()).toHaveLength(1);
    releaseSlow();
    await expect(slow).resolves.toEqual({ url: '/api/slow/' });
    expect(refreshes()).toHaveLength(1);
  });

  it('never refreshes for requests sent without the session token', async () => {
    const { client, calls } = setup(() => expiredToken());
    await expect(client.call(postTokens, { body: {}, token: null })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.call(deleteTokens, { token: 'explicit' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.map((call) => call.token)).toEqual([undefined, 'explicit']);
  });

  it('does not refresh on other 401 codes', async () => {
    const { client, refreshes } = setup(() => json(401, { error: { code: 9001, message: 'x' } }));
    await expect(client.call(getX)).rejects.toMatchObject({ code: 9001 });
    expect(refreshes()).toHaveLength(0);
  });
});

describe('multipart bodies', () => {
  it('should send a FormData body as is, and replay it after refreshing an expired token', async () => {
    const sent: { contentType: string | null; body: unknown; token: string | null }[] = [];
    let token: string | undefined = 'old';
    const client = createApiClient({
      fetch: async (url, init) => {
        const headers = new Headers(init.headers);
        if (url === '/crm/api/v1/access-tokens/') {
          return json(200, { data: { accessToken: 'new', refreshToken: 'r2' } });
        }
        sent.push({
          contentType: headers.get('Content-Type'),
          body: init.body,
          token: headers.get('Authorization'),
        });
        return headers.get('Authorization') === 'Bearer new'
          ? json(200, { data: { id: 1 } })
          : expiredToken();
      },
      getAccessToken: () => token,
      onTokenRefreshed: (next) => {
        token = next;
      },
      onSessionExpired: () => {},
    });
    const form = new FormData();
    form.append('type', '1');
    await expect(client.call(uploadDocs, { params: { id: 1 }, body: form })).resolves.toEqual({
      id: 1,
    });
    expect(sent).toHaveLength(2);
    expect(sent.every((call) => call.contentType === null && call.body === form)).toBe(true);
    expect(sent.map((call) => call.token)).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('calls by endpoint', () => {
  const getItem = endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/items/{id}/',
    response: z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) }),
  });
  const claim = endpoint({ method: 'POST', base: 'A', path: '/v1/orders/{id}:claim/' });
  const unlock = endpoint({ method: 'DELETE', base: 'B', path: '/v1/orders/{id}/working-agent/' });

  it('should build the URL from the definition and send {} for a POST without a body', async () => {
    const { client, calls } = setup(() => json(200, { data: { ok: true } }), 'new');
    await client.call(claim, { params: { id: 102 } });
    await client.call(unlock, { params: { id: 103 } });
    expect(calls).toEqual([
      { url: '/api/v1/orders/102:claim/', method: 'POST', token: 'new', body: {} },
      {
        url: '/crm/api/v1/orders/103/working-agent/',
        method: 'DELETE',
        token: 'new',
        body: undefined,
      },
    ]);
  });

  it('should answer the data when it matches the response schema', async () => {
    const data = { items: [{ id: 1, name: 'a' }] };
    const { client } = setup(() => json(200, { data }), 'new', true);
    await expect(client.call(getItem, { params: { id: 1 } })).resolves.toEqual(data);
  });

  it('should refuse an answer that drifted, naming the endpoint and the field', async () => {
    const data = {
      items: [
        { id: 1, name: 'a' },
        { id: '2', name: 'b' },
      ],
    };
    const { client } = setup(() => json(200, { data }), 'new', true);
    const error = await client.call(getItem, { params: { id: 1 } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: errorCodes.invalidResponse });
    expect((error as ApiError).message).toContain('GET /crm/api/v2/items/{id}/');
    expect((error as ApiError).message).toContain('items.1.id');
  });

  it('should pass an answer through unchecked when checking is off (production)', async () => {
    const data = { items: 'not a list' };
    const { client } = setup(() => json(200, { data }), 'new', false);
    await expect(client.call(getItem, { params: { id: 1 } })).resolves.toEqual(data);
  });
});

describe('early GETs (app/first-requests.ts)', () => {
  it('lets the first call of the same URL take the early answer, and the next send again', async () => {
    const { client, calls } = setup((call) => json(200, { data: { url: call.url } }));
    client.startEarly(getX, { query: { page: 1, status: ['A', 'B'] } });
    expect(calls).toHaveLength(1);
    const first = await client.call(getX, { query: { page: 1, status: ['A', 'B'] } });
    expect(first).toEqual({ url: '/api/v1/x/?page=1&status=A&status=B' });
    expect(calls).toHaveLength(1);
    await client.call(getX, { query: { page: 1, status: ['A', 'B'] } });
    expect(calls).toHaveLength(2);
  });

  it('does not give the early answer to another query, nor after the token changed', async () => {
    const { client, calls, setToken } = setup(() => json(200, { data: {} }));
    client.startEarly(getX, { query: { page: 1 } });
    await client.call(getX, { query: { page: 2 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/x/?page=1', '/api/v1/x/?page=2']);
    client.startEarly(getMe);
    setToken('other');
    await client.call(getMe);
    expect(calls.slice(2).map((c) => c.token)).toEqual(['old', 'other']);
  });

  it('sends nothing early without a session, nor for other methods', async () => {
    const signedOut = setup(() => json(200, { data: {} }), '');
    signedOut.client.startEarly(getX);
    const signedIn = setup(() => json(200, { data: {} }));
    signedIn.client.startEarly(deleteTokens);
    expect([signedOut.calls, signedIn.calls]).toEqual([[], []]);
  });

  it('drops an early answer nobody took after its lifetime', async () => {
    vi.useFakeTimers();
    try {
      const { client, calls } = setup(() => json(200, { data: {} }));
      client.startEarly(getX);
      vi.advanceTimersByTime(earlyLifetimeMs + 1);
      await client.call(getX);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports an early GET that failed to the call that takes it, as status 0', async () => {
    let first = true;
    const { client } = setup(() => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return json(200, { data: {} });
    });
    client.startEarly(getX);
    await expect(client.call(getX)).rejects.toMatchObject({ status: 0 });
  });
});
