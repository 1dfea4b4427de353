import { useQueryClient } from '@tanstack/react-query';
import { cashLogKeys } from '../api/query-keys.ts';

/** Every cash log change reloads the lists, the summary and the closures from page 1. */
export function useInvalidateCashLog() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.resetQueries({ queryKey: cashLogKeys.all }).catch(() => {
      // A reload that fails shows its own error on the screen.
    });
}
