import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import type { BulkContractNoteInput } from '@pawndesk/domain/contract-api';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { insertNotes } from '../contract-history.repo.ts';
import { toNoteDto } from '../contracts.mapper.ts';
import { existingContractIds } from '../contracts.repo.ts';

/**
 * The same note on several contracts (the reminder modal's bulk note): one transaction, so a
 * missing contract leaves none of them noted; answers the stored notes in the order given.
 */
export async function addNotes(
  ctx: RequestContext,
  input: BulkContractNoteInput,
): Promise<ClientNoteDto[]> {
  const actor = requireActor(ctx.actor);
  const createdAt = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = new Set(await existingContractIds(tx, input.contractIds));
    if (input.contractIds.some((id) => !found.has(id))) {
      throw contractNotFound();
    }
    const notes = await insertNotes(
      tx,
      input.contractIds.map((contractId) => ({
        contractId,
        content: input.content,
        createdAt,
        createdBy: actor.userId,
      })),
    );
    return notes.map(toNoteDto);
  });
}
