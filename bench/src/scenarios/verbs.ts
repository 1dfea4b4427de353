// The two settling verbs of the counter at scale (issue 18 item 2): settle (the repayment
// editor's save, which also files the receipt PDF) and renew-into (the renewal editor's save,
// which creates the new contract). Each HTTP request consumes a contract, so every request gets
// its own generated contract and the body the console would send for it, computed with the
// domain's own functions from the contract as the server describes it. The raw SQL side replays
// the statements the use case itself sends, recorded by running it in-process on a logging
// Drizzle instance and rolled back at its commit, so the recorded contract stays as it was and
// its statements can be replayed (each replay in a transaction that is rolled back too).

import { renewIntoInput } from '@pawndesk/domain/contract-api';
import { settlementReceiptData } from '@pawndesk/domain/print-documents';
import { earlyRenewalDays, renewalQuote } from '@pawndesk/domain/renewal';
import { settleInput } from '@pawndesk/domain/settlement-api';
import * as schema from '@pawndesk/server/src/db/schema.ts';
import { renderPdf } from '@pawndesk/server/src/lib/pdf.ts';
import { diskStorage } from '@pawndesk/server/src/lib/storage.ts';
import { renewInto } from '@pawndesk/server/src/modules/contracts/actions/renew-into.ts';
import { settle } from '@pawndesk/server/src/modules/contracts/actions/settle.ts';
import { findContractView } from '@pawndesk/server/src/modules/contracts/contracts.repo.ts';
import { printSources } from '@pawndesk/server/src/modules/contracts/print-sources.ts';
import type { Actor, RequestContext } from '@pawndesk/server/src/plugins/context.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import type pg from 'pg';
import { benchContractBase } from '../generators/contracts.ts';

export type VerbKey = 'contracts-settle' | 'contracts-renew-into';
export type Statement = {
  sql: string;
  params: unknown[];
  /** The named prepared statement the server runs it as. */
  name?: string;
  /** The first row it answered when recorded: the ids an insert returned, for the replay. */
  firstRow?: unknown[];
};
/** One HTTP request: its own contract, the path and the JSON body. */
export type VerbRequest = { finfluxId: number; path: string; body: string };
export type VerbScenario = {
  key: VerbKey;
  label: string;
  /** Requests for HTTP, each on a contract of its own (a request settles or renews it). */
  requests: VerbRequest[];
  /** Statements of the use case per recorded contract (other contracts than the requests'). */
  recorded: Statement[][];
};

const base = '/crm/api/v2/contracts';
/** Thrown by the logger at the use case's commit: the recording rolls back there. */
class RecordedCommit extends Error {}

type QueryConfig = { text: string; name?: string };

/** A row's values in column order, whether the driver gave an array or an object. */
function valuesOf(row: unknown): unknown[] {
  return Array.isArray(row) ? row : Object.values(row as object);
}

/**
 * A Drizzle instance over `pool` that keeps each statement (the logger, before it runs) with its
 * prepared name and the rows it answered (the pool's clients, after), and refuses the commit, so
 * a use case runs its whole transaction and rolls it back.
 */
function recorder(pool: pg.Pool) {
  let recording: Statement[] = [];
  const answered = (config: unknown, rows: unknown[]) => {
    const last = recording.at(-1);
    const text = typeof config === 'string' ? config : (config as QueryConfig).text;
    if (last && last.sql === text) {
      last.name = (config as QueryConfig).name;
      last.firstRow = rows[0] === undefined ? undefined : valuesOf(rows[0]);
    }
  };
  // Proxies keep `instanceof Pool`, which Drizzle checks before taking a client per transaction.
  const capturing = <T extends pg.Pool | pg.PoolClient>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') {
          return async (config: unknown, values?: unknown[]) => {
            const result = await object.query(config as string, values);
            answered(config, result.rows);
            return result;
          };
        }
        if (property === 'connect') {
          return async () => capturing(await (object as pg.Pool).connect());
        }
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  const db = drizzle({
    client: capturing(pool),
    schema,
    casing: 'snake_case',
    logger: {
      logQuery: (sql, params) => {
        recording.push({ sql, params });
        if (sql.trim().toLowerCase() === 'commit') {
          throw new RecordedCommit();
        }
      },
    },
  });
  return {
    db,
    async record(work: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await work();
      } catch (error) {
        if (!(error instanceof RecordedCommit)) {
          throw error;
        }
        return recording;
      }
      throw new Error('The use case committed nothing to record');
    },
  };
}

