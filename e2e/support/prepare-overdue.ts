import { randomBytes } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { FileStorage } from '../../apps/server/src/lib/storage.ts';
import { tokenKey } from '../../apps/server/src/lib/tokens.ts';
import { demoPassword } from './accounts.ts';
import {
  type ApiCall,
  createLoan,
  overdueBranch,
  overdueMarker,
  overdueSlots,
  vietnamDate,
} from './loans.ts';

/**
 * Makes one overdue loan per layout and attempt through the public API of the real app, before
 * the server starts: submitted and disbursed 20 days ago, matured 6 days ago (a superuser may
 * back-date). The API has no call that makes a contract OVERDUE; the server's switch does, at
 * start-up and at midnight (jobs/overdue.ts), so it switches these when the e2e server starts.
 */
export async function prepareOverdueLoans(database: Database, storage: FileStorage) {
  // Tokens signed here are only ever checked by this in-process app.
  const app = await buildApp({
    database,
    tokenKey: tokenKey(randomBytes(32).toString('hex')),
    storage,
    // These loans never use the phone; nothing listens at this address.
    phone: {
      websocketUrl: 'ws://127.0.0.1:8088',
      domain: 'pawndesk.local',
      secret: randomBytes(32).toString('base64url'),
      credentialSeconds: 3600,
      stunServers: [],
    },
  });
  try {
    const inject = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
      const response = await app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      if (response.statusCode >= 400) {
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      }
      return response.json().data;
    };
    const misc: { branches: { id: number; name: string }[] } = await inject('GET', '/api/v1/misc/');
    const branch = misc.branches.find((item) => item.name === overdueBranch);
    if (!branch) {
      throw new Error(`no branch ${overdueBranch}`);
    }
    const session = await inject('POST', '/crm/api/v1/tokens/', {
      username: 'admin',
      password: demoPassword,
      branch: branch.id,
    });
    const call: ApiCall = (method, path, body) => inject(method, path, body, session.accessToken);
    for (const [index, slot] of overdueSlots.entries()) {
      await createLoan(call, branch.id, {
        marker: overdueMarker(slot),
        submittedOn: vietnamDate(-20),
        maturesDate: vietnamDate(-6),
        serial: 900_000_000 + index,
      });
    }
  } finally {
    await app.close();
  }
}
