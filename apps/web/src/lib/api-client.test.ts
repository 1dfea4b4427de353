import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildQuery, createApiClient } from './api-client.ts';

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
function setup(answer: (call: Call) => Response | Promise<Response>, initialToken = 'old') {
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
  });
  const refreshes = () => calls.filter((call) => call.url === '/crm/api/v1/access-tokens/');
  return { client, calls, refreshes, onSessionExpired, onTokenRefreshed };
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
      client.post('/api/v1/things/', { name: 'x' }, { query: { a: [1, 2] } }),
    ).resolves.toEqual({ id: 7 });
    expect(calls).toEqual([
      { url: '/api/v1/things/?a=1&a=2', method: 'POST', token: 'old', body: { name: 'x' } },
    ]);
  });

  it('turns an error body into ApiError with status, code and message', async () => {
    const { client } = setup(() => json(403, { error: { code: 1003, message: 'Không có quyền' } }));
    const error = await client.get('/api/v1/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 1003, message: 'Không có quyền' });
  });

  it('reports an answer without data or error as invalid response (-2)', async () => {
    const { client } = setup(() => json(200, { items: [] }));
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ status: 200, code: -2 });
  });

  it('reports an unreachable server as status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ status: 0, code: -1 });
  });

  it('passes a cancellation through untouched so callers can ignore it', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, refreshes } = setup(() => {
      throw abort;
    });
    await expect(client.get('/api/v1/x/')).rejects.toBe(abort);
    expect(refreshes()).toHaveLength(0);
  });
});

describe('token refresh (A§4.4)', () => {
  it('refreshes once on 401/9000 and replays the request with the new token', async () => {
    const { client, calls, onTokenRefreshed } = setup(rotatingServer);
    await expect(client.get('/crm/api/v1/me/')).resolves.toEqual({ url: '/crm/api/v1/me/' });
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
    await client.put('/crm/api/v1/x/', { a: 1 }, { query: { q: 'z' } });
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
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ status: 401, code: 9000 });
    expect(refreshes()).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('ends the session on 400/9003 and does not replay', async () => {
    const { client, calls, onSessionExpired } = setup((call) =>
      call.url === '/crm/api/v1/access-tokens/'
        ? json(400, { error: { code: 9003, message: 'Refresh token không hợp lệ' } })
        : expiredToken(),
    );
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ status: 400, code: 9003 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('falls through to the original 401 when the refresh fails otherwise', async () => {
    const { client, onSessionExpired, calls } = setup((call) =>
      call.url === '/crm/api/v1/access-tokens/'
        ? json(500, { error: { code: -1, message: 'Lỗi máy chủ' } })
        : expiredToken(),
    );
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ status: 401, code: 9000 });
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
    const pending = Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
    // Let all three fail with 401 before the refresh answers.
    await vi.waitFor(() => expect(refreshes()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    await expect(pending).resolves.toEqual([{ url: '/a/' }, { url: '/b/' }, { url: '/c/' }]);
    expect(refreshes()).toHaveLength(1);
    const replays = calls.filter((call) => call.token === 'new').map((call) => call.url);
    expect(replays.sort()).toEqual(['/a/', '/b/', '/c/']);
  });

  it('replays without refreshing when another request already refreshed meanwhile', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const { client, refreshes } = setup(async (call) => {
      if (call.url === '/slow/' && call.token === 'old') {
        await slowGate;
      }
      return rotatingServer(call);
    });
    const slow = client.get('/slow/');
    await client.get('/fast/');
    expect(refreshes()).toHaveLength(1);
    releaseSlow();
    await expect(slow).resolves.toEqual({ url: '/slow/' });
    expect(refreshes()).toHaveLength(1);
  });

  it('never refreshes for requests sent without the session token', async () => {
    const { client, calls } = setup(() => expiredToken());
    await expect(client.post('/crm/api/v1/tokens/', {}, { token: null })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.delete('/crm/api/v1/tokens/', { token: 'explicit' })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(calls.map((call) => call.token)).toEqual([undefined, 'explicit']);
  });

  it('does not refresh on other 401 codes', async () => {
    const { client, refreshes } = setup(() => json(401, { error: { code: 9001, message: 'x' } }));
    await expect(client.get('/api/v1/x/')).rejects.toMatchObject({ code: 9001 });
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
    await expect(client.post('/crm/api/v2/clients/1/docs/', form)).resolves.toEqual({ id: 1 });
    expect(sent).toHaveLength(2);
    expect(sent.every((call) => call.contentType === null && call.body === form)).toBe(true);
    expect(sent.map((call) => call.token)).toEqual(['Bearer old', 'Bearer new']);
  });
});
