import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pawndesk-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>PawnDesk</title>');
  await writeFile(path.join(webDist, 'assets', 'cash-log-screen-Ab12Cd34.js'), 'export {};');
  t = await createTestApp({ webDist });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the built console', () => {
  it('should let the browser keep a hashed asset for good (no revalidation on reload)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/cash-log-screen-Ab12Cd34.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should have the page itself revalidated, so a new build is picked up', async () => {
    for (const url of ['/', '/cash-log']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).not.toContain('immutable');
    }
  });
});
