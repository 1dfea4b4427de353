import { z } from 'zod';

/** What the contract routes share: their access rule, path parameters and OpenAPI tag. */
export const contractAccess = { permissions: ['contract_access'] } as const;
/** The four undo actions: undo_contract as well (A§4.2, B§6). */
export const undoAccess = { permissions: ['contract_access', 'undo_contract'] } as const;
const number = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An internal id (a 32-bit serial). */
export const idParams = z.object({ id: number.max(2_147_483_647) });
/** A loan account number (finflux or mifos id). */
export const finfluxParams = z.object({ id: number });
export const tags = ['contracts'];
