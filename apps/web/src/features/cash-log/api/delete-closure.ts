import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useInvalidateCashLog } from '../hooks/use-invalidate-cash-log.ts';

export function deleteClosure(id: number) {
  return api.call(cashLogEndpoints.deleteClosure, { params: { id } });
}

export function useDeleteClosure() {
  const invalidate = useInvalidateCashLog();
  return useMutation({
    mutationFn: (id: number) => deleteClosure(id),
    onSuccess: invalidate,
  });
}
