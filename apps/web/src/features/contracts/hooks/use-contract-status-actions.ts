import type { ContractDto } from '@pawndesk/domain/contract-api';
import { needsDisburseType } from '@pawndesk/domain/contract-states';
import Modal from 'antd/es/modal';
import { type ReactElement, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useStatusAction } from '../api/run-status-action.ts';
import { useSendRenewedNotification } from '../api/send-renewed-notification.ts';

export type ContractDialog = 'reject' | 'disburse' | 'waive' | 'adjust' | 'fee' | 'overdue';

/** What the status call accepts: a verb and, for some, its extra fields. */
export type ContractStatusAction = Parameters<ReturnType<typeof useStatusAction>['mutateAsync']>[0];

export type ContractStatusActions = {
  dialog: ContractDialog | null;
  openDialog: (dialog: ContractDialog) => void;
  closeDialog: () => void;
  /** Runs a status action; on success the open dialog closes. */
  run: (action: ContractStatusAction) => Promise<void>;
  isRunning: boolean;
  /** Asks first, naming the contract and the amount, then approves (A§4.2). */
  approve: () => void;
  /** Asks first (naming the contract and what the client receives), with the type when needed. */
  disburse: () => void;
  /** Renders the confirmations (the app's theme and translations). */
  modalHolder: ReactElement;
  sendNotification: () => Promise<void>;
  isNotifying: boolean;
};

/** The contract's status changes (CON-3, CON-9) with their flashes, and which dialog is open. */
export function useContractStatusActions(contract: ContractDto): ContractStatusActions {
  const { t } = useTranslation();
  const status = useStatusAction(contract);
  const notify = useSendRenewedNotification(contract);
  const [dialog, setDialog] = useState<ContractDialog | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const money = useMoney();
  const id = contract.finfluxId;

  const run = async (action: ContractStatusAction) => {
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
  const confirm = (title: string, content: string, okText: string, action: ContractStatusAction) =>
    void modal.confirm({
      title,
      content,
      okText,
      cancelText: t('CANCEL'),
      okButtonProps: { 'data-testid': 'contract-confirm-ok' } as never,
      onOk: () => run(action),
    });
  const approve = () =>
    confirm(
      t('CONTRACT_APPROVE_CONFIRM', { id }),
      t('CONTRACT_APPROVE_CONFIRM_AMOUNT', { amount: money(contract.approvedAmount) }),
      t('CONTRACT_APPROVE'),
      { verb: 'approve' },
    );
  const disburse = () => {
    // No type dialog when the parent lent at least as much (A§4.2): nothing is paid out.
    if (needsDisburseType(contract.approvedAmount, contract.parent?.approvedAmount ?? null)) {
      setDialog('disburse');
    } else {
      confirm(
        t('CONTRACT_DISBURSE_CONFIRM', { id }),
        t('CONTRACT_DISBURSE_NO_PAYOUT', {
          amount: money(contract.parent?.approvedAmount ?? 0),
        }),
        t('CONTRACT_DISBURSE'),
        { verb: 'disburse' },
      );
    }
  };

  return {
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    run,
    isRunning: status.isPending,
    approve,
    disburse,
    modalHolder,
    sendNotification,
    isNotifying: notify.isPending,
  };
}
