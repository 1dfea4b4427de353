import type { LightMyRequestResponse } from 'fastify';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { buildContract, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import * as repo from './cash-log.repo.ts';

/** A test app with the seeded branches, funds and categories, and one user per role. */
export type CashTest = {
  t: TestApp;
  /** cash_log_access only. */
  accountant: string;
  /** cash_log_access + head_accountant_access. */
  head: string;
  /** Signed in without cash_log_access. */
  outsider: string;
  branch: (code: string) => number;
  fund: (name: string) => number;
  category: (key: string) => number;
  /** The business date of the test clock (2026-11-21). */
  today: string;
  post(payload: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  setStatus(id: number, status: string, token?: string): Promise<LightMyRequestResponse>;
  close(payload: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  /** A contract with this loan number, for entries that name one. */
  contract(number: number): Promise<void>;
};

export async function createCashTest(): Promise<CashTest> {
  const t = await createTestApp();
  const db = t.database.db;
  await seedReference(db);
  const [branches, funds, categories] = await Promise.all([
    repo.listBranches(db),
    repo.listFunds(db),
    repo.listCategories(db),
  ]);
  const find = <T extends { id: number }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) {
      throw new Error(`no ${what}`);
    }
    return row.id;
  };
  const branch = (code: string) => find(branches, (row) => row.code === code, `branch ${code}`);
  const hn01 = branch('HN01');
  const accountantUser = await buildUser(db, {
    branchIds: [hn01],
    permissions: ['cash_log_access'],
  });
  const headUser = await buildUser(db, {
    branchIds: [hn01],
    permissions: ['cash_log_access', 'head_accountant_access'],
  });
  const outsiderUser = await buildUser(db, { branchIds: [hn01], permissions: ['general_access'] });
  const head = (await t.login(headUser)).accessToken;
  return {
    t,
    accountant: (await t.login(accountantUser)).accessToken,
    head,
    outsider: (await t.login(outsiderUser)).accessToken,
    branch,
    fund: (name) => find(funds, (row) => row.name === name, `fund ${name}`),
    category: (key) => find(categories, (row) => row.key === key, `category ${key}`),
    today: '2026-11-21',
    post(payload, token = head) {
      return t.as(token, { method: 'POST', url: '/api/v1/cash-logs/', payload });
    },
    setStatus(id, status, token = head) {
      return t.as(token, {
        method: 'PUT',
        url: `/api/v1/cash-logs/${id}/status/`,
        payload: { status },
      });
    },
    close(payload, token = head) {
      return t.as(token, { method: 'POST', url: '/api/v1/cash-closures/', payload });
    },
    async contract(number) {
      await buildContract(db, number);
    },
  };
}
