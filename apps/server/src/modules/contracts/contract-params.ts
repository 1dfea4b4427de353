import { bigIdParams, idParams } from '@pawndesk/domain/primitives';

/** What the contract routes share: their access rule, path parameters and OpenAPI tag. */
export const contractAccess = { permissions: ['contract_access'] } as const;
/** The four undo actions: undo_contract as well (A§4.2, B§6). */
export const undoAccess = { permissions: ['contract_access', 'undo_contract'] } as const;
/** An internal id (an `integer` column). */
export { idParams };
/** A loan account number (finflux or mifos id, `bigint` columns). */
export const finfluxParams = bigIdParams;
export const tags = ['contracts'];
