import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * The embedded database allows one process at a time: PGlite takes no lock of its own, and two
 * processes writing the same files corrupt them. The server, `npm run users`, `npm run backup` and
 * `npm run restore` therefore hold `<dir>.lock` (the owner's pid) while the database is open.
 */
export class DataDirLockedError extends Error {}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${dir}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, `${mine}\n`, { flag: 'wx' });
      return async () => {
        const owner = await readFile(lockFile, 'utf8').catch(() => '');
        if (owner.trim() === mine) {
          await rm(lockFile, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is in use by process ${owner} (is PawnDesk running?). ` +
          `Stop it first. If no PawnDesk process is running, delete ${lockFile}.`,
      );
    }
    // Left by a process that has ended (or by this one): take it over.
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not lock ${dir}: another process took ${lockFile} at the same moment`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
