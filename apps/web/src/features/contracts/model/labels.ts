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
