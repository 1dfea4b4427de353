import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useInvalidateCashLog } from '../hooks/use-invalidate-cash-log.ts';

type EntryStatus = 'registered' | 'retracted';

/** Approve (registered) or remove (retracted) an entry. */
export function setEntryStatus(id: number, status: EntryStatus) {
  return api.call(cashLogEndpoints.setStatus, { params: { id }, body: { status } });
}

export function useSetEntryStatus() {
  const invalidate = useInvalidateCashLog();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EntryStatus }) => setEntryStatus(id, status),
    onSuccess: invalidate,
  });
}
