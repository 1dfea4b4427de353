import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testPhoneSettings } from '../testing/test-app.ts';

let webDist: string;
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pawndesk-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>',
  );
  http = await createTestApp({ webDist });
  https = await createTestApp({ webDist, secureCookies: true });
});
afterAll(async () => {
  await http.close();
  await https.close();
  await rm(webDist, { recursive: true, force: true });
});

function policyOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  it('should send the console policy, nosniff, DENY and no-referrer on the console and the API', async () => {
    for (const url of ['/', '/orders/123', '/healthz', '/crm/api/v1/me/', '/api/nothing-here']) {
      const response = await http.app.inject({ method: 'GET', url });
      const policy = policyOf(response);
      expect(policy.get('default-src'), url).toBe("'self'");
      expect(policy.get('script-src'), url).toBe("'self'");
      expect(policy.get('script-src-attr'), url).toBe("'none'");
      expect(policy.get('style-src'), url).toBe("'self' 'unsafe-inline'");
      expect(policy.get('style-src-elem'), url).toBe("'self' 'unsafe-inline'");
      expect(policy.get('style-src-attr'), url).toBe("'none'");
      expect(String(response.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
      // The API and /live on this origin, and the phone exchange's WebSocket.
      expect(policy.get('connect-src'), url).toBe(
        `'self' ${new URL(testPhoneSettings.websocketUrl).origin}`,
      );
      expect(policy.get('object-src'), url).toBe("'none'");
      expect(policy.get('frame-ancestors'), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('should send neither HSTS nor upgrade-insecure-requests when COOKIE_SECURE is off', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(response).has('upgrade-insecure-requests')).toBe(false);
  });

  it('should send HSTS and upgrade-insecure-requests when COOKIE_SECURE is on', async () => {
    for (const url of ['/', '/healthz']) {
      const response = await https.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(policyOf(response).has('upgrade-insecure-requests'), url).toBe(true);
    }
  });

  it('should let only this origin frame an uploaded document, so the viewer can show it', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/files/documents/1' });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should keep the API docs page under the console policy', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(policyOf(response).get('script-src')).toBe("'self'");
  });
});
