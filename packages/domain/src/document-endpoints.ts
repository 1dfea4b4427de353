import { z } from 'zod';
import { pageQuery } from './api.ts';
import { documentDto, documentLinkDto, documentListDto } from './document-api.ts';
import { endpoint } from './endpoint.ts';

/**
 * Client and contract documents (B§7): lists, multipart uploads (`type`, `path`; no JSON body),
 * archiving, and the signed link for `<img src>` and the PDF viewer. The download itself is a
 * file answer, so it has no response schema.
 */
export const documentEndpoints = {
  clientDocuments: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/clients/{id}/docs/',
    query: pageQuery,
    response: documentListDto,
  }),
  uploadClientDocument: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/clients/{id}/docs/',
    response: documentDto,
  }),
  archiveClientDocument: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/client-docs/{id}:archive/',
    response: documentDto,
  }),
  contractDocuments: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/contracts/{id}/docs/',
    query: pageQuery,
    response: documentListDto,
  }),
  uploadContractDocument: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/{id}/docs/',
    response: documentDto,
  }),
  archiveContractDocument: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contract-docs/{id}:archive/',
    response: documentDto,
  }),
  link: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/documents/{id}:link/',
    response: documentLinkDto,
  }),
  /** The file: a Bearer token with the owner's permission, or the signature of `link`. */
  file: endpoint({
    method: 'GET',
    base: 'files',
    path: '/documents/{id}',
    query: z.object({
      sig: z.string().max(100).optional(),
      exp: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    }),
  }),
} as const;
