import type { ContractDto } from '@pawndesk/domain/contract-api';
import { type ContractAction, needsDisburseType } from '@pawndesk/domain/contract-states';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useContract } from '../api/get-contract.ts';
import { type StatusAction, useStatusAction } from '../api/run-status-action.ts';
import { useSendRenewedNotification } from '../api/send-renewed-notification.ts';
import { AdjustValueDialog } from './adjust-value-dialog.tsx';
import { DisburseDialog } from './disburse-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { WaiveDialog } from './waive-dialog.tsx';

type Dialog = 'reject' | 'disburse' | 'waive' | 'adjust';

/** The four undos: each asks first (A§4.2). */
const undos = [
  { action: 'undoApproval', verb: 'undo-approval', labelKey: 'CONTRACT_UNDO_APPROVAL' },
  { action: 'undoDisbursal', verb: 'undo-disbursal', labelKey: 'CONTRACT_UNDO_DISBURSAL' },
  { action: 'undoRepayment', verb: 'undo-repayment', labelKey: 'CONTRACT_UNDO_REPAYMENT' },
  { action: 'undoRenewal', verb: 'undo-renewal', labelKey: 'CONTRACT_UNDO_RENEWAL' },
] as const;

/** The screens of the later workflows issue, reached from here. */
const workflows = [
  { action: 'edit', path: (id: number) => `/contract-editor/${id}`, labelKey: 'CONTRACT_EDIT' },
  { action: 'repay', path: (id: number) => `/contracts/${id}/redeem`, labelKey: 'CONTRACT_REDEEM' },
  {
    action: 'repay',
    path: (id: number) => `/contracts/${id}/repay`,
    labelKey: 'CONTRACT_PARTIAL_REPAY',
  },
  { action: 'renew', path: (id: number) => `/contracts/${id}/renew`, labelKey: 'CONTRACT_RENEW' },
  {
    action: 'liquidize',
    path: (id: number) => `/contracts/${id}/liquidize`,
    labelKey: 'CONTRACT_LIQUIDIZE',
  },
] as const;

/** CON-3, CON-9: the buttons the server allows this user now (`allowedActions`). */
export function ContractActions({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useStatusAction(contract);
  const notify = useSendRenewedNotification(contract);
  const parent = useContract(contract.parent?.finfluxId ?? null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const can = (action: ContractAction) => contract.allowedActions.includes(action);
  const id = contract.finfluxId;

  const run = async (action: StatusAction) => {
    try {
      await status.mutateAsync(action);
      flash.info(t('CONTRACT_STATUS_CHANGED'));
      setDialog(null);
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };
  const sendNotification = async () => {
    try {
      await notify.mutateAsync();
      flash.info(t('RENEWED_NOTIFICATION_SENT'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };
  const disburse = () => {
    // No type dialog when the parent lent at least as much (A§4.2).
    const parentAmount = contract.parent ? (parent.data?.approvedAmount ?? null) : null;
    if (needsDisburseType(contract.approvedAmount, parentAmount)) {
      setDialog('disburse');
    } else {
      void run({ verb: 'disburse' });
    }
  };

  return (
    <div className="pd-contract-actions" data-testid="contract-actions">
      {can('approve') ? (
        <Button
          type="primary"
          loading={status.isPending}
          onClick={() => void run({ verb: 'approve' })}
          data-testid="action-approve"
        >
          {t('CONTRACT_APPROVE')}
        </Button>
      ) : null}
      {can('reject') ? (
        <Button danger onClick={() => setDialog('reject')} data-testid="action-reject">
          {t('CONTRACT_REJECT')}
        </Button>
      ) : null}
      {can('disburse') ? (
        <Button
          type="primary"
          loading={status.isPending || (contract.parent !== null && parent.isPending)}
          onClick={disburse}
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
        <Button onClick={() => setDialog('waive')} data-testid="action-waive">
          {t('CONTRACT_WAIVE_INTEREST')}
        </Button>
      ) : null}
      {can('adjustValue') ? (
        <Button onClick={() => setDialog('adjust')} data-testid="action-adjust-value">
          {t('CONTRACT_ADJUST_VALUE')}
        </Button>
      ) : null}
      {undos.map((undo) =>
        can(undo.action) ? (
          <Popconfirm
            key={undo.verb}
            title={t('ARE_YOU_SURE')}
            okText={t('YES')}
            cancelText={t('NO')}
            onConfirm={() => run({ verb: undo.verb })}
          >
            <Button danger loading={status.isPending} data-testid={`action-${undo.verb}`}>
              {t(undo.labelKey)}
            </Button>
          </Popconfirm>
        ) : null,
      )}
      {can('sendRenewedNotification') ? (
        <Popconfirm
          title={t('ARE_YOU_SURE')}
          okText={t('YES')}
          cancelText={t('NO')}
          onConfirm={sendNotification}
        >
          <Button loading={notify.isPending} data-testid="action-send-renewed-notification">
            {t('CONTRACT_SEND_RENEWED_NOTIFICATION')}
          </Button>
        </Popconfirm>
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog
          finfluxId={id}
          isSaving={status.isPending}
          onReject={(cancelReason) => void run({ verb: 'reject', cancelReason })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'disburse' ? (
        <DisburseDialog
          isSaving={status.isPending}
          onDisburse={(type) => void run({ verb: 'disburse', type })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'waive' ? (
        <WaiveDialog contract={contract} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'adjust' ? (
        <AdjustValueDialog contract={contract} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
