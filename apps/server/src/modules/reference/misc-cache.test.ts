import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

/**
 * /v1/misc/ from memory (decisions/0039): kept while the tables' change notices are heard, dropped
 * on each, read from the database while the LISTEN connection is down, tagged for a 304.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let branch: BranchRow;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db, { code: 'CACHE', name: 'Chi nhánh Bộ nhớ' });
  const admin = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['staff_admin'],
  });
  adminToken = (await t.login(admin)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const misc = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: urlOf(referenceEndpoints.misc), headers });

async function branchName(): Promise<string | undefined> {
  const response = await misc();
  expect(response.statusCode).toBe(200);
  const rows: { id: number; name: string }[] = response.json().data.branches;
  return rows.find((row) => row.id === branch.id)?.name;
}

/** Renames the branch without firing its triggers: no notice, as if the change were not heard. */
async function renameUnheard(name: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(branches).set({ name }).where(eq(branches.id, branch.id));
  });
}

/** Notices reach a PostgreSQL listener a moment after the commit; PGlite's at once. */
async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<void> {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toBe(expected);
}

describe('GET /api/v1/misc/ from memory', () => {
  it('should tag the answer and answer 304 without a body to a browser that has it', async () => {
    const first = await misc();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await misc({ 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body, tag).toBe('');
      // A length (or a body) would be read by a kept-alive client as the start of the next answer.
      expect(again.headers['content-length'], tag).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await misc({ 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('should keep the answer while no change is heard, and drop it on the next notice', async () => {
    await renameUnheard('Chi nhánh Bộ nhớ');
    await eventually(branchName, 'Chi nhánh Bộ nhớ');
    const before = String((await misc()).headers.etag);

    await renameUnheard('Đổi mà không báo');
    expect(await branchName()).toBe('Chi nhánh Bộ nhớ');

    // Any write to the table (here a fund-less no-op update) sends the notice on commit.
    await t.database.db.update(branches).set({ code: 'CACHE' }).where(eq(branches.id, branch.id));
    await eventually(branchName, 'Đổi mà không báo');
    expect(String((await misc()).headers.etag)).not.toBe(before);
  });

  it('should hear nothing of a change that was rolled back', async () => {
    await t.database.db.update(branches).set({ name: 'Trước' }).where(eq(branches.id, branch.id));
    await eventually(branchName, 'Trước');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(branches).set({ name: 'Hủy' }).where(eq(branches.id, branch.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await branchName()).toBe('Trước');
  });

  it('should show a branch renamed through the console in this process at once', async () => {
    const response = await t.as(adminToken, {
      method: 'PATCH',
      url: `/crm/api/v1/branch-settings/${branch.id}/`,
      payload: { name: 'Chi nhánh Đổi tên' },
    });
    expect(response.statusCode).toBe(200);
    // No waiting: the write route drops this process's answer before it replies.
    expect(await branchName()).toBe('Chi nhánh Đổi tên');
  });

  it.skipIf(!onPostgres)(
    'should read from the database while its LISTEN connection is down, and keep again once back',
    async () => {
      await t.database.db
        .update(branches)
        .set({ name: 'Nghe được' })
        .where(eq(branches.id, branch.id));
      await eventually(branchName, 'Nghe được');
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
      );
      // Deaf: a change that sends no notice still shows.
      await renameUnheard('Khi không nghe');
      await eventually(branchName, 'Khi không nghe');
      // Back a second later: the answer is kept again, so an unheard change no longer shows.
      let round = 0;
      await expect
        .poll(
          async () => {
            round += 1;
            await renameUnheard(`Vòng ${round}`);
            return (await branchName()) !== `Vòng ${round}`;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    },
  );
});
