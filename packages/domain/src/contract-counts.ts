import type { ContractSummaryDto } from './contract-api.ts';
import type { ContractStatus } from './contract-states.ts';

/** What the contract list counts over its filter, whatever statuses it shows (B§7, A§7). */
export type ContractCounts = {
  /** Contracts per status. */
  byStatus: ReadonlyMap<string, number>;
  /** Clients holding an active contract (the whole book when only dates filter: decisions/0005). */
  clients: number;
};

/** The list's total: the counts of the statuses it shows, each once (every status when none). */
export function contractListTotal(
  counts: ContractCounts,
  statuses: readonly ContractStatus[] | undefined,
): number {
  const shown = statuses && statuses.length > 0 ? new Set(statuses) : counts.byStatus.keys();
  let total = 0;
  for (const status of shown) {
    total += counts.byStatus.get(status) ?? 0;
  }
  return total;
}

/** The contracts summary (A§7 contracts-summary): repaid counts the closed (liquidated) ones too. */
export function contractSummary({ byStatus, clients }: ContractCounts): ContractSummaryDto {
  const of = (status: ContractStatus) => byStatus.get(status) ?? 0;
  return {
    pending: of('PENDING'),
    approved: of('APPROVED'),
    disbursed: of('DISBURSED'),
    overdue: of('OVERDUE'),
    renewed: of('RENEWED'),
    repaid: of('REPAID') + of('CLOSED'),
    clients,
  };
}
