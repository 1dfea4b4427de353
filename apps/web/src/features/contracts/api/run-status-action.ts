import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { CancelReason, PaymentType } from '@pawndesk/domain/contract-states';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/** The status actions of B§7, each `POST finflux-{id}:{verb}/` answering the updated contract. */
export type StatusAction =
  | { verb: 'approve' }
  | { verb: 'reject'; cancelReason: CancelReason }
  | { verb: 'disburse'; type?: PaymentType }
  | { verb: 'undo-approval' }
  | { verb: 'undo-disbursal' }
  | { verb: 'undo-repayment' }
  | { verb: 'undo-renewal' };

export function runStatusAction(finfluxId: number, action: StatusAction): Promise<ContractDto> {
  const params = { id: finfluxId };
  switch (action.verb) {
    case 'approve':
      return api.call(contractEndpoints.approve, { params });
    case 'reject':
      return api.call(contractEndpoints.reject, {
        params,
        body: { cancelReason: action.cancelReason },
      });
    case 'disburse': {
      const { verb: _verb, ...body } = action;
      return api.call(contractEndpoints.disburse, { params, body });
    }
    case 'undo-approval':
      return api.call(contractEndpoints.undoApproval, { params });
    case 'undo-disbursal':
      return api.call(contractEndpoints.undoDisbursal, { params });
    case 'undo-repayment':
      return api.call(contractEndpoints.undoRepayment, { params });
    case 'undo-renewal':
      return api.call(contractEndpoints.undoRenewal, { params });
  }
}

/** Disbursing and the undos of disbursal, settlement and renewal move money and the asset. */
export function useStatusAction(contract: ContractDto) {
  const onSuccess = useSaveContract({ transactions: true, collateral: true });
  return useMutation({
    mutationFn: (action: StatusAction) => runStatusAction(contract.finfluxId, action),
    onSuccess,
  });
}
