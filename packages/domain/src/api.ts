import { z } from 'zod';
import { idParam } from './primitives.ts';

/** Every answer is wrapped in `{data: …}` (A§7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const errorBody = z.object({ error: z.object({ code: z.number(), message: z.string() }) });

/** Page size -1 means every row (A§7); servers cap it for huge tables. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(-1).max(1000).default(20),
});

/** A repeated query array of ids (`?branch=1&branch=2`), also accepted comma separated (A§7). */
export const idList = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => String(item).split(','))
          .filter((item) => item !== ''),
  z.array(idParam).max(1000).optional(),
);

/** A page of a list: its rows and the total over every page. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number() });
}

/** A whole list without a total (reference data). */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
