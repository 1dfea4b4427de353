import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from '../../../lib/live-context.tsx';
import { reminderKeys } from '../api/query-keys.ts';

/**
 * A result saved or a due contract changed anywhere (A§3 live message): the list, and an open
 * client's due contracts and history, refetch in the background. The rows stay on screen while it
 * runs, so the page, the sort and an open modal are kept.
 */
export function useReminderLive(): void {
  const queryClient = useQueryClient();
  useLiveChannel('payment-reminder', () => {
    void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  });
}
