import type { ContractStatus } from '@pawndesk/domain/contract-states';

/** Tag colours of the contract statuses (antd preset colours). */
export const statusColor: Record<ContractStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'cyan',
  DISBURSED: 'blue',
  OVERDUE: 'red',
  REJECTED: 'default',
  REPAID: 'green',
  RENEWED: 'purple',
  CLOSED: 'default',
};

export function statusLabelKey(status: ContractStatus): string {
  return `CONTRACT_STATUS_${status}`;
}

/** Contract detail is addressed by the finflux id, the contract number staff see (B§2). */
export function contractPath(contract: { finfluxId: number }): string {
  return `/contracts/${contract.finfluxId}`;
}

/** Client detail is addressed by the client's finflux id too. */
export function clientDetailPath(client: { finfluxId: number }): string {
  return `/clients/${client.finfluxId}`;
}
