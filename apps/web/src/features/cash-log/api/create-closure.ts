import type { CashClosureInput } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useInvalidateCashLog } from '../hooks/use-invalidate-cash-log.ts';

export function createClosure(input: CashClosureInput) {
  return api.call(cashLogEndpoints.createClosure, { body: input });
}

export function useCreateClosure() {
  const invalidate = useInvalidateCashLog();
  return useMutation({
    mutationFn: (input: CashClosureInput) => createClosure(input),
    onSuccess: invalidate,
  });
}
