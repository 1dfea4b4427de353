import { z } from 'zod';
import { clientNoteDto, clientNoteListDto } from './client-api.ts';
import {
  adjustValueInput,
  bulkContractNoteInput,
  collateralInfoDto,
  contractDto,
  contractInput,
  contractListDto,
  contractListQuery,
  contractNoteInput,
  contractSummaryDto,
  disburseInput,
  feeDto,
  feeInput,
  overrideOverdueFeeInput,
  promotionDto,
  rejectInput,
  renewInput,
  renewIntoInput,
  repayInput,
  repaymentScheduleDto,
  statusInput,
  transactionDto,
  transactionInput,
} from './contract-api.ts';
import { documentDto } from './document-api.ts';
import { endpoint } from './endpoint.ts';
import { productDto } from './reference.ts';
import {
  printInput,
  redeemInfoDto,
  redeemInput,
  settleInput,
  settlementDto,
} from './settlement-api.ts';

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });

/** Every contract call of both bases (A§7, B§7): one definition per endpoint. */
export const contractEndpoints = {
  // Base B: list, detail, editor, status actions, money, notes.
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/',
    query: contractListQuery,
    response: contractListDto,
  }),
  detailByFinflux: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/finflux-{id}/',
    response: contractDto,
  }),
  detail: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/{id}/',
    response: contractDto,
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/',
    body: contractInput,
    response: contractDto,
  }),
  update: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v2/contracts/{id}/',
    body: contractInput,
    response: contractDto,
  }),
  approve: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:approve/',
    response: contractDto,
  }),
  reject: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:reject/',
    body: rejectInput,
    response: contractDto,
  }),
  disburse: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:disburse/',
    body: disburseInput,
    response: contractDto,
  }),
  undoApproval: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:undo-approval/',
    response: contractDto,
  }),
  undoDisbursal: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:undo-disbursal/',
    response: contractDto,
  }),
  undoRepayment: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:undo-repayment/',
    response: contractDto,
  }),
  undoRenewal: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:undo-renewal/',
    response: contractDto,
  }),
  repay: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:repay/',
    body: repayInput,
    response: contractDto,
  }),
  renew: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:renew/',
    body: renewInput,
    response: contractDto,
  }),
  /** The renewal editor's save in one call (docs/decisions/0022): answers the new contract. */
  renewInto: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:renew-into/',
    body: renewIntoInput,
    response: contractDto,
  }),
  transactions: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/{id}/transactions/',
    response: listOf(transactionDto),
  }),
  addTransaction: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}/transactions/',
    body: transactionInput,
    response: contractDto,
  }),
  retractTransaction: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}/transactions/{tid}:retract/',
    response: contractDto,
  }),
  fees: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/{id}/fees/',
    response: listOf(feeDto),
  }),
  chargeFee: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}/fees/',
    body: feeInput,
    response: contractDto,
  }),
  overrideOverdueFee: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}:override-overdue-fee/',
    body: overrideOverdueFeeInput,
    response: contractDto,
  }),
  adjustValue: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}:adjust-value/',
    body: adjustValueInput,
    response: contractDto,
  }),
  sendRenewedNotification: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}:send-renewed-notification/',
    response: contractDto,
  }),
  notes: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/{id}/notes/',
    response: clientNoteListDto,
  }),
  addNote: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}/notes/',
    body: contractNoteInput,
    response: clientNoteDto,
  }),
  /** Our path: the bulk note (A§2.8 sends one call per contract; this is the atomic one). */
  addNotes: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contract-notes/',
    body: bulkContractNoteInput,
    response: z.array(clientNoteDto),
  }),
  clientContracts: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/contracts/',
    query: contractListQuery.omit({ clientId: true }),
    response: contractListDto,
  }),

  // Base B: settling at the counter (B§2, B§4), each one call in one transaction.
  redeemInfo: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/finflux-{id}/redeem-info/',
    response: redeemInfoDto,
  }),
  redeem: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:redeem/',
    body: redeemInput,
    response: settlementDto,
  }),
  settle: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:settle/',
    body: settleInput,
    response: settlementDto,
  }),
  print: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:print/',
    body: printInput,
    response: documentDto,
  }),
  // The documents those calls file, rendered by the server as they would file them and nothing
  // written: the console's previews (a PDF answer, no envelope; the browser never loads the
  // PDF renderer).
  redeemPreview: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:redeem-preview/',
    body: redeemInput,
  }),
  settlePreview: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/finflux-{id}:settle-preview/',
    body: settleInput,
  }),
  printPreview: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/finflux-{id}/print-preview/',
  }),

  // Base A: search, summary, status, per-contract reads, products and promotions.
  search: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/',
    query: contractListQuery,
    response: listOf(contractDto),
  }),
  summary: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/contracts-summary/',
    query: contractListQuery.pick({ term: true, fromDate: true, toDate: true }),
    response: contractSummaryDto,
  }),
  status: endpoint({
    method: 'PUT',
    base: 'A',
    path: '/v1/contracts/{id}/status/',
    body: statusInput,
    response: contractDto,
  }),
  /** The same call on base B, where the contract document also puts it (B§7). */
  statusB: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/contracts/{id}/status/',
    body: statusInput,
    response: contractDto,
  }),
  detailByMifos: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/{id}/summary/',
    response: contractDto,
  }),
  repaymentSchedule: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/{id}/repayment-schedule/',
    response: repaymentScheduleDto,
  }),
  transactionsByMifos: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/{id}/transactions/',
    response: listOf(transactionDto),
  }),
  collateralInfo: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/contracts/{id}/collateral-info/',
    response: collateralInfoDto,
  }),
  clientActiveContracts: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/clients/{id}/active-contracts/',
    query: contractListQuery.pick({ page: true, pageSize: true }),
    response: listOf(contractDto),
  }),
  clientClosedContracts: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/clients/{id}/close-contracts/',
    query: contractListQuery.pick({ page: true, pageSize: true }),
    response: listOf(contractDto),
  }),
  products: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/products/',
    response: listOf(productDto),
  }),
  promotion: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/promotions/{id}/',
    response: promotionDto,
  }),
} as const;
