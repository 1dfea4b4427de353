import type { FilterParams } from '../model/filters.ts';

export const cashLogKeys = {
  all: ['cash-log'] as const,
  list: (params: FilterParams) => ['cash-log', 'list', params] as const,
  pending: (params: FilterParams, page: number) => ['cash-log', 'pending', params, page] as const,
  summary: (params: FilterParams) => ['cash-log', 'summary', params] as const,
  closures: (page: number) => ['cash-log', 'closures', page] as const,
  closuresOn: (date: string) => ['cash-log', 'closures-on', date] as const,
  contractPayments: (mifosLoanId: number) =>
    ['cash-log', 'contract-payments', mifosLoanId] as const,
  categories: ['cash-log-categories'] as const,
};
