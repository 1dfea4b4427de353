import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { createWithCollateralInput } from '@pawndesk/domain/contract-wizard-api';
import type { z } from 'zod';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { valuesOf as assetValuesOf, insertAssetIn } from '../../assets/assets.service.ts';
import { clientValuesOf, createClientIn, guardUnique } from '../../clients/client-writes.ts';
import { contractNotFound } from '../contract-errors.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { findContractView } from '../contracts.repo.ts';
import { publishedView } from '../run-action.ts';
import { createContractIn } from './create.ts';

type ParsedCreateWithCollateral = z.output<typeof createWithCollateralInput>;

/**
 * The contract editor's save without an order (B§2, FLOW-2) as ONE transaction: create the client
 * (new; an existing one is taken as it is), write its new PENDING asset, create the PENDING
 * contract. Every reference is
 * checked before the transaction; any refusal inside it rolls all three back.
 */
export async function createWithCollateral(
  ctx: RequestContext,
  input: ParsedCreateWithCollateral,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const existingId = 'id' in input.client ? input.client.id : null;
  const newClient = 'id' in input.client ? null : await clientValuesOf(ctx, input.client);
  // Checks the existing client too (400 when missing); a new one is the owner once written.
  const assetValues = await assetValuesOf(ctx, { ...input.asset, client: existingId }, 'PENDING');
  const id = await guardUnique(() =>
    ctx.db.transaction(async (tx) => {
      const ownerId = newClient ? await createClientIn(tx, ctx, newClient) : (existingId ?? 0);
      const assetId = await insertAssetIn(
        tx,
        ctx,
        { ...assetValues, clientId: ownerId },
        'PENDING',
      );
      const row = await createContractIn(
        tx,
        ctx,
        { ...input.contract, client: ownerId, asset: assetId },
        null,
      );
      await publishedView(tx, row.id);
      return row.id;
    }),
  );
  const view = await findContractView(ctx.db, { id });
  if (!view) {
    throw contractNotFound();
  }
  return toContractDto(view, actor, ctx.now());
}
