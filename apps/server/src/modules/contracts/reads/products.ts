import type { RequestContext } from '../../../plugins/context.ts';
import { listProductDtos } from '../../reference/reference.service.ts';

/** The loan products (A§7 GET /v1/products/), as the reference module lists them. */
export async function listProducts(ctx: RequestContext) {
  const items = await listProductDtos(ctx.db);
  return { items, total: items.length };
}
