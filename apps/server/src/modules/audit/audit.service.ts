import type { AuditEventDto, AuditListDto, AuditListQuery } from '@pawndesk/domain/audit-api';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './audit.repo.ts';

export function toDto(row: repo.AuditRow): AuditEventDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            username: row.actorUsername ?? '',
            firstName: row.actorFirstName ?? '',
            lastName: row.actorLastName ?? '',
          },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
  };
}

function parseCursor(cursor: string | undefined): repo.Keyset | undefined {
  if (!cursor) {
    return undefined;
  }
  const [at, id] = cursor.split('|');
  const date = new Date(at ?? '');
  return Number.isNaN(date.getTime()) ? undefined : { at: date, id: Number(id) };
}

function cursorOf(row: { at: Date; id: number }): string {
  return `${row.at.toISOString()}|${row.id}`;
}

/** One page, newest first; one row more than asked tells whether another page follows. */
export async function listEvents(
  ctx: Pick<RequestContext, 'db'>,
  query: AuditListQuery,
): Promise<AuditListDto> {
  const { cursor, pageSize, xlsx: _xlsx, ...filter } = query;
  const rows = await repo.listEvents(ctx.db, filter, {
    limit: pageSize + 1,
    before: parseCursor(cursor),
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toDto),
    nextCursor: rows.length > pageSize && last ? cursorOf(last) : null,
  };
}
