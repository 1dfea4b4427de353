import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

export function getRepaymentSchedule(mifosId: number, signal?: AbortSignal) {
  return api.call(contractEndpoints.repaymentSchedule, { params: { id: mifosId }, signal });
}

export function repaymentScheduleQuery(mifosId: number) {
  return queryOptions({
    queryKey: contractKeys.schedule(mifosId),
    queryFn: ({ signal }) => getRepaymentSchedule(mifosId, signal),
  });
}

export function useRepaymentSchedule(mifosId: number) {
  return useQuery(repaymentScheduleQuery(mifosId));
}
