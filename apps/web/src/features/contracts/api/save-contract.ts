import type { ContractDto } from '@pawndesk/domain/contract-api';
import { useQueryClient } from '@tanstack/react-query';
import { documentsKey } from '../../../lib/documents/document-owner.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/**
 * What an action changes besides the contract itself (every action writes an automatic note); a
 * settlement also archives its printed document.
 */
export type ContractChanges = { transactions?: boolean; collateral?: boolean; documents?: boolean };

/**
 * Every contract action answers the updated contract: it becomes the detail at once, with no
 * request. The contract's notes (and its transactions or collateral when the action moves them)
 * are refetched if on screen, else marked stale; every other contract query (lists, the header
 * search, client tabs, the schedule, related contracts) is only marked stale and refetches when
 * next shown, so an action costs at most one background request.
 */
export function useSaveContract(changes: ContractChanges = {}) {
  const queryClient = useQueryClient();
  return (saved: ContractDto) => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all, refetchType: 'none' });
    // After the invalidation: setting the data also clears the detail's stale mark.
    queryClient.setQueryData(contractKeys.detail(saved.finfluxId), saved);
    const changed = [
      contractKeys.notes(saved.id),
      ...(changes.transactions ? [contractKeys.transactions(saved.id)] : []),
      ...(changes.collateral ? [contractKeys.collateral(saved.id)] : []),
      ...(changes.documents ? [documentsKey('contracts', saved.id)] : []),
    ];
    for (const queryKey of changed) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
