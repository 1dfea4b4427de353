import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are relative, slash-separated names the application makes up
 * ("documents/2026/11/3f9c…"); callers never pass user input as a key. The disk implementation below
 * is the default; an S3-compatible store implements the same four calls (PutObject, GetObject,
 * HeadObject, DeleteObject).
 */
export type FileStorage = {
  /** Stores the whole content under `key`; nothing is visible under the key until it is complete. */
  put(key: string, content: Readable | Uint8Array): Promise<{ size: number }>;
  /** The content, or undefined when the key holds nothing. */
  open(key: string): Promise<Readable | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deletes the content under `key` (nothing when it holds none): a rolled-back print's file. */
  remove(key: string): Promise<void>;
};

const keyPattern = /^[a-z0-9][a-z0-9/_-]*$/;

function assertKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '' || part === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files under `root` (DATA_DIR/files); written to a temporary name then renamed, so no half files. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        const out = createWriteStream(temp, { flags: 'wx' });
        if (content instanceof Uint8Array) {
          await new Promise<void>((resolve, reject) => {
            out.on('error', reject);
            out.end(content, () => resolve());
          });
        } else {
          await pipeline(content, out);
        }
        await rename(temp, file);
        return { size: (await stat(file)).size };
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** A fresh key for a new file in `area` ("documents"), spread over year/month folders. */
export function newStorageKey(area: string, now: Date): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${area}/${year}/${month}/${randomBytes(16).toString('hex')}`;
}
