import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { SettleInput } from '@pawndesk/domain/settlement-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/**
 * The repayment editor's save (B§4): fees, payments and the repayment in one call and one
 * transaction on the server; answers the settled contract and the archived receipt.
 */
export function settleContract(finfluxId: number, input: SettleInput) {
  return api.call(contractEndpoints.settle, { params: { id: finfluxId }, body: input });
}

/** Fees, payments, the status, the asset and the receipt all change. */
export function useSettleContract(finfluxId: number) {
  const saveContract = useSaveContract({ transactions: true, collateral: true, documents: true });
  return useMutation({
    mutationFn: (input: SettleInput) => settleContract(finfluxId, input),
    onSuccess: (settlement) => saveContract(settlement.contract),
  });
}
