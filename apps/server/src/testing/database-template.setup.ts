import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import './test-database.ts';

/**
 * Vitest global setup of the server projects: migrates one database per run, and every test file
 * copies it instead of running initdb and the migrations again (about 3.5 s per file on PGlite).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = randomBytes(6).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && adminUrl) {
    const name = `pawndesk_tpl_${id}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openPglite(undefined);
  await migrate(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = path.join(tmpdir(), `pawndesk-pglite-template-${id}.tar`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