/** The demo validator (contract_access) as the use cases' actor. */
async function validatorActor(pool: pg.Pool, permissions: Actor['permissions']): Promise<Actor> {
  const { rows } = await pool.query<{ id: number; branchId: number }>(
    `select u.id, b.id as "branchId" from users u, branches b
     where u.username = 'validator' and b.code = 'HN01'`,
  );
  const [validator] = rows;
  if (!validator) {
    throw new Error('The demo validator or branch HN01 is missing: run bench:data first');
  }
  return {
    userId: validator.id,
    username: 'validator',
    branchId: validator.branchId,
    permissions,
    isSuperuser: false,
  };
}

/**
 * Generated contracts that can be settled or renewed today: disbursed before today, not matured,
 * still owing principal (so settling takes a payment), without a renewal; spread over the table
 * by a hash of the id, disjoint between the verbs.
 */
async function pickContracts(pool: pg.Pool, today: string, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ finfluxId: number }>(
    `select c.finflux_id::int as "finfluxId" from contracts c
     where c.finflux_id > $1 and c.status = 'DISBURSED' and c.disbursed_on < $2
       and c.matures_on > $2 and c.repaid_amount + c.waived_amount < c.principal_amount
       and not exists (select 1 from contracts child where child.parent_id = c.id)
     order by hashint4(c.id) limit $3`,
    [benchContractBase, today, count],
  );
  return rows.map((row) => row.finfluxId);
}

export type VerbPlanOptions = {
  pool: pg.Pool;
  permissions: Actor['permissions'];
  today: string;
  /** Where the recorded settles file their receipts (thrown away after the run). */
  documentsDir: string;
  /** Contracts per verb for HTTP, and how many of the others are recorded for the raw SQL. */
  requests: number;
  recordings: number;
};

/** Plans both verbs: each contract's body, and the use cases' statements on other contracts. */
export async function planVerbs(options: VerbPlanOptions): Promise<VerbScenario[]> {
  const { pool, today } = options;
  const { db, record } = recorder(pool);
  const actor = await validatorActor(pool, options.permissions);
  const ctx: RequestContext = {
    db,
    now: () => new Date(),
    actor,
    requestId: 'bench',
    ip: '127.0.0.1',
    log: Fastify({ logger: false }).log,
  };
  const perVerb = options.requests + options.recordings;
  const picked = await pickContracts(pool, today, perVerb * 2);
  if (picked.length < perVerb * 2) {
    throw new Error(
      `Only ${picked.length} contracts can be settled today; run bench:data -- --contracts 2000000`,
    );
  }
  const describe = async (finfluxId: number) => {
    const view = await findContractView(db, { finfluxId });
    if (!view) {
      throw new Error(`Contract finflux-${finfluxId} vanished`);
    }
    return printSources(db, view, actor, ctx.now());
  };

  // Settle: one cash payment of what the receipt says is due today (the console's default form).
  const settleBody = async (finfluxId: number) => {
    const sources = await describe(finfluxId);
    const { lines } = settlementReceiptData({
      ...sources,
      kind: 'REPAYMENT',
      repaidOn: today,
      payments: [],
    });
    return {
      mode: 'REPAYMENT' as const,
      repaidOn: today,
      payments: [{ type: 'CASH' as const, amount: lines.total, transactionDate: today }],
    };
  };
  // Renew-into: the same loan again (product, principal, rate), paying what renewing costs.
  const renewBody = async (finfluxId: number) => {
    const { contract } = await describe(finfluxId);
    const early = earlyRenewalDays(contract.maturesOn, today);
    const quote = renewalQuote({
      former: {
        ...contract,
        overdueFee: contract.overridedOverdueFee ?? contract.chargedOverdueFee,
        loanTerm: contract.product.loanTerm,
      },
      renewedOn: today,
      earlyRenewalDays: early,
      overridedOverdueFee: null,
      newApprovedAmount: contract.principalAmount,
    });
    return {
      product: contract.product.id,
      approvedAmount: contract.principalAmount,
      specialInterestValue: contract.specialInterestValue,
      renewedOn: today,
      earlyRenewalDays: early,
      payments: quote.payable > 0 ? [{ type: 'CASH' as const, amount: quote.payable }] : [],
      notifyClient: true,
    };
  };
  const deps = { storage: diskStorage(options.documentsDir), renderPdf };
  const verbs = [
    {
      key: 'contracts-settle' as const,
      label: `POST ${base}/finflux-{id}:settle/ (repayment, receipt PDF filed)`,
      suffix: ':settle/',
      body: settleBody,
      run: (finfluxId: number, body: unknown) =>
        settle(ctx, deps, { finfluxId }, settleInput.parse(body)),
    },
    {
      key: 'contracts-renew-into' as const,
      label: `POST ${base}/finflux-{id}:renew-into/ (new contract, renew payment, notice queued)`,
      suffix: ':renew-into/',
      body: renewBody,
      run: (finfluxId: number, body: unknown) =>
        renewInto(ctx, { finfluxId }, renewIntoInput.parse(body)),
    },
  ];
  const scenarios: VerbScenario[] = [];
  for (const [index, verb] of verbs.entries()) {
    const mine = picked.filter((_, at) => at % verbs.length === index);
    const recorded: Statement[][] = [];
    for (const finfluxId of mine.slice(0, options.recordings)) {
      // The body is read before recording: the server gets it with the request.
      const body = await verb.body(finfluxId);
      recorded.push(await record(() => verb.run(finfluxId, body)));
    }
    const requests: VerbRequest[] = [];
    for (const finfluxId of mine.slice(options.recordings, perVerb)) {
      requests.push({
        finfluxId,
        path: `${base}/finflux-${finfluxId}${verb.suffix}`,
        body: JSON.stringify(await verb.body(finfluxId)),
      });
    }
    scenarios.push({ key: verb.key, label: verb.label, requests, recorded });
  }
  return scenarios;
}

