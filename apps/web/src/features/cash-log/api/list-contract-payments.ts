import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { cashLogKeys } from './query-keys.ts';

/** The entries a contract's actions wrote, not retracted, newest first (decisions/0011). */
export async function listContractPayments(mifosLoanId: number, signal?: AbortSignal) {
  const list = await api.call(cashLogEndpoints.contractPayments, {
    query: { mifosLoanId },
    signal,
  });
  return list.items;
}

export function contractPaymentsQuery(mifosLoanId: number | undefined) {
  return queryOptions({
    queryKey: cashLogKeys.contractPayments(mifosLoanId ?? 0),
    queryFn: ({ signal }) => listContractPayments(mifosLoanId ?? 0, signal),
    enabled: mifosLoanId !== undefined && mifosLoanId > 0,
  });
}

export function useContractPayments(mifosLoanId: number | undefined) {
  return useQuery(contractPaymentsQuery(mifosLoanId));
}
