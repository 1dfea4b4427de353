import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../api/query-keys.ts';

/** A change to a staff member or a role: on success the staff lists and the roles reload. */
export function useStaffMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
