import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pawndesk-lock-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('should refuse a second process while another live process holds the embedded database', async () => {
    const dir = path.join(work, 'held');
    // A live process that is not this one: a child that waits until it is killed.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(`${dir}.lock`, `${other.pid}\n`);
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dir)).rejects.toThrow(
        /in use by process \d+ \(is PawnDesk running\?\)/,
      );
    } finally {
      other.kill();
    }
  });

  it('should take over a lock left by a process that has ended, and release it on close', async () => {
    const dir = path.join(work, 'stale');
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('exit', resolve));
    await writeFile(`${dir}.lock`, `${ended.pid}\n`);
    const database = await openPglite(dir);
    expect((await readFile(`${dir}.lock`, 'utf8')).trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('should hand the lock back only to its owner', async () => {
    const dir = path.join(work, 'own');
    const release = await lockDataDir(dir);
    await writeFile(`${dir}.lock`, '999999999\n');
    await release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });
});
