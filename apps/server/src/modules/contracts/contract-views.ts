/**
 * The seam other modules read contracts through (the payment reminder's due contracts): contract
 * DTOs exactly as the detail answers them, and the republish after a change made elsewhere.
 */
import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { Principal } from '@pawndesk/domain/permissions';
import type { DbOrTx } from '../../db/client.ts';
import { toContractDto } from './contracts.mapper.ts';
import { findContractViews } from './contracts.repo.ts';
import { publishedView } from './run-action.ts';

/** The contracts with these ids, in that order, as the contract detail shows them. */
export async function contractDtosByIds(
  db: DbOrTx,
  ids: readonly number[],
  principal: Principal,
  now: Date,
): Promise<ContractDto[]> {
  const views = await findContractViews(db, ids);
  return views.map((view) => toContractDto(view, principal, now));
}

/**
 * Reads a contract after a change to it (its collateral's status) inside the change's
 * transaction, tells the payment-reminder channel, and answers its DTO.
 */
export async function publishContractChange(
  tx: DbOrTx,
  id: number,
  principal: Principal,
  now: Date,
): Promise<ContractDto> {
  return toContractDto(await publishedView(tx, id), principal, now);
}
