import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportBatchRows } from '../../lib/export-pace.ts';
import { urlOf } from '../../testing/url-of.ts';
import { type CashTest, createCashTest } from './cash-log.testing.ts';

/**
 * The export's second batch (rows 251…, lib/export-pace.ts) fails when `failLater` is set: the database going away
 * in the middle of a long download.
 */
const failure = vi.hoisted(() => ({
  failLater: false,
  calls: 0,
  /** Resolved when the client has the status line: the failure then comes mid-download. */
  headersSeen: Promise.resolve(),
  seeHeaders: () => {},
}));
vi.mock('./cash-log.repo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./cash-log.repo.ts')>();
  return {
    ...original,
    listEntries: async (...args: Parameters<typeof original.listEntries>) => {
      failure.calls += 1;
      if (failure.failLater && failure.calls > 1) {
        await failure.headersSeen;
        throw new Error('connection lost');
      }
      return original.listEntries(...args);
    },
  };
});

let c: CashTest;
let origin: string;
beforeAll(async () => {
  c = await createCashTest();
  const fund = c.fund('Quỹ tiền mặt Hải Châu');
  // 600 registered entries: three batches of 250 (lib/export-pace.ts), the last one short.
  await c.t.database.db.execute(sql`
    insert into cash_logs (direction, registration_date, amount, category_id, type, fund_id,
      target_branch_id, status, created_at, modified_at)
    select 1, date '2026-11-01' + (n % 20), 1000 + n, ${c.category('RENT')}, 'CASH', ${fund},
      ${c.branch('DN01')}, 'registered', now(), now()
    from generate_series(1, 600) as n`);
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(c.t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await c.t.close();
});

type Download = { status: number; bytes: number; isComplete: boolean; failed: boolean };

/** Downloads as a browser does, over a real socket, noting whether the body ended cleanly. */
function download(path: string): Promise<Download> {
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}${path}`, {
      headers: { authorization: `Bearer ${c.head}` },
    });
    request.on('response', (response) => {
      failure.seeHeaders();
      let bytes = 0;
      let failed = false;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('error', () => {
        failed = true;
      });
      response.on('close', () => {
        resolve({ status: response.statusCode ?? 0, bytes, isComplete: response.complete, failed });
      });
    });
    request.on('error', () => resolve({ status: 0, bytes: 0, isComplete: false, failed: true }));
    request.end();
  });
}

describe('A GET /v1/cash-logs/?xlsx=true when it cannot finish', () => {
  it('should refuse an impossible date with 400 INVALID_DATE_FORMAT before sending any file', async () => {
    const response = await c.t.as(c.head, {
      method: 'GET',
      url: urlOf(cashLogEndpoints.exportXlsx, {}, { xlsx: true, fromDate: '2026-02-30' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().error.code).toBe(errorCodes.invalidDateFormat);
  });

  it('should end the download cleanly when every batch is read', async () => {
    failure.failLater = false;
    failure.calls = 0;
    const result = await download(urlOf(cashLogEndpoints.exportXlsx, {}, { xlsx: true }));
    expect(result).toMatchObject({ status: 200, isComplete: true, failed: false });
    expect(failure.calls).toBe(Math.ceil(600 / exportBatchRows));
  });

  it('should end the download abnormally, never cleanly, when a later batch fails', async () => {
    failure.failLater = true;
    failure.calls = 0;
    failure.headersSeen = new Promise((resolve) => {
      failure.seeHeaders = resolve;
    });
    const result = await download(urlOf(cashLogEndpoints.exportXlsx, {}, { xlsx: true }));
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.isComplete).toBe(false);
    expect(result.failed).toBe(true);
  });
});
