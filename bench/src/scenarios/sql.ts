import { randomBytes } from 'node:crypto';
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { hashPassword, verifyPassword } from '@pawndesk/server/src/lib/passwords.ts';
import { benchUsername, homeBranchCode, isActiveUser } from '../generators/users.ts';
import { closedLoop, type LoopResult, serialLoop } from '../lib/loops.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { type OrderPlan, type OrderScenarioKey, orderViewsSql, runOrderWork } from './orders.ts';
import {
  runSearchWork,
  type SearchPlan,
  type SearchScenarioKey,
  searchScenarioKeys,
  searchWorkLabel,
} from './search.ts';

/** The work behind one API route, replayed without HTTP, JSON or the ORM. */
export type SqlWorkResult = {
  key: 'misc' | 'me' | 'sign-in' | 'argon2' | OrderScenarioKey | SearchScenarioKey;
  label: string;
  statements: string[];
  serial: LoopResult;
  concurrent: LoopResult;
};

export type SqlOptions = {
  /** Concurrent callers, the same as the HTTP connections. */
  callers: number;
  durationMs: number;
  serialIterations: number;
  generatedUsers: number;
  /** The order-list requests to replay; none when the orders scenario is skipped. */
  orders?: OrderPlan;
  /** The client/asset searches to replay; none when the search scenario is skipped. */
  searches?: SearchPlan;
  log: (line: string) => void;
};

/** Marks the refresh tokens this scenario inserts, so it can delete them afterwards. */
const familyId = 'bench-sql';

// The statements below mirror apps/server/src/modules/{reference,auth}/*.repo.ts, one for one.
const miscStatements = [
  'select id, code, name, address from branches order by id',
  'select id, name, type, branch_id from funds order by id',
  'select id, name, description from asset_types order by id',
];
const userById = 'select * from users where id = $1 limit 1';
const userByUsername = 'select * from users where lower(username) = lower($1) limit 1';
const userBranch = `select b.id, b.name from user_branches ub join branches b on b.id = ub.branch_id
  where ub.user_id = $1 and ub.branch_id = $2 limit 1`;
const rolePermissions = `select distinct rp.permission from user_roles ur
  join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = $1`;
const directPermissions = 'select permission from user_permissions where user_id = $1';
const findThrottle = 'select * from sign_in_throttles where key = $1 limit 1';
const deleteThrottle = 'delete from sign_in_throttles where key = $1';
const insertRefreshToken = `insert into refresh_tokens
  (user_id, branch_id, token_hash, family_id, created_at, expires_at)
  values ($1, $2, $3, $4, now(), now() + interval '30 days')`;

type Work = {
  key: SqlWorkResult['key'];
  label: string;
  statements: string[];
  run(): Promise<void>;
};

/** Each order-list request's statements: ids and counters in parallel, then the 20 orders' views. */
function orderWorks(db: SqlClient, plan: OrderPlan | undefined): Work[] {
  return (plan?.scenarios ?? []).map((scenario) => ({
    key: scenario.key,
    label: `${scenario.label}: ids ∥ counters, then views`,
    statements: [scenario.idsSql, scenario.countersSql, orderViewsSql],
    run: () => runOrderWork(db, scenario),
  }));
}

const searchKeys: Record<string, true> = Object.fromEntries(
  searchScenarioKeys.map((key) => [key, true]),
);

/** Each search request's statements as the service runs them: the ids (∥ count), then the views. */
function searchWorks(db: SqlClient, plan: SearchPlan | undefined): Work[] {
  return (plan?.scenarios ?? []).map((scenario) => ({
    key: scenario.key,
    label: `${scenario.label}: ${searchWorkLabel(scenario)}`,
    statements: [
      ...scenario.statements.ids.map((statement) => statement.sql),
      scenario.statements.views.sql,
    ],
    run: () => runSearchWork(db, scenario),
  }));
}

