import type { CashLogInput } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useInvalidateCashLog } from '../hooks/use-invalidate-cash-log.ts';

/** A new entry, or a retraction/correction with retractedLog. */
export function createEntry(input: CashLogInput) {
  return api.call(cashLogEndpoints.create, { body: input });
}

export function useCreateEntry() {
  const invalidate = useInvalidateCashLog();
  return useMutation({
    mutationFn: (input: CashLogInput) => createEntry(input),
    onSuccess: invalidate,
  });
}
