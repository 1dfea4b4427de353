import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { documentsKey } from '../../../lib/documents/document-owner.ts';

/**
 * Prints (or reprints) the mortgage contract (B§2 reprint): the server renders it, archives the
 * PDF as a new document of the contract and answers that document.
 */
export function printContract(finfluxId: number) {
  return api.call(contractEndpoints.print, {
    params: { id: finfluxId },
    body: { kind: 'MORTGAGE_CONTRACT' },
  });
}

/** Each print adds a document to the contract's documents tab. */
export function usePrintContract(contract: ContractDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => printContract(contract.finfluxId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsKey('contracts', contract.id) }),
  });
}
