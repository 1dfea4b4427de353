import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { ContractAction } from '@pawndesk/domain/contract-states';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useContractStatusActions } from '../hooks/use-contract-status-actions.ts';
import { ContractActionDialogs } from './contract-action-dialogs.tsx';
import { ContractUndoButtons } from './contract-undo-buttons.tsx';

/**
 * The counter screens and the editor, reached from here: redeem (the wizard) and repay (the
 * repayment editor) settle the contract; a partial repayment is a repay row on the transactions
 * tab, which leaves the contract open.
 */
const workflows = [
  { action: 'edit', path: (id: number) => `/contract-editor/${id}`, labelKey: 'CONTRACT_EDIT' },
  { action: 'repay', path: (id: number) => `/contracts/${id}/redeem`, labelKey: 'CONTRACT_REDEEM' },
  {
    action: 'repay',
    path: (id: number) => `/contracts/${id}/repay`,
    labelKey: 'CONTRACT_REPAYMENT',
  },
  {
    action: 'addTransaction',
    path: (id: number) => `/contracts/${id}?tab=transactions`,
    labelKey: 'CONTRACT_PARTIAL_REPAY',
  },
  { action: 'renew', path: (id: number) => `/contracts/${id}/renew`, labelKey: 'CONTRACT_RENEW' },
  {
    action: 'liquidize',
    path: (id: number) => `/contracts/${id}/liquidize`,
    labelKey: 'CONTRACT_LIQUIDIZE',
  },
] as const;

/** A rejected contract was never signed: there is no contract to print again (FLOW-6). */
function canReprint(contract: ContractDto): boolean {
  return contract.status !== 'REJECTED';
}

/** CON-3, CON-9: the buttons the server allows this user now (`allowedActions`). */
export function ContractActions({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useContractStatusActions(contract);
  const can = (action: ContractAction) => contract.allowedActions.includes(action);
  const id = contract.finfluxId;

  return (
    <div className="pd-contract-actions" data-testid="contract-actions">
      {can('approve') ? (
        <Button
          type="primary"
          loading={actions.isRunning}
          onClick={actions.approve}
          data-testid="action-approve"
        >
          {t('CONTRACT_APPROVE')}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button danger onClick={() => actions.openDialog('reject')} data-testid="action-reject">
          {t('CONTRACT_REJECT')}
        </Button>
      ) : null}
      {can('disburse') ? (
        <Button
          type="primary"
          loading={actions.isRunning}
          onClick={actions.disburse}
          data-testid="action-disburse"
        >
          {t('CONTRACT_DISBURSE')}
        </Button>
      ) : null}
      {workflows.map((workflow) =>
        can(workflow.action) ? (
          <Button
            key={workflow.labelKey}
            onClick={() => navigate(workflow.path(id))}
            data-testid={`action-${workflow.labelKey.toLowerCase().replace(/_/g, '-')}`}
          >
            {t(workflow.labelKey)}
          </Button>
        ) : null,
      )}
      {can('addTransaction') ? (
        <Button onClick={() => actions.openDialog('waive')} data-testid="action-waive">
          {t('CONTRACT_WAIVE_INTEREST')}
        </Button>
      ) : null}
      {can('adjustValue') ? (
        <Button onClick={() => actions.openDialog('adjust')} data-testid="action-adjust-value">
          {t('CONTRACT_ADJUST_VALUE')}
        </Button>
      ) : null}
      {can('chargeFee') || can('liquidize') ? (
        <Button onClick={() => actions.openDialog('fee')} data-testid="action-charge-fee">
          {t('CONTRACT_CHARGE_FEE')}
        </Button>
      ) : null}
      {can('overrideOverdueFee') ? (
        <Button onClick={() => actions.openDialog('overdue')} data-testid="action-override-overdue">
          {t('CONTRACT_OVERRIDE_OVERDUE_FEE')}
        </Button>
      ) : null}
      {canReprint(contract) ? (
        <Button onClick={() => navigate(`/contracts/${id}/reprint`)} data-testid="action-reprint">
          {t('CONTRACT_REPRINT')}
        </Button>
      ) : null}
      <ContractUndoButtons can={can} actions={actions} />
      <ContractActionDialogs contract={contract} actions={actions} />
      {actions.modalHolder}
    </div>
  );
}
