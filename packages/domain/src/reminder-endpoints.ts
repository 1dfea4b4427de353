import { listOf } from './api.ts';
import { contractDto } from './contract-api.ts';
import { endpoint } from './endpoint.ts';
import {
  dueContractListDto,
  dueContractsQuery,
  liquidationInput,
  pastDueFilterQuery,
  pastDueListDto,
  pastDueListQuery,
  reminderResultDto,
  reminderResultInput,
  reminderResultListQuery,
  reminderSummaryDto,
} from './reminder-api.ts';

/** The payment reminder calls (A§7 payment reminder, clients and contracts): base B. */
export const reminderEndpoints = {
  pastDueClients: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/past-due-clients/',
    query: pastDueListQuery,
    response: pastDueListDto,
  }),
  summary: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/past-due-clients/summary/',
    query: pastDueFilterQuery,
    response: reminderSummaryDto,
  }),
  dueContracts: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/due-contracts/',
    query: dueContractsQuery,
    response: dueContractListDto,
  }),
  results: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/payment-reminder-results/',
    query: reminderResultListQuery,
    response: listOf(reminderResultDto),
  }),
  addResult: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/clients/{id}/payment-reminder-results/',
    body: reminderResultInput,
    response: reminderResultDto,
  }),
  /** The liquidation toggle (A§2.8): the path is ours, in the custom-verb style. */
  setLiquidation: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}:set-liquidation/',
    body: liquidationInput,
    response: contractDto,
  }),
} as const;
