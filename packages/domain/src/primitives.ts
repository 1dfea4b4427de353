import { z } from 'zod';

/**
 * The wire's building blocks that every input schema shares, so a bound cannot drift between
 * copies: ids bounded by the column that holds them, real calendar dates, and text PostgreSQL can
 * store. Anything else answers 400 (code 1000) before a use case or the database sees it.
 */

/** An `integer` column holds up to 2³¹ − 1. */
export const maxId = 2_147_483_647;
/** A `bigint` column is read as a JavaScript number (`mode: 'number'`): up to 2⁵³ − 1. */
export const maxBigId = Number.MAX_SAFE_INTEGER;

const idMessage = 'Mã không hợp lệ';

/** A row id held by an `integer` column, in a JSON body; `message` when it is missing or wrong. */
export function id(message = idMessage) {
  return z.number({ error: message }).int(message).positive(message).max(maxId, idMessage);
}

/** A row id held by a `bigint` column (cash log entries and closures, loan numbers). */
export function bigId(message = idMessage) {
  return z.number({ error: message }).int(message).positive(message).max(maxBigId, idMessage);
}

/** An `integer` id in a path or a query string (text on the wire). */
export const idParam = z.coerce
  .number({ error: idMessage })
  .int(idMessage)
  .positive(idMessage)
  .max(maxId, idMessage);

/** A `bigint` id in a path or a query string. */
export const bigIdParam = z.coerce
  .number({ error: idMessage })
  .int(idMessage)
  .positive(idMessage)
  .max(maxBigId, idMessage);

/** `{ id }` path parameters of a route on an `integer` table. */
export const idParams = z.object({ id: idParam });

/** `{ id }` path parameters of a route on a `bigint` table. */
export const bigIdParams = z.object({ id: bigIdParam });

const dateMessage = 'Ngày không hợp lệ';

/** The earliest business date the shop deals in; older dates are typing mistakes. */
export const earliestDate = '1900-01-01';

/**
 * A business date on the wire: YYYY-MM-DD and a real calendar day (no 2024-13-45, no 2026-02-30:
 * refused, never rolled over to the next month), from 1900 on.
 */
export function isoDate(message = dateMessage) {
  return z.iso
    .date({ error: message })
    .refine((date) => date >= earliestDate, { message, params: { format: 'date' } });
}

/** Control characters a form never sends; PostgreSQL cannot store NUL at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const lineControls = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text keeps its tabs and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const blockControls = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const textMessage = 'Văn bản chứa ký tự không hợp lệ';

/** One line of text (a name, a username, a search term): no control characters. */
export function line(message = textMessage) {
  return z.string({ error: message }).regex(lineControls, message);
}

/** Text that may span lines (notes, descriptions): tabs and line breaks, no other controls. */
export function multiline(message = textMessage) {
  return z.string({ error: message }).regex(blockControls, message);
}

/** True when a query string or a path parameter is a real calendar date (the console's check). */
export function isCalendarDate(text: string): boolean {
  return isoDate().safeParse(text).success;
}

/**
 * `pageSize=-1` asks for every row (A§7). The big lists (orders, contracts, clients, assets, cash
 * log, call log) answer at most this many rows per call: `total` stays the true count, so a client
 * that gets fewer items than `total` knows it was capped and can ask for `page=2` (decisions/0019).
 */
export const allRowsCap = 1000;

/** A page number (from 1). */
export const pageParam = z.coerce.number().int().min(1).max(maxId).default(1);

/** A page size from 1 to `max`, or -1 for every row up to `allRowsCap`; `fallback` when absent. */
export function pageSizeParam(fallback: number, max: number) {
  return z.coerce
    .number()
    .int()
    .min(-1)
    .max(max)
    .refine((size) => size !== 0, 'Cỡ trang không hợp lệ')
    .transform((size) => (size === -1 ? allRowsCap : size))
    .default(fallback);
}
