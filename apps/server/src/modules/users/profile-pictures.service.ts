import type { Readable } from 'node:stream';
import {
  maxProfilePictureBytes,
  profilePictureTooLargeMessage,
  profilePictureTypeMessage,
  sniffProfilePicture,
} from '@pawndesk/domain/staff-profile';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './users.repo.ts';
import type { StaffContext } from './users.service.ts';

/**
 * Profile pictures (issue 19, decisions/0029): set or removed by the user on their own profile
 * or by an administrator on the staff screen. The bytes live in the file storage like uploaded
 * documents; the row keeps the key, the type and a version that every change bumps.
 */

const userNotFound = () => new AppError('notFound', 'Không tìm thấy nhân viên');

/** Who acts: the user on themself, or an administrator, who may not touch a superuser's. */
export type PictureTarget = { userId: number; by: 'self' | 'admin' };

function assertMayChange(ctx: StaffContext, target: PictureTarget, row: repo.UserRow): void {
  if (target.by === 'admin' && ctx.actor && !ctx.actor.isSuperuser && row.isSuperuser) {
    throw new AppError(
      'forbidden',
      'Chỉ quản trị tối cao mới được thay đổi tài khoản quản trị tối cao',
    );
  }
}

/** One image of at most 2 MB whose bytes are JPEG, PNG or WebP, whatever its name says. */
export function checkPicture(bytes: Buffer | undefined): { contentType: string; bytes: Buffer } {
  if (!bytes || bytes.length === 0) {
    throw new AppError('invalidRequest', 'Vui lòng chọn ảnh');
  }
  if (bytes.length > maxProfilePictureBytes) {
    throw new AppError('payloadTooLarge', profilePictureTooLargeMessage);
  }
  const contentType = sniffProfilePicture(bytes);
  if (!contentType) {
    throw new AppError('invalidRequest', profilePictureTypeMessage);
  }
  return { contentType, bytes };
}

/**
 * Stores a new picture and points the user at it; the previous picture's file is deleted once
 * the change is committed, and its links stop working with the version.
 */
export async function setPicture(
  ctx: StaffContext,
  storage: FileStorage,
  target: PictureTarget,
  upload: Buffer | undefined,
): Promise<void> {
  const picture = checkPicture(upload);
  const before = await repo.findUser(ctx.db, target.userId);
  if (!before) {
    throw userNotFound();
  }
  assertMayChange(ctx, target, before);
  const key = newStorageKey('pictures', ctx.now());
  // The file first: a failed update leaves an unreferenced file, never a row without its file.
  await storage.put(key, picture.bytes);
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockUser(tx, target.userId);
      if (!row) {
        throw userNotFound();
      }
      assertMayChange(ctx, target, row);
      const version = row.pictureVersion + 1;
      await repo.setUserFields(tx, row.id, {
        pictureKey: key,
        pictureType: picture.contentType,
        pictureVersion: version,
      });
      await audit(tx, ctx, {
        action: 'user.picture_set',
        entity: 'user',
        entityId: row.id,
        before: { picture: row.pictureKey ? row.pictureVersion : null },
        after: { picture: version, contentType: picture.contentType, size: picture.bytes.length },
      });
      return row.pictureKey;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (replaced) {
    await storage.remove(replaced);
  }
}

/** Removes the picture (the initials show again); nothing happens when there is none. */
export async function removePicture(
  ctx: StaffContext,
  storage: FileStorage,
  target: PictureTarget,
): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, target.userId);
    if (!row) {
      throw userNotFound();
    }
    assertMayChange(ctx, target, row);
    if (!row.pictureKey) {
      return null;
    }
    await repo.setUserFields(tx, row.id, {
      pictureKey: null,
      pictureType: null,
      pictureVersion: row.pictureVersion + 1,
    });
    await audit(tx, ctx, {
      action: 'user.picture_removed',
      entity: 'user',
      entityId: row.id,
      before: { picture: row.pictureVersion },
      after: { picture: null },
    });
    return row.pictureKey;
  });
  if (removed) {
    await storage.remove(removed);
  }
}

export type PictureFile = { stream: Readable; contentType: string };

/**
 * The picture of `userId` at `version` (the link's): a replaced or removed picture, or another
 * version, is not found.
 */
export async function openPicture(
  ctx: Pick<RequestContext, 'db' | 'log'>,
  storage: FileStorage,
  userId: number,
  version: number | undefined,
): Promise<PictureFile> {
  const notFound = () => new AppError('notFound', 'Không tìm thấy ảnh đại diện');
  const row = await repo.findUser(ctx.db, userId);
  if (!row?.pictureKey || !row.pictureType) {
    throw notFound();
  }
  if (version !== undefined && version !== row.pictureVersion) {
    throw notFound();
  }
  const stream = await storage.open(row.pictureKey);
  if (!stream) {
    ctx.log.error({ userId, pictureKey: row.pictureKey }, 'picture file missing');
    throw notFound();
  }
  return { stream, contentType: row.pictureType };
}