/** Whether `statement` opens or ends the use case's transaction (the replay owns those). */
function transactionControl(statement: Statement): 'begin' | 'commit' | undefined {
  const text = statement.sql.trim().toLowerCase();
  return text === 'begin' || text === 'commit' ? text : undefined;
}

/** A parameter with the replay's id where it held an id the recording's inserts returned. */
function remapped(param: unknown, ids: ReadonlyMap<string, unknown>): unknown {
  const isId = Number.isInteger(param) || (typeof param === 'string' && /^\d+$/.test(param));
  return isId && ids.has(String(param)) ? ids.get(String(param)) : param;
}

/**
 * One recorded use case as the server runs it: the reads before its transaction through the
 * pool, then the transaction on one connection, rolled back where the use case committed. Rows
 * it inserts get new ids, so a later statement's parameter that held a recorded id (a cash entry
 * pointing at its transaction, a note on the new contract) gets the replay's.
 */
export async function replayVerb(pool: pg.Pool, statements: readonly Statement[]): Promise<void> {
  let client: pg.PoolClient | undefined;
  const ids = new Map<string, unknown>();
  try {
    for (const statement of statements) {
      const control = transactionControl(statement);
      if (control === 'begin') {
        client = await pool.connect();
        await client.query('begin');
        continue;
      }
      if (control === 'commit') {
        await client?.query('rollback');
        client?.release();
        client = undefined;
        continue;
      }
      const values = statement.params.map((param) => remapped(param, ids));
      const { rows } = await (client ?? pool).query(
        statement.name
          ? { name: statement.name, text: statement.sql, values }
          : { text: statement.sql, values },
      );
      if (statement.firstRow && /^\s*insert/i.test(statement.sql) && rows[0]) {
        const replayed = valuesOf(rows[0]);
        statement.firstRow.forEach((value, index) => {
          const now = replayed[index];
          if (Number.isInteger(value) && now !== value) {
            ids.set(String(value), now);
          }
        });
      }
    }
  } catch (error) {
    await client?.query('rollback').catch(() => undefined);
    client?.release();
    throw error;
  }
}
