import { z } from 'zod';
import {
  bankAccountDto,
  bankAccountListDto,
  clientDto,
  clientListDto,
  clientListQuery,
  clientListQueryA,
  clientLookupDto,
  clientNoteDto,
  clientNoteListDto,
  clientNotesQuery,
  createBankAccountInput,
  createClientInput,
  createClientNoteInput,
  updateBankAccountInput,
  updateClientInput,
} from './client-api.ts';
import { endpoint } from './endpoint.ts';

/**
 * The client calls (B§7 Clients): the list, lookups, edits and notes on base B; the header
 * search and bank accounts on base A. A client's contracts and documents are with theirs.
 */
export const clientEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/',
    query: clientListQuery,
    response: clientListDto,
  }),
  /** The order form's lookup; 404 when no client has the phone. */
  byPhone: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/phone-{phone:string}/',
    response: clientLookupDto,
  }),
  byCitizenId: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/citizen-{citizenId:string}/',
    response: clientDto,
  }),
  /** The detail route carries the finflux id (the client number staff see). */
  detailByFinflux: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/finflux-{finfluxId:string}/',
    response: clientDto,
  }),
  detail: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/',
    response: clientDto,
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/clients/',
    body: createClientInput,
    response: clientDto,
  }),
  /** 3002 when another client already uses the phone or the citizen id. */
  update: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v2/clients/{id}/',
    body: updateClientInput,
    response: clientDto,
  }),
  notes: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/notes/',
    query: clientNotesQuery,
    response: clientNoteListDto,
  }),
  addNote: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/clients/{id}/notes/',
    body: createClientNoteInput,
    response: clientNoteDto,
  }),

  // Base A: the header search (login only) and bank accounts.
  search: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/clients/',
    query: clientListQueryA,
    response: clientListDto,
  }),
  bankAccounts: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/clients/{id}/bank-accounts/',
    response: bankAccountListDto,
  }),
  addBankAccount: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/client-banks/',
    body: createBankAccountInput,
    response: bankAccountDto,
  }),
  updateBankAccount: endpoint({
    method: 'PATCH',
    base: 'A',
    path: '/v1/client-banks/{id}/',
    body: updateBankAccountInput,
    response: bankAccountDto,
  }),
  deleteBankAccount: endpoint({
    method: 'DELETE',
    base: 'A',
    path: '/v1/client-banks/{id}/',
    response: z.object({ deleted: z.boolean() }),
  }),
} as const;