async function buildWork(db: SqlClient, generatedUsers: number): Promise<Work[]> {
  const branchRows = await db.query<{ id: number; code: string }>('select id, code from branches');
  const branchIds = new Map(branchRows.map((row) => [row.code, row.id]));
  const [sales] = await db.query<{ id: number }>(userByUsername, ['sales']);
  const homeBranch = branchIds.get('HN01');
  if (!sales || homeBranch === undefined) {
    throw new Error('The bench database has no demo user "sales" or branch HN01; run bench:data');
  }
  const passwordHash = await hashPassword(demoPassword);

  let next = 0;
  const nextUser = (): number => {
    do {
      next = (next % generatedUsers) + 1;
    } while (!isActiveUser(next));
    return next;
  };

  return [
    {
      key: 'misc',
      label: '/misc: 3 selects in parallel',
      statements: miscStatements,
      async run() {
        await Promise.all(miscStatements.map((statement) => db.query(statement)));
      },
    },
    {
      key: 'me',
      label: '/me: 4 selects in parallel',
      statements: [userById, userBranch, rolePermissions, directPermissions],
      // As getMe runs them since decisions/0032: the user, its branch and both permission lists at once.
      async run() {
        await Promise.all([
          db.query(userById, [sales.id]),
          db.query(userBranch, [sales.id, homeBranch]),
          db.query(rolePermissions, [sales.id]),
          db.query(directPermissions, [sales.id]),
        ]);
      },
    },
    {
      key: 'sign-in',
      label: 'sign-in, SQL only: 6 selects, 1 delete, 1 insert',
      statements: [
        findThrottle,
        findThrottle,
        userByUsername,
        userBranch,
        deleteThrottle,
        rolePermissions,
        directPermissions,
        insertRefreshToken,
      ],
      async run() {
        const n = nextUser();
        const username = benchUsername(n);
        await db.query(findThrottle, [`user:${username}`]);
        await db.query(findThrottle, ['ip:127.0.0.1']);
        const [user] = await db.query<{ id: number }>(userByUsername, [username]);
        if (!user) {
          throw new Error(`Generated user ${username} is missing; run bench:data`);
        }
        const branchId = branchIds.get(homeBranchCode(n));
        await db.query(userBranch, [user.id, branchId]);
        await db.query(deleteThrottle, [`user:${username}`]);
        await db.query(rolePermissions, [user.id]);
        await db.query(directPermissions, [user.id]);
        await db.query(insertRefreshToken, [
          user.id,
          branchId,
          randomBytes(32).toString('hex'),
          familyId,
        ]);
      },
    },
    {
      key: 'argon2',
      label: 'sign-in, argon2id verify only (bench process)',
      statements: [],
      async run() {
        if (!(await verifyPassword(passwordHash, demoPassword))) {
          throw new Error('argon2 verify failed');
        }
      },
    },
  ];
}

/** Each route's work straight through the driver: serial latency, then concurrent throughput. */
export async function runSqlScenarios(
  db: SqlClient,
  options: SqlOptions,
): Promise<SqlWorkResult[]> {
  const works = [
    ...(await buildWork(db, options.generatedUsers)),
    ...orderWorks(db, options.orders),
    ...searchWorks(db, options.searches),
  ];
  const results: SqlWorkResult[] = [];
  try {
    for (const work of works) {
      options.log(`  raw: ${work.label}`);
      // argon2 costs ~tens of ms per call; a tenth of the iterations says as much.
      const iterations =
        work.key === 'argon2'
          ? Math.max(20, Math.round(options.serialIterations / 10))
          : options.serialIterations;
      // A search over a million rows can take a second when it misses its index: its serial
      // loop is also bounded by the run's duration (the report shows how many calls it made).
      const maxMs = work.key in searchKeys ? options.durationMs : Number.POSITIVE_INFINITY;
      await serialLoop(() => work.run(), Math.min(50, iterations), maxMs / 5);
      const serial = await serialLoop(() => work.run(), iterations, maxMs);
      const concurrent = await closedLoop(() => work.run(), options.callers, options.durationMs);
      results.push({
        key: work.key,
        label: work.label,
        statements: work.statements,
        serial,
        concurrent,
      });
    }
  } finally {
    await db.query('delete from refresh_tokens where family_id = $1', [familyId]);
  }
  return results;
}
