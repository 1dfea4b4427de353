import type { PromotionDto } from '@pawndesk/domain/contract-api';
import { asc, eq } from 'drizzle-orm';
import { promotions } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { orderPromotionId } from '../../orders/order-contracts.ts';
import { findPromotion } from '../contract-references.repo.ts';

function toPromotionDto(row: typeof promotions.$inferSelect): PromotionDto {
  return {
    id: row.id,
    promotionName: row.promotionName,
    description: row.description,
    interestDiscount: row.interestDiscount,
    maxDiscount: row.maxDiscount,
    minDiscount: row.minDiscount,
    minPayout: row.minPayout,
  };
}

/** The promotions in force (active), by id: what the wizard's contract step may offer. */
export async function listPromotionsInForce(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(eq(promotions.isActive, true))
    .orderBy(asc(promotions.id));
  const items = rows.map(toPromotionDto);
  return { items, total: items.length };
}

/** The order's promotion when it is still in force; null otherwise. @throws 404 unknown order. */
export async function orderPromotion(ctx: RequestContext, orderId: number) {
  const promotionId = await orderPromotionId(ctx.db, orderId);
  if (promotionId === undefined) {
    throw new AppError('notFound', 'Không tìm thấy đơn hàng');
  }
  const row = promotionId === null ? undefined : await findPromotion(ctx.db, promotionId);
  return { promotion: row?.isActive ? toPromotionDto(row) : null };
}
