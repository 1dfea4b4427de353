import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { loggerOptions, logRequests, prettyLogLine, prettyStream } from './logger.ts';

/** The real app with the server's logger (JSON, info as by default) writing into `lines`. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: loggerOptions({
      level: 'info',
      format: 'json',
      sink: { write: (line) => lines.push(line) },
    }),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
  t.app.log.level = 'info';
});

describe('server logger', () => {
  it('should write no line for an answered request at the default level', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
    expect(response.statusCode).toBe(404);
    expect(lines).toEqual([]);
  });

  it('should write one JSON request line per request when LOG_LEVEL is debug', async () => {
    t.app.log.level = 'debug';
    await t.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request completed');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/api/v1/unknown/',
      statusCode: 404,
      reqId: expect.any(String),
    });
  });

  it('should write a warning as one readable line through the pretty stream', () => {
    t.app.log.warn({ payload: 'x' }, 'ignored malformed live event');
    const pretty: string[] = [];
    const stream = prettyStream({ write: (line) => pretty.push(line) });
    for (const line of lines) {
      stream.write(line);
    }
    expect(pretty).toHaveLength(1);
    expect(pretty[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}ignored malformed live event payload=x\n$/);
  });
});

describe('logRequests', () => {
  /** A bare app with one route that answers after `waitMs`, logging at info into the result. */
  async function answerOnce(slowMs: number, waitMs: number) {
    const written: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: loggerOptions({
        level: 'info',
        format: 'json',
        sink: { write: (line) => written.push(JSON.parse(line) as Record<string, unknown>) },
      }),
      disableRequestLogging: true,
    });
    logRequests(app, { slowMs });
    app.get('/wait', async () => {
      await sleep(waitMs);
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/wait' });
    await app.close();
    return written;
  }

  it('should warn about a request that took slowMs or longer, with its path, status and time', async () => {
    const written = await answerOnce(10, 30);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 40,
      msg: 'slow request',
      method: 'GET',
      url: '/wait',
      statusCode: 200,
    });
    expect(written[0]?.responseTime).toBeGreaterThanOrEqual(10);
  });

  it('should write nothing at info for a request under slowMs', async () => {
    expect(await answerOnce(60_000, 0)).toEqual([]);
  });
});

describe('prettyLogLine', () => {
  it('should put an error, where it was thrown and the request id on the same line', () => {
    const line = prettyLogLine(
      JSON.stringify({
        level: 50,
        time: Date.UTC(2026, 10, 24, 7, 3, 21),
        msg: 'unhandled error',
        reqId: 'abc',
        err: {
          type: 'TypeError',
          message: 'boom',
          stack: 'TypeError: boom\n    at handler (/srv/app.ts:12:3)\n    at next (/srv/x.ts:1:1)',
        },
      }),
    );
    expect(line.split('\n')).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d ERROR unhandled error TypeError: boom \(at handler \(\/srv\/app\.ts:12:3\)\) req=abc$/,
      ),
      '',
    ]);
  });

  it('should pass a line that is not JSON through unchanged', () => {
    expect(prettyLogLine('PawnDesk is ready')).toBe('PawnDesk is ready\n');
  });
});
