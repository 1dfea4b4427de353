import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { api } from '../../../lib/api.ts';

/** The same note on every selected contract: one call, all of them noted or none. */
export function addContractNotes(contractIds: readonly number[], content: string) {
  return api.call(contractEndpoints.addNotes, { body: { contractIds: [...contractIds], content } });
}
