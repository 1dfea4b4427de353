import type { ContractDto, feeInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { useSaveContract } from './save-contract.ts';

export type FeeInput = z.input<typeof feeInput>;

/** CON-5: charges an overdue, liquidization or failed-commitment fee; answers the contract. */
export function chargeFee(contractId: number, input: FeeInput) {
  return api.call(contractEndpoints.chargeFee, { params: { id: contractId }, body: input });
}

export function useChargeFee(contract: ContractDto) {
  const onSuccess = useSaveContract();
  return useMutation({
    mutationFn: (input: FeeInput) => chargeFee(contract.id, input),
    onSuccess,
  });
}
