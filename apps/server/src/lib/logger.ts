import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
/** `json`: one pino line per event, for a log collector; `pretty`: one readable line, for a terminal. */
export const logFormats = ['json', 'pretty'] as const;
export type LogFormat = (typeof logFormats)[number];

type LineSink = { write(line: string): unknown };

const levelNames: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, shown in the line's head or not at all. */
const hiddenFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "TypeError: boom (at file.ts:12:3)": the error and where it was thrown, without the whole stack. */
function errorText(err: unknown): string {
  if (typeof err !== 'object' || err === null) {
    return valueText(err);
  }
  const { type, message, stack } = err as { type?: string; message?: string; stack?: string };
  const frame = stack
    ?.split('\n')
    .find((line) => line.trim().startsWith('at '))
    ?.trim()
    .slice(3);
  return `${type ?? 'Error'}: ${message ?? ''}${frame ? ` (at ${frame})` : ''}`;
}

/**
 * One pino JSON line as one readable line: "14:03:21 WARN  ignored malformed live event
 * payload=… req=…". Lines that are not JSON pass through unchanged.
 */
export function prettyLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = levelNames[Number(entry.level)] ?? String(entry.level);
  const parts = [clock(entry.time), level.padEnd(5), valueText(entry.msg ?? '')];
  if (entry.err !== undefined) {
    parts.push(errorText(entry.err));
  }
  for (const [key, value] of Object.entries(entry)) {
    if (!hiddenFields.has(key) && value !== undefined) {
      parts.push(`${key}=${valueText(value)}`);
    }
  }
  if (typeof entry.reqId === 'string') {
    parts.push(`req=${entry.reqId}`);
  }
  return `${parts.join(' ').replace(/\n/g, ' ')}\n`;
}

/** A pino destination that writes each line through `prettyLogLine`. */
export function prettyStream(sink: LineSink): LineSink {
  return { write: (line: string) => sink.write(prettyLogLine(line)) };
}

/** The server's logger: pino at `level`, pretty lines to `sink` (stdout by default) or JSON. */
export function loggerOptions(options: {
  level: LogLevel;
  format: LogFormat;
  sink?: LineSink;
}): FastifyServerOptions['logger'] {
  const sink = options.sink ?? process.stdout;
  return {
    level: options.level,
    stream: options.format === 'pretty' ? prettyStream(sink) : sink,
  };
}

/** Longer than any list, detail or save should take, even on a loaded machine (an export may). */
export const defaultSlowRequestMs = 2000;

/**
 * Fastify's own request lines ("incoming request", "request completed") are at info, two per call:
 * the app turns them off (`disableRequestLogging`) and writes one line per answered request at
 * debug instead, so LOG_LEVEL=debug gives the request log and the default level a quiet terminal.
 * A request that took `slowMs` or longer is written at warn as well ("slow request"): a user
 * waited seconds for it, which the default level should show without the whole request log.
 */
export function logRequests(app: FastifyInstance, options: { slowMs: number }): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (reply.elapsedTime >= options.slowMs) {
      request.log.warn(line, 'slow request');
    } else {
      request.log.debug(line, 'request completed');
    }
  });
}
