import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../../../lib/query-keys.ts';
import { staffKeys } from '../api/query-keys.ts';

/**
 * A change to a branch, its bank account or a fund: on success the branch settings reload, and so
 * do the branches and funds every other screen reads (misc).
 */
export function useBranchMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.branches });
      void queryClient.invalidateQueries({ queryKey: referenceKeys.misc });
    },
  });
}
