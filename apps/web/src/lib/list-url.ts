import { isCalendarDate } from '@pawndesk/domain/primitives';

/**
 * Readers for the list screens' URL state (orders, clients, assets). The URL is typed by people
 * and kept in bookmarks, so a value the API would refuse falls back to the default instead.
 */

/** `?page=`: a positive integer, else 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A YYYY-MM-DD calendar date (as the API accepts), else null. */
export function dateParam(value: string | null): string | null {
  return value !== null && isCalendarDate(value) ? value : null;
}

/** Every positive integer id under `key` (repeated keys), in order, without repeats. */
export function idsParam(search: URLSearchParams, key: string): number[] {
  const ids = search
    .getAll(key)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
