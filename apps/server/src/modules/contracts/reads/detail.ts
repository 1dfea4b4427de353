import type { ContractDto } from '@pawndesk/domain/contract-api';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { type ContractKey, findContractView } from '../contracts.repo.ts';

/** One contract by id, finflux id or mifos id, with what the caller may do now. */
export async function getContract(ctx: RequestContext, key: ContractKey): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const view = await findContractView(ctx.db, key);
  if (!view) {
    throw contractNotFound();
  }
  return toContractDto(view, actor, ctx.now());
}
