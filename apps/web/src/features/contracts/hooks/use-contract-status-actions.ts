import type { ContractDto } from '@pawndesk/domain/contract-api';
import { needsDisburseType } from '@pawndesk/domain/contract-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
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
  /** Disburses at once, or asks for the type first when the domain says so. */
  disburse: () => void;
  sendNotification: () => Promise<void>;
  isNotifying: boolean;
};

/** The contract's status changes (CON-3, CON-9) with their flashes, and which dialog is open. */
export function useContractStatusActions(contract: ContractDto): ContractStatusActions {
  const { t } = useTranslation();
  const status = useStatusAction(contract);
  const notify = useSendRenewedNotification(contract);
  const [dialog, setDialog] = useState<ContractDialog | null>(null);

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
  const disburse = () => {
    // No type dialog when the parent lent at least as much (A§4.2).
    if (needsDisburseType(contract.approvedAmount, contract.parent?.approvedAmount ?? null)) {
      setDialog('disburse');
    } else {
      void run({ verb: 'disburse' });
    }
  };

  return {
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    run,
    isRunning: status.isPending,
    disburse,
    sendNotification,
    isNotifying: notify.isPending,
  };
}
