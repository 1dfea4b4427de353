import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import type {
  CollateralInfoDto,
  ContractDto,
  ContractListDto,
  RepaymentScheduleDto,
  TransactionDto,
  TransactionInput,
} from '@pawndesk/domain/contract-api';
import type { CancelReason, ContractStatus, PaymentType } from '@pawndesk/domain/contract-states';
import { api } from '../../../lib/api.ts';
import { allRows, baseA, baseB } from '../../../lib/api-client.ts';

/** The query of B GET /v2/contracts/ (also the list's query key). */
export type ContractListParams = {
  page: number;
  pageSize: number;
  term?: string;
  fromDate: string;
  toDate: string;
  status: ContractStatus[];
};

export type ContractPage = { items: ContractDto[]; total: number };

/** B GET /v2/contracts/ (contract_access): one page, the total and the summary counts. */
export function listContracts(
  params: ContractListParams,
  signal?: AbortSignal,
): Promise<ContractListDto> {
  return api.get(`${baseB}/v2/contracts/`, { query: params, signal });
}

/** A GET /v1/contracts/ (login only): the header search's contract rows. */
export function searchContracts(
  params: { term: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ContractPage> {
  return api.get(`${baseA}/v1/contracts/`, { query: params, signal });
}

/** A GET /v1/clients/{id}/active-contracts/ or /close-contracts/. */
export function listClientContracts(
  clientId: number,
  isActive: boolean,
  params: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ContractPage> {
  const path = isActive ? 'active-contracts' : 'close-contracts';
  return api.get(`${baseA}/v1/clients/${clientId}/${path}/`, { query: params, signal });
}

/** The detail route carries the finflux id (the contract number staff see). */
export function getContract(finfluxId: number, signal?: AbortSignal): Promise<ContractDto> {
  return api.get(`${baseB}/v2/contracts/finflux-${finfluxId}/`, { signal });
}

/** The status actions of B§7, each `POST finflux-{id}:{verb}/` answering the updated contract. */
export type StatusAction =
  | { verb: 'approve' }
  | { verb: 'reject'; cancelReason: CancelReason }
  | { verb: 'disburse'; type?: PaymentType }
  | { verb: 'undo-approval' }
  | { verb: 'undo-disbursal' }
  | { verb: 'undo-repayment' }
  | { verb: 'undo-renewal' };

export function runStatusAction(finfluxId: number, action: StatusAction): Promise<ContractDto> {
  const { verb, ...body } = action;
  return api.post(`${baseB}/v2/contracts/finflux-${finfluxId}:${verb}/`, body);
}

export function listTransactions(
  contractId: number,
  signal?: AbortSignal,
): Promise<{ items: TransactionDto[]; total: number }> {
  return api.get(`${baseB}/v2/contracts/${contractId}/transactions/`, {
    query: { pageSize: allRows },
    signal,
  });
}

export function addTransaction(contractId: number, input: TransactionInput): Promise<ContractDto> {
  return api.post(`${baseB}/v2/contracts/${contractId}/transactions/`, input);
}

export function retractTransaction(
  contractId: number,
  transactionId: number,
): Promise<ContractDto> {
  return api.post(`${baseB}/v2/contracts/${contractId}/transactions/${transactionId}:retract/`, {});
}

/** Raise the approved amount: B POST /v2/contracts/{id}:adjust-value/. */
export function adjustValue(contractId: number, adjustedAmount: number): Promise<ContractDto> {
  return api.post(`${baseB}/v2/contracts/${contractId}:adjust-value/`, { adjustedAmount });
}

export function sendRenewedNotification(contractId: number): Promise<ContractDto> {
  return api.post(`${baseB}/v2/contracts/${contractId}:send-renewed-notification/`, {});
}

export function listContractNotes(
  contractId: number,
  signal?: AbortSignal,
): Promise<{ items: ClientNoteDto[]; total: number }> {
  return api.get(`${baseB}/v2/contracts/${contractId}/notes/`, {
    query: { pageSize: allRows },
    signal,
  });
}

export function createContractNote(contractId: number, content: string): Promise<ClientNoteDto> {
  return api.post(`${baseB}/v2/contracts/${contractId}/notes/`, { content });
}

export function getRepaymentSchedule(
  mifosId: number,
  signal?: AbortSignal,
): Promise<RepaymentScheduleDto> {
  return api.get(`${baseA}/v1/contracts/${mifosId}/repayment-schedule/`, { signal });
}

export function getCollateralInfo(
  contractId: number,
  signal?: AbortSignal,
): Promise<CollateralInfoDto> {
  return api.get(`${baseA}/v1/contracts/${contractId}/collateral-info/`, { signal });
}
