import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { api } from '../../../lib/api.ts';

/** One note on one contract; the bulk note sends this to every selected contract at once. */
export function addContractNote(contractId: number, content: string) {
  return api.call(contractEndpoints.addNote, { params: { id: contractId }, body: { content } });
}
