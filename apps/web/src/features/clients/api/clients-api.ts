import type {
  BankAccountDto,
  ClientDto,
  ClientInput,
  ClientListDto,
  ClientNoteDto,
  CreateBankAccountInput,
  UpdateBankAccountInput,
} from '@pawndesk/domain/client-api';
import { api } from '../../../lib/api.ts';
import { allRows, baseA, baseB } from '../../../lib/api-client.ts';

/** Clients list page size (B§9). */
export const clientPageSize = 30;

export type ClientListParams = { term?: string; page: number; pageSize: number };

/** B GET /v2/clients/ (client_access): the clients list. */
export function listClients(
  params: ClientListParams,
  signal?: AbortSignal,
): Promise<ClientListDto> {
  return api.get(`${baseB}/v2/clients/`, { query: params, signal });
}

/** A GET /v1/clients/ (login only): the header search's client results. */
export function searchClients(
  params: ClientListParams,
  signal?: AbortSignal,
): Promise<ClientListDto> {
  return api.get(`${baseA}/v1/clients/`, { query: params, signal });
}

/** The detail route carries the finflux id (the client number staff see). */
export function getClientByFinfluxId(finfluxId: number, signal?: AbortSignal): Promise<ClientDto> {
  return api.get(`${baseB}/v2/clients/finflux-${finfluxId}/`, { signal });
}

/** 3002 when another client already uses the phone or the citizen id. */
export function updateClient(id: number, input: ClientInput): Promise<ClientDto> {
  return api.put(`${baseB}/v2/clients/${id}/`, input);
}

export function listClientNotes(
  clientId: number,
  signal?: AbortSignal,
): Promise<{ items: ClientNoteDto[]; total: number }> {
  return api.get(`${baseB}/v2/clients/${clientId}/notes/`, {
    query: { pageSize: allRows },
    signal,
  });
}

export function createClientNote(clientId: number, content: string): Promise<ClientNoteDto> {
  return api.post(`${baseB}/v2/clients/${clientId}/notes/`, { content });
}

export function listBankAccounts(
  clientId: number,
  signal?: AbortSignal,
): Promise<{ items: BankAccountDto[]; total: number }> {
  return api.get(`${baseA}/v1/clients/${clientId}/bank-accounts/`, { signal });
}

export function createBankAccount(input: CreateBankAccountInput): Promise<BankAccountDto> {
  return api.post(`${baseA}/v1/client-banks/`, input);
}

export function updateBankAccount(
  id: number,
  input: UpdateBankAccountInput,
): Promise<BankAccountDto> {
  return api.patch(`${baseA}/v1/client-banks/${id}/`, input);
}

export function deleteBankAccount(id: number): Promise<{ deleted: boolean }> {
  return api.delete(`${baseA}/v1/client-banks/${id}/`);
}
