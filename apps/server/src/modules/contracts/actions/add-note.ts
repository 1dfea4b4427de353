import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findNote, insertNote } from '../contract-history.repo.ts';
import { toNoteDto } from '../contracts.mapper.ts';
import { contractExists } from '../contracts.repo.ts';

/** A staff note on the contract (B§7 POST notes/); answers the stored note with its author. */
export async function addNote(
  ctx: RequestContext,
  id: number,
  content: string,
): Promise<ClientNoteDto> {
  const actor = requireActor(ctx.actor);
  if (!(await contractExists(ctx.db, id))) {
    throw contractNotFound();
  }
  const noteId = await insertNote(ctx.db, {
    contractId: id,
    content,
    createdAt: ctx.now(),
    createdBy: actor.userId,
  });
  const note = await findNote(ctx.db, noteId);
  if (!note) {
    throw new Error('note not stored');
  }
  return toNoteDto(note);
}
