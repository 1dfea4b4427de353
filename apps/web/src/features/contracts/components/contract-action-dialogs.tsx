import type { ContractDto } from '@pawndesk/domain/contract-api';
import { Suspense } from 'react';
import { lazyNamed } from '../../../components/lazy-named.ts';
import type { ContractStatusActions } from '../hooks/use-contract-status-actions.ts';

// Each dialog's code (forms, date and number inputs) loads when it is first opened.
const RejectDialog = lazyNamed(() => import('./reject-dialog.tsx'), 'RejectDialog');
const DisburseDialog = lazyNamed(() => import('./disburse-dialog.tsx'), 'DisburseDialog');
const WaiveDialog = lazyNamed(() => import('./waive-dialog.tsx'), 'WaiveDialog');
const AdjustValueDialog = lazyNamed(() => import('./adjust-value-dialog.tsx'), 'AdjustValueDialog');
const ChargeFeeDialog = lazyNamed(() => import('./charge-fee-dialog.tsx'), 'ChargeFeeDialog');
const OverrideOverdueFeeDialog = lazyNamed(
  () => import('./override-overdue-fee-dialog.tsx'),
  'OverrideOverdueFeeDialog',
);

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
