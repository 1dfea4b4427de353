import { z } from 'zod';

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
