import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import {
  BackupError,
  createBackup,
  defaultBackupName,
  describeBackup,
  formatBytes,
} from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';

const usage = `Back up PawnDesk: the database and the uploaded documents, in one .tar.gz file.

  npm run backup                       writes backups/pawndesk-<kind>-<date>-<time>.tar.gz
  npm run backup -- --out <dir>        writes a dated file in that folder
  npm run backup -- --out <name>.tar.gz  writes that file

Uses DATABASE_URL (PostgreSQL: PawnDesk may keep running; the backup is one consistent snapshot),
or the embedded database in DATA_DIR (default ./data; stop PawnDesk first, the embedded database
allows one process at a time). The documents come from DATA_DIR/files.
Restore with: npm run restore -- <file>`;

async function main(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    return usage;
  }
  const env = loadEnv();
  const now = new Date();
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
  } else {
    const dir = path.join(env.dataDir, 'pglite');
    if (!existsSync(dir)) {
      throw new BackupError(`No embedded database in ${env.dataDir}: nothing to back up`);
    }
    database = await openPglite(dir);
  }
  try {
    // A name ending in .tar.gz is the file; anything else is a folder for a dated file.
    const out = values.out ?? 'backups';
    const isFile = /\.(tar\.gz|tgz)$/i.test(out);
    const file = path.resolve(isFile ? out : path.join(out, defaultBackupName(database, now)));
    await mkdir(path.dirname(file), { recursive: true });
    const manifest = await createBackup({
      database,
      filesDir: path.join(env.dataDir, 'files'),
      file,
      now,
    });
    const relative = path.relative(process.cwd(), file);
    return [
      `Backup written: ${file} (${formatBytes((await stat(file)).size)})`,
      `  ${describeBackup(manifest)}`,
      'Keep a copy away from this computer (another disk, another place).',
      `Restore with: npm run restore -- ${relative.startsWith('..') ? file : relative}`,
    ].join('\n');
  } finally {
    await database.close();
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
    process.stderr.write(`Backup failed: ${message}\n`);
    process.exitCode = 1;
  },
);
