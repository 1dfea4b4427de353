import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { tokenKey } from './lib/tokens.ts';
import { createTestApp, type TestApp, testPhoneSettings, testSecret } from './testing/test-app.ts';
import { urlOf } from './testing/url-of.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('conventions', () => {
  it('should refuse to start when a route declares no access rule', async () => {
    const app = await buildApp({
      database: t.database,
      tokenKey: tokenKey(testSecret),
      phone: testPhoneSettings,
      storage: t.storage,
    });
    app.get('/api/v1/unguarded/', async () => ({ data: 1 }));
    await expect(app.ready()).rejects.toThrow(
      'Routes without an access rule: GET /api/v1/unguarded/',
    );
    await app.close();
  });

  it('should answer 401 with code 9000 on every non-public route when no token is sent', async () => {
    const guarded = t.app
      .routeAccess()
      .filter((route) => route.access && !('public' in route.access) && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    for (const route of guarded) {
      // `::` is an escaped literal colon (custom verbs such as `:claim`); `:name(regex)` is a parameter.
      const url = route.url
        .replaceAll('::', '\u0000')
        .replace(/:\w+(\([^)]*\))?/g, '1')
        .replaceAll('\u0000', ':');
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect({
        route: `${route.method} ${route.url}`,
        status: response.statusCode,
        code: response.json().error?.code,
      }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: errorCodes.invalidToken,
      });
    }
  });

  it('should keep /api/v1/misc/, sign-in, refresh, logout, docs and health public, and nothing else of the API', async () => {
    const publicApi = t.app
      .routeAccess()
      .filter((route) => route.access && 'public' in route.access && route.method !== 'HEAD')
      .filter((route) => /^\/(api|crm)\//.test(route.url) && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicApi).toEqual([
      'DELETE /crm/api/v1/tokens/',
      'GET /api/v1/misc/',
      'POST /crm/api/v1/access-tokens/',
      'POST /crm/api/v1/tokens/',
    ]);
  });

  it('should answer unknown paths with 404 in the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/khong-co/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: errorCodes.notFound, message: 'Không tìm thấy GET /api/v1/khong-co/' },
    });
  });

  it('should accept paths with and without the trailing slash', async () => {
    const withSlash = await t.app.inject({ method: 'GET', url: '/api/v1/misc/' });
    const withoutSlash = await t.app.inject({ method: 'GET', url: '/api/v1/misc' });
    expect(withSlash.statusCode).toBe(200);
    expect(withoutSlash.statusCode).toBe(200);
  });

  it('should echo a request id on every answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should publish the OpenAPI document with both API bases', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/crm/api/v1/tokens/', '/api/v1/misc/', '/crm/api/v1/me/']),
    );
  });

  it('should answer 400, not 500, for a wrongly typed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should answer 400 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });
});
