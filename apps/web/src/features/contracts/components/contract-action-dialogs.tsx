import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { ContractStatusActions } from '../hooks/use-contract-status-actions.ts';
import { AdjustValueDialog } from './adjust-value-dialog.tsx';
import { ChargeFeeDialog } from './charge-fee-dialog.tsx';
import { DisburseDialog } from './disburse-dialog.tsx';
import { OverrideOverdueFeeDialog } from './override-overdue-fee-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { WaiveDialog } from './waive-dialog.tsx';

/**
 * The dialog an action opened, if any: reject, disburse type, waive interest, adjust value,
 * charge a fee, override the overdue fee.
 */
export function ContractActionDialogs({
  contract,
  actions,
}: {
  contract: ContractDto;
  actions: ContractStatusActions;
}) {
  const { dialog, closeDialog } = actions;
  return (
    <>
      {dialog === 'reject' ? (
        <RejectDialog
          finfluxId={contract.finfluxId}
          isSaving={actions.isRunning}
          onReject={(cancelReason) => void actions.run({ verb: 'reject', cancelReason })}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'disburse' ? (
        <DisburseDialog
          finfluxId={contract.finfluxId}
          receivedAmount={contract.receivedAmount}
          isSaving={actions.isRunning}
          onDisburse={(type) => void actions.run({ verb: 'disburse', type })}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'waive' ? <WaiveDialog contract={contract} onClose={closeDialog} /> : null}
      {dialog === 'adjust' ? <AdjustValueDialog contract={contract} onClose={closeDialog} /> : null}
      {dialog === 'fee' ? <ChargeFeeDialog contract={contract} onClose={closeDialog} /> : null}
      {dialog === 'overdue' ? (
        <OverrideOverdueFeeDialog contract={contract} onClose={closeDialog} />
      ) : null}
    </>
  );
}
