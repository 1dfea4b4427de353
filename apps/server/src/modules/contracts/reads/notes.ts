import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { listNotes as listRows } from '../contract-history.repo.ts';
import { toNoteDto } from '../contracts.mapper.ts';
import { contractExists } from '../contracts.repo.ts';

/** The notes tab: automatic and staff notes, newest first. */
export async function listNotes(
  ctx: RequestContext,
  id: number,
): Promise<{ items: ClientNoteDto[]; total: number }> {
  if (!(await contractExists(ctx.db, id))) {
    throw contractNotFound();
  }
  const items = (await listRows(ctx.db, id)).map(toNoteDto);
  return { items, total: items.length };
}
