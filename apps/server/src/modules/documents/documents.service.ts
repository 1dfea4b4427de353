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
import { clients, contracts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import type { TokenKey } from '../../lib/tokens.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { documentPath, toDocumentDto } from './documents.mapper.ts';
import * as repo from './documents.repo.ts';

const documentNotFound = () => new AppError('notFound', 'Không tìm thấy giấy tờ');
const ownerNotFound: Record<repo.OwnerType, () => AppError> = {
  client: () => new AppError('notFound', 'Không tìm thấy khách hàng'),
  contract: () => new AppError('notFound', 'Không tìm thấy hợp đồng'),
};
const forbidden = () => new AppError('forbidden', 'Bạn không có quyền thực hiện thao tác này');

/** Who may see an owner's documents: the owner's module permission. */
const ownerPermission: Record<repo.OwnerType, Permission> = {
  client: 'client_access',
  contract: 'contract_access',
};

function mayAccessDocument(principal: Principal, ownerType: repo.OwnerType): boolean {
  return hasPermissions(principal, [ownerPermission[ownerType]]);
}

/** Whose documents: a client, or a contract (by its internal id). */
export type Owner = { type: repo.OwnerType; id: number };

async function assertOwnerExists(ctx: RequestContext, owner: Owner): Promise<void> {
  const table = owner.type === 'client' ? clients : contracts;
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, owner.id))
    .limit(1);
  if (!row) {
    throw ownerNotFound[owner.type]();
  }
}

export async function listDocuments(
  ctx: RequestContext,
  owner: Owner,
  page: { page: number; pageSize: number },
): Promise<DocumentListDto> {
  await assertOwnerExists(ctx, owner);
  const [views, total] = await Promise.all([
    repo.listDocumentViews(ctx.db, owner.type, owner.id, page),
    repo.countDocuments(ctx.db, owner.type, owner.id),
  ]);
  return { items: views.map(toDocumentDto), total };
}

export type UploadedFile = { fileName: string; bytes: Buffer };

/** Checks the upload rule (B§5): one file, ≤ 10 MB, an allowed type decided by its bytes. */
function checkFile(file: UploadedFile | undefined): {
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

export async function uploadDocument(
  ctx: RequestContext,
  storage: FileStorage,
  owner: Owner,
  input: { typeId: number; file: UploadedFile | undefined },
): Promise<DocumentDto> {
  const actor = requireActor(ctx.actor);
  await assertOwnerExists(ctx, owner);
  const docType = await repo.findDocType(ctx.db, owner.type, input.typeId);
  // Printed documents are the server's own PDFs: one cannot be uploaded under that type.
  if (!docType || isPrintedType(docType)) {
    throw new AppError('invalidRequest', 'Loại giấy tờ không hợp lệ');
  }
  const file = checkFile(input.file);
  const now = ctx.now();
  const storageKey = newStorageKey('documents', now);
  // The file first: a failed insert leaves an unreferenced file, never a row without its file.
  await storage.put(storageKey, file.bytes);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDocument(tx, {
      ownerType: owner.type,
      ownerId: owner.id,
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
        ownerType: owner.type,
        ownerId: owner.id,
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

function isPrintedType(docType: object): boolean {
  return 'isPrinted' in docType && docType.isPrinted === true;
}

/**
 * Archives (never deletes) a document; archiving an archived one changes nothing. A printed
 * document is what the client was handed: it stays on the list (4001).
 */
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
    const docType = await repo.findDocType(tx, row.ownerType, row.typeId);
    if (docType && isPrintedType(docType)) {
      throw new AppError(
        'printedDocumentKept',
        'Chứng từ đã in được lưu lại để đối chiếu, không thể xoá',
      );
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
