import type {
  ContractListDto,
  ContractListQuery,
  ContractSummaryDto,
} from '@pawndesk/domain/contract-api';
import { contractListTotal, contractSummary } from '@pawndesk/domain/contract-counts';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { listContractViews, summarizeContracts } from '../contracts.repo.ts';

/** One page of contracts with the total and the per-status summary (B§7, A§7 search). */
export async function listContracts(
  ctx: RequestContext,
  query: ContractListQuery,
): Promise<ContractListDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  // The total is read off the summary's counts: one statement beside the page, not two.
  const [views, counts] = await Promise.all([
    listContractViews(ctx.db, query),
    summarizeContracts(ctx.db, query),
  ]);
  return {
    items: views.map((view) => toContractDto(view, actor, now)),
    total: contractListTotal(counts, query.status),
    summary: contractSummary(counts),
  };
}

/** Counts per status over the filter; repaid counts closed ones too (A§7 contracts-summary). */
export async function summarize(
  ctx: RequestContext,
  filter: Omit<ContractListQuery, 'page' | 'pageSize' | 'orderBy' | 'status'>,
): Promise<ContractSummaryDto> {
  return contractSummary(await summarizeContracts(ctx.db, filter));
}
