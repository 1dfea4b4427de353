import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type DocumentDto,
  type DocumentLinkDto,
  type DocumentListDto,
  documentLinkSeconds,
  fileTooLargeMessage,
  maxDocumentBytes,
  sniffContentType,
  unsupportedFileMessage,
} from '@pawndesk/domain/document-api';
import { hasPermissions, type Permission, type Principal } from '@pawndesk/domain/permissions';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import type { TokenKey } from '../../lib/tokens.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { documentPath, toDocumentDto } from './documents.mapper.ts';
import * as repo from './documents.repo.ts';

const documentNotFound = () => new AppError('notFound', 'Không tìm thấy giấy tờ');
const clientNotFound = () => new AppError('notFound', 'Không tìm thấy khách hàng');
const forbidden = () => new AppError('forbidden', 'Bạn không có quyền thực hiện thao tác này');

/** Who may see an owner's documents: the owner's module permission. */
const ownerPermission: Record<repo.OwnerType, Permission> = {
  client: 'client_access',
  contract: 'contract_access',
};

export function mayAccessDocument(principal: Principal, ownerType: repo.OwnerType): boolean {
  return hasPermissions(principal, [ownerPermission[ownerType]]);
}

async function assertClientExists(ctx: RequestContext, clientId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) {
    throw clientNotFound();
  }
}

export async function listClientDocuments(
  ctx: RequestContext,
  clientId: number,
  page: { page: number; pageSize: number },
): Promise<DocumentListDto> {
  await assertClientExists(ctx, clientId);
  const [views, total] = await Promise.all([
    repo.listDocumentViews(ctx.db, 'client', clientId, page),
    repo.countDocuments(ctx.db, 'client', clientId),
  ]);
  return { items: views.map(toDocumentDto), total };
}

export type UploadedFile = { fileName: string; bytes: Buffer };

/** Checks the upload rule (B§5): one file, ≤ 10 MB, an allowed type decided by its bytes. */
export function checkFile(file: UploadedFile | undefined): {
  contentType: string;
  fileName: string;
  bytes: Buffer;
} {
  if (!file || file.bytes.length === 0) {
    throw new AppError('invalidRequest', 'Vui lòng chọn tệp');
  }
  if (file.bytes.length > maxDocumentBytes) {
    throw new AppError('payloadTooLarge', fileTooLargeMessage);
  }
  const contentType = sniffContentType(file.bytes);
  if (!contentType) {
    throw new AppError('invalidRequest', unsupportedFileMessage);
  }
  const fileName = file.fileName.replace(/[\\/\p{Cc}]/gu, '_').slice(-200) || 'tep';
  return { contentType, fileName, bytes: file.bytes };
}

export async function uploadClientDocument(
  ctx: RequestContext,
  storage: FileStorage,
  clientId: number,
  input: { typeId: number; file: UploadedFile | undefined },
): Promise<DocumentDto> {
  const actor = requireActor(ctx.actor);
  await assertClientExists(ctx, clientId);
  if (!(await repo.findClientDocType(ctx.db, input.typeId))) {
    throw new AppError('invalidRequest', 'Loại giấy tờ không hợp lệ');
  }
  const file = checkFile(input.file);
  const now = ctx.now();
  const storageKey = newStorageKey('documents', now);
  // The file first: a failed insert leaves an unreferenced file, never a row without its file.
  await storage.put(storageKey, file.bytes);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDocument(tx, {
      ownerType: 'client',
      ownerId: clientId,
      typeId: input.typeId,
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      createdBy: actor.userId,
      createdAt: now,
    });
    await audit(tx, ctx, {
      action: 'document.uploaded',
      entity: 'document',
      entityId: row.id,
      after: {
        ownerType: 'client',
        ownerId: clientId,
        typeId: input.typeId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
      },
    });
    return row.id;
  });
  return getDocument(ctx, id);
}

async function getDocument(ctx: RequestContext, id: number): Promise<DocumentDto> {
  const view = await repo.findDocumentView(ctx.db, id);
  if (!view) {
    throw documentNotFound();
  }
  return toDocumentDto(view);
}

/** Archives (never deletes) a document; archiving an archived one changes nothing. */
export async function archiveDocument(
  ctx: RequestContext,
  ownerType: repo.OwnerType,
  id: number,
): Promise<DocumentDto> {
  const actor = requireActor(ctx.actor);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findDocumentForUpdate(tx, id);
    if (!row || row.ownerType !== ownerType) {
      throw documentNotFound();
    }
    if (row.archivedAt) {
      return;
    }
    const archivedAt = ctx.now();
    await repo.archiveDocument(tx, id, { archivedAt, archivedBy: actor.userId });
    await audit(tx, ctx, {
      action: 'document.archived',
      entity: 'document',
      entityId: id,
      before: { archivedAt: null },
      after: { archivedAt: archivedAt.toISOString(), ownerType, ownerId: row.ownerId },
    });
  });
  return getDocument(ctx, id);
}

function signature(key: TokenKey, id: number, exp: number): string {
  return createHmac('sha256', key).update(`document:${id}:${exp}`).digest('base64url');
}

/** A URL that opens the document without a Bearer header for the next 5 minutes. */
export async function documentLink(
  ctx: RequestContext,
  key: TokenKey,
  id: number,
): Promise<DocumentLinkDto> {
  const actor = requireActor(ctx.actor);
  const row = await repo.findDocument(ctx.db, id);
  if (!row) {
    throw documentNotFound();
  }
  if (!mayAccessDocument(actor, row.ownerType)) {
    throw forbidden();
  }
  const exp = Math.floor(ctx.now().getTime() / 1000) + documentLinkSeconds;
  const sig = signature(key, id, exp);
  return {
    url: `${documentPath(id)}?sig=${sig}&exp=${exp}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Whether `sig` is the unexpired signature of document `id`. */
export function verifyLink(
  key: TokenKey,
  id: number,
  sig: string,
  exp: number,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 < now.getTime()) {
    return false;
  }
  const expected = Buffer.from(signature(key, id, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type Download = { stream: Readable; contentType: string; fileName: string; size: number };

/**
 * The file of a document, archived or not. `who` is the signed-in principal, or 'signed' when a
 * valid link signature was checked (its issuer checked the permission).
 */
export async function openDocument(
  ctx: RequestContext,
  storage: FileStorage,
  id: number,
  who: Principal | 'signed',
): Promise<Download> {
  const row = await repo.findDocument(ctx.db, id);
  if (!row) {
    throw documentNotFound();
  }
  if (who !== 'signed' && !mayAccessDocument(who, row.ownerType)) {
    throw forbidden();
  }
  const stream = await storage.open(row.storageKey);
  if (!stream) {
    ctx.log.error({ documentId: id, storageKey: row.storageKey }, 'document file missing');
    throw new AppError('notFound', 'Không tìm thấy tệp của giấy tờ');
  }
  return { stream, contentType: row.contentType, fileName: row.fileName, size: row.size };
}
