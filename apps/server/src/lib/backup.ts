import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { DumpError, dumpDatabase, isDatabaseInUse, loadDatabase, tableFile } from '../db/dump.ts';

/**
 * One backup = one `.tar.gz` (ADR 0012): `pawndesk-backup.json` (what is inside, with a SHA-256 of
 * every table's rows), `database/<table>.jsonl` (db/dump.ts) and `files/` (the uploaded documents
 * of DATA_DIR/files, as they are on disk).
 */
export const manifestName = 'pawndesk-backup.json';

const manifestSchema = z.object({
  format: z.literal('pawndesk-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    source: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    migrations: z.array(z.number()),
    tables: z.array(
      z.object({
        name: z.string(),
        columns: z.array(z.string()),
        rows: z.number().int(),
        sha256: z.string(),
      }),
    ),
    sequences: z.array(
      z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() }),
    ),
  }),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or a damaged archive, said in words a shop owner can act on. */
export class BackupError extends Error {}

/** Files under `root`, relative, slash-separated; the storage's half-written temp files skipped. */
async function listFiles(root: string): Promise<{ files: string[]; bytes: number }> {
  if (!existsSync(root)) {
    return { files: [], bytes: 0 };
  }
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || isTempFile(entry.name)) {
      continue;
    }
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(root, full).split(path.sep).join('/'));
    bytes += (await stat(full)).size;
  }
  return { files: files.sort(), bytes };
}

const isTempFile = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export function defaultBackupName(database: Database, now: Date): string {
  return `pawndesk-${database.kind}-${stamp(now)}.tar.gz`;
}

/**
 * Writes one archive with the database and the documents. The archive appears under its name only
 * when complete (it is written beside it first).
 */
export async function createBackup(options: {
  database: Database;
  filesDir: string;
  file: string;
  now: Date;
}): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  const staging = `${file}.staging`;
  const partial = `${file}.partial`;
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists; choose another name`);
  }
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const dump = await dumpDatabase(options.database, path.join(staging, 'database'));
    const { files, bytes } = await listFiles(options.filesDir);
    const manifest: BackupManifest = {
      format: 'pawndesk-backup',
      version: 1,
      createdAt: options.now.toISOString(),
      database: dump,
      files: { count: files.length, bytes },
    };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [manifestName, 'database'];
    if (files.length > 0) {
      // The documents go in as they are, through a link: no second copy on disk.
      await symlink(path.resolve(options.filesDir), path.join(staging, 'files'), 'junction');
      entries.push('files');
    }
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        follow: true,
        filter: (entryPath) => !isTempFile(path.basename(entryPath)),
      },
      entries,
    );
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Unpacks an archive into `dir` and checks it against its manifest; throws when damaged. */
async function unpack(archive: string, dir: string): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true });
  try {
    // Read the whole archive once before writing anything: a truncated or corrupt file fails here.
    await tar.list({ file: archive, strict: true });
    await tar.extract({
      file: archive,
      cwd: dir,
      strict: true,
      // Only plain files and folders: a link inside an archive could point anywhere.
      filter: (_entryPath, entry) =>
        'type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true,
    });
  } catch (error) {
    throw new BackupError(
      `${archive} is not a readable PawnDesk backup (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const manifestFile = path.join(dir, manifestName);
  if (!existsSync(manifestFile)) {
    throw new BackupError(`${archive} is not a PawnDesk backup: it has no ${manifestName}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
  if (!parsed.success) {
    throw new BackupError(`${archive}: ${manifestName} is not one this version of PawnDesk reads`);
  }
  const manifest = parsed.data;
  for (const table of manifest.database.tables) {
    const file = tableFile(path.join(dir, 'database'), table.name);
    if (!existsSync(file) || (await sha256Of(file)) !== table.sha256) {
      throw new BackupError(`${archive} is damaged: the rows of ${table.name} do not match`);
    }
  }
  const files = await listFiles(path.join(dir, 'files'));
  if (files.files.length !== manifest.files.count || files.bytes !== manifest.files.bytes) {
    throw new BackupError(
      `${archive} is damaged: ${files.files.length} documents (${files.bytes} bytes) inside, ${manifest.files.count} (${manifest.files.bytes} bytes) expected`,
    );
  }
  return manifest;
}

/** Reads and checks an archive without restoring it. */
export async function inspectBackup(archive: string): Promise<BackupManifest> {
  const dir = `${path.resolve(archive)}.inspect`;
  try {
    return await unpack(archive, dir);
  } finally {
    await removeFolder(dir);
  }
}

export type RestoreResult = {
  manifest: BackupManifest;
  /** Where the documents that were replaced now are (with `force`), if there were any. */
  previousFiles: string | undefined;
};

/**
 * Restores an archive: the database in one transaction (all or nothing), then the documents
 * folder. Refuses a database that holds staff accounts or branches, or a documents folder with
 * files, unless `force`: then the database is replaced and the old documents are kept aside in
 * `files.before-restore-<time>`.
 */
export async function restoreBackup(options: {
  database: Database;
  filesDir: string;
  archive: string;
  force: boolean;
  now: Date;
}): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) {
    throw new BackupError(`${archive} does not exist`);
  }
  const filesDir = path.resolve(options.filesDir);
  const hasFiles = (await listFiles(filesDir)).files.length > 0;
  const hasData = await isDatabaseInUse(options.database.db);
  if ((hasData || hasFiles) && !options.force) {
    const what = [
      hasData ? 'the database has data' : '',
      hasFiles ? 'the documents folder has files' : '',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new BackupError(
      `Refusing to restore: ${what}. Restore into an empty database, or add --force to replace everything (the current documents are kept aside).`,
    );
  }
  // Unpacked beside the documents folder, so moving the documents into place is a rename.
  const staging = path.join(path.dirname(filesDir), `.restore-${stamp(options.now)}`);
  await rm(staging, { recursive: true, force: true });
  try {
    const manifest = await unpack(archive, staging);
    try {
      await loadDatabase(options.database, path.join(staging, 'database'), manifest.database);
    } catch (error) {
      if (error instanceof DumpError) {
        throw new BackupError(`The database was not changed: ${error.message}`);
      }
      throw error;
    }
    let previousFiles: string | undefined;
    if (existsSync(filesDir)) {
      if (hasFiles) {
        previousFiles = `${filesDir}.before-restore-${stamp(options.now)}`;
        await rename(filesDir, previousFiles);
      } else {
        await rm(filesDir, { recursive: true, force: true });
      }
    }
    const restoredFiles = path.join(staging, 'files');
    if (existsSync(restoredFiles)) {
      await rename(restoredFiles, filesDir);
    } else {
      await mkdir(filesDir, { recursive: true });
    }
    return { manifest, previousFiles };
  } finally {
    await removeFolder(staging);
  }
}

/** Removes a work folder, retrying while a stream that failed may still be closing files in it. */
function removeFolder(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** 1.3 MB, 840 KB, 12 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
}

export function describeBackup(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const source = manifest.database.source === 'pglite' ? 'the embedded database' : 'PostgreSQL';
  return `${manifest.database.tables.length} tables, ${rows.toLocaleString('en')} rows, ${manifest.files.count} documents (${formatBytes(manifest.files.bytes)}); taken ${manifest.createdAt} from ${source}`;
}
