import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { RedeemInput } from '@pawndesk/domain/settlement-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

/**
 * Redeem (B§2, B§4): closes the contract on `submissionDate` and archives the printed bill, in
 * one call; answers the closed contract and the archived document.
 */
export function redeemContract(finfluxId: number, input: RedeemInput) {
  return api.call(contractEndpoints.redeem, { params: { id: finfluxId }, body: input });
}

/** The contract closes, its asset is released and the bill joins its documents. */
export function useRedeemContract(finfluxId: number) {
  const saveContract = useSaveContract({ transactions: true, collateral: true, documents: true });
  return useMutation({
    mutationFn: (input: RedeemInput) => redeemContract(finfluxId, input),
    onSuccess: (settlement) => saveContract(settlement.contract),
  });
}
