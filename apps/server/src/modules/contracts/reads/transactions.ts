import type { TransactionDto } from '@pawndesk/domain/contract-api';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { listTransactions as listRows } from '../contract-money.repo.ts';
import { toTransactionDto } from '../contracts.mapper.ts';
import { type ContractKey, findContractView } from '../contracts.repo.ts';

/** The transactions tab (B§4), newest first, each with whether the caller may retract it. */
export async function listTransactions(
  ctx: RequestContext,
  key: ContractKey,
): Promise<{ items: TransactionDto[]; total: number }> {
  const actor = requireActor(ctx.actor);
  const contract = await findContractView(ctx.db, key);
  if (!contract) {
    throw contractNotFound();
  }
  const rows = await listRows(ctx.db, contract.contract.id);
  const items = rows.map((row) => toTransactionDto(row, contract.contract.status, actor));
  return { items, total: items.length };
}
