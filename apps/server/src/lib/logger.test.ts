import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type LogLevel, loggerOptions, prettyLogLine } from './logger.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The real app with the server's logger writing into `lines`. */
async function appLogging(level: LogLevel, format: 'json' | 'pretty', lines: string[]) {
  t = await createTestApp({
    logger: loggerOptions({ level, format, sink: { write: (line) => lines.push(line) } }),
  });
  return t;
}

describe('server logger', () => {
  it('should write no line for an answered request when the level is info (npm start default)', async () => {
    const lines: string[] = [];
    const app = await appLogging('info', 'pretty', lines);
    const response = await app.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
    expect(response.statusCode).toBe(404);
    expect(lines).toEqual([]);
  });

  it('should write one JSON request line per request when LOG_LEVEL is debug and the format json', async () => {
    const lines: string[] = [];
    const app = await appLogging('debug', 'json', lines);
    await app.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
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

  it('should write warnings as one readable line in the pretty format', async () => {
    const lines: string[] = [];
    const app = await appLogging('info', 'pretty', lines);
    app.app.log.warn({ payload: 'x' }, 'ignored malformed live event');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}ignored malformed live event payload=x\n$/);
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
