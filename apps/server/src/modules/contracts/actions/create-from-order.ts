import type {
  CreateFromOrderDto,
  createFromOrderInput,
} from '@pawndesk/domain/contract-wizard-api';
import type { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { saveOrderAssetIn } from '../../assets/asset-orders.ts';
import {
  clientValuesOf,
  createClientIn,
  guardUnique,
  updateClientIn,
} from '../../clients/client-writes.ts';
import { orderExists } from '../../orders/order-calls.ts';
import { lockOrderForContract } from '../../orders/order-contracts.ts';
import { contractNotFound } from '../contract-errors.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { findContractView } from '../contracts.repo.ts';
import { findOrderContract } from '../order-contract.repo.ts';
import { publishedView } from '../run-action.ts';
import { createContractIn } from './create.ts';

export type ParsedCreateFromOrder = z.output<typeof createFromOrderInput>;

/**
 * The creation wizard's print step (B§4 Creation wizard) as ONE call in ONE transaction, on the
 * order's row locked for the whole time:
 * 1. when the order has its contract already (a repeated press, a double click), answer it with
 *    `created: false` and write nothing;
 * 2. create the client (new) or update it (its rules, 3002 when another client uses its phone or
 *    national id);
 * 3. update the order's asset (create it when the order has none) with the valuation and meta;
 * 4. create the PENDING contract for the order, which moves the order to step contract, stage
 *    active contract (createContractIn).
 * Any refusal or failure rolls every step back: no client or asset is left without a contract.
 */
export async function createFromOrder(
  ctx: RequestContext,
  orderId: number,
  input: ParsedCreateFromOrder,
): Promise<CreateFromOrderDto> {
  const actor = requireActor(ctx.actor);
  if (!(await orderExists(ctx.db, orderId))) {
    throw new AppError('notFound', 'Không tìm thấy đơn hàng');
  }
  const { id: clientId, ...clientInput } = input.client;
  const clientValues = await clientValuesOf(ctx, clientInput);
  const result = await guardUnique(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockOrderForContract(tx, orderId);
      const existing = await findOrderContract(tx, orderId);
      if (existing) {
        return { id: existing.id, created: false };
      }
      let savedClientId: number;
      if (clientId) {
        await updateClientIn(tx, ctx, clientId, clientValues);
        savedClientId = clientId;
      } else {
        savedClientId = await createClientIn(tx, ctx, clientValues);
      }
      const assetId = await saveOrderAssetIn(
        tx,
        ctx,
        {
          orderId,
          assetTypeId: order.assetTypeId,
          clientId: savedClientId,
          branchId: order.branchId ?? actor.branchId,
          userId: actor.userId,
        },
        input.asset,
      );
      const row = await createContractIn(
        tx,
        ctx,
        { ...input.contract, client: savedClientId, asset: assetId, order: orderId },
        null,
      );
      await publishedView(tx, row.id);
      return { id: row.id, created: true };
    }),
  );
  const view = await findContractView(ctx.db, { id: result.id });
  if (!view) {
    throw contractNotFound();
  }
  return { contract: toContractDto(view, actor, ctx.now()), created: result.created };
}
