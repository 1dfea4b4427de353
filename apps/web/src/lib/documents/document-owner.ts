import { documentEndpoints } from '@pawndesk/domain/document-endpoints';

/** Whose documents: a client's or a contract's, each with its own list, upload and archive. */
export type DocumentOwner = 'clients' | 'contracts';

export const ownerEndpoints = {
  clients: {
    list: documentEndpoints.clientDocuments,
    upload: documentEndpoints.uploadClientDocument,
    archive: documentEndpoints.archiveClientDocument,
  },
  contracts: {
    list: documentEndpoints.contractDocuments,
    upload: documentEndpoints.uploadContractDocument,
    archive: documentEndpoints.archiveContractDocument,
  },
} as const;

export const documentsKey = (owner: DocumentOwner, ownerId: number) =>
  ['documents', owner, ownerId] as const;
