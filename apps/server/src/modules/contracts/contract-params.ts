import { bigIdParams, idParams } from '@pawndesk/domain/primitives';

/** What the contract routes share: their access rule, path parameters and OpenAPI tag. */
export const contractAccess = { permissions: ['contract_access'] } as const;
/** An internal id (an `integer` column). */
export { idParams };
/** A loan account number (finflux or mifos id, `bigint` columns). */
export const finfluxParams = bigIdParams;
export const tags = ['contracts'];
