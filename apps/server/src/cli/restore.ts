import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import {
  BackupError,
  describeBackup,
  inspectBackup,
  type RestoreResult,
  restoreBackup,
} from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';

const usage = `Restore a PawnDesk backup (made by npm run backup): the database and the documents.

  npm run restore -- <file>            into an empty database (a new machine, or before first start)
  npm run restore -- <file> --force    replace the current data (the current documents are kept in
                                       DATA_DIR/files.before-restore-<time>)
  npm run restore -- <file> --check    only read the file and check it, change nothing

Uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data). Stop PawnDesk first.
The database is restored in one transaction: if anything fails, it is left as it was.`;

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [archive] = positionals;
  if (values.help || !archive) {
    return usage;
  }
  if (values.check) {
    return `${archive} is a readable, complete backup:\n  ${describeBackup(await inspectBackup(archive))}`;
  }
  const env = loadEnv();
  const now = new Date();
  const filesDir = path.join(env.dataDir, 'files');
  let result: RestoreResult;
  let where: string;
  if (env.DATABASE_URL) {
    where = 'PostgreSQL (DATABASE_URL)';
    result = await restoreInto(
      await openPostgres(env.DATABASE_URL),
      archive,
      filesDir,
      values.force,
    );
  } else {
    const dir = path.join(env.dataDir, 'pglite');
    where = `the embedded database in ${dir}`;
    if (existsSync(dir)) {
      result = await restoreInto(await openPglite(dir), archive, filesDir, values.force);
    } else {
      // A new embedded database is built beside its place and renamed when complete, as on a first
      // start, so an interrupted restore never leaves a half database behind.
      const building = path.join(env.dataDir, 'pglite.building');
      await rm(building, { recursive: true, force: true });
      result = await restoreInto(await openPglite(building), archive, filesDir, values.force);
      await rename(building, dir);
    }
  }
  return [
    `Restored into ${where}:`,
    `  ${describeBackup(result.manifest)}`,
    ...(result.previousFiles
      ? [`The documents that were there are kept in ${result.previousFiles}.`]
      : []),
    'Start PawnDesk with: npm start',
  ].join('\n');

  async function restoreInto(
    database: Database,
    file: string,
    files: string,
    force: boolean,
  ): Promise<RestoreResult> {
    try {
      return await restoreBackup({ database, filesDir: files, archive: file, force, now });
    } finally {
      await database.close();
    }
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const message =
      error instanceof BackupError ||
      error instanceof DataDirLockedError ||
      error instanceof TypeError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`Restore failed: ${message}\n`);
    process.exitCode = 1;
  },
);
