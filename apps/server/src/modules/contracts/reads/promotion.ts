import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { findPromotion } from '../contract-references.repo.ts';

/** One promotion (A§7 GET /v1/promotions/{id}/). */
export async function getPromotion(ctx: RequestContext, id: number) {
  const row = await findPromotion(ctx.db, id);
  if (!row) {
    throw new AppError('notFound', 'Không tìm thấy khuyến mãi');
  }
  return row;
}
