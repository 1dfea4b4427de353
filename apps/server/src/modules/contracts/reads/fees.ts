import type { FeeDto } from '@pawndesk/domain/contract-api';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { listFees as listRows } from '../contract-money.repo.ts';
import { toFeeDto } from '../contracts.mapper.ts';
import { contractExists } from '../contracts.repo.ts';

/** The fees charged on a contract, newest first. */
export async function listFees(
  ctx: RequestContext,
  id: number,
): Promise<{ items: FeeDto[]; total: number }> {
  if (!(await contractExists(ctx.db, id))) {
    throw contractNotFound();
  }
  const items = (await listRows(ctx.db, id)).map(toFeeDto);
  return { items, total: items.length };
}
