import { businessDate } from '@pawndesk/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The demo data obeys the rules real use obeys, checked in SQL over a seeded database: what an
 * accountant or an auditor would look for first. Each query answers the rows breaking a rule.
 */
let database: TestDatabase;
const now = new Date('2026-11-21T03:00:00Z');
const today = businessDate(now);
const vnDate = (column: string) => sql.raw(`(${column} at time zone 'Asia/Ho_Chi_Minh')::date`);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { now });
}, 240_000);
afterAll(async () => {
  await database.close();
});

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe('demo data: funds', () => {
  it('should keep every fund at or above zero after each registered entry, in list order', async () => {
    const negative = await rows(sql`
      select fund_id, id, registration_date, balance from (
        select l.fund_id, l.id, l.registration_date, f.opening_balance + sum(l.direction * l.amount)
          over (partition by l.fund_id order by l.registration_date, l.id) as balance
        from cash_logs l join funds f on f.id = l.fund_id
        where l.status = 'registered') b
      where balance < 0 limit 5`);
    expect(negative).toEqual([]);
  });

  it('should keep every fund at or above zero at each day end even if every pending entry were approved', async () => {
    const negative = await rows(sql`
      select fund_id, registration_date, balance from (
        select l.fund_id, l.registration_date, f.opening_balance
          + sum(sum(l.direction * l.amount)) over (partition by l.fund_id order by l.registration_date) as balance
        from cash_logs l join funds f on f.id = l.fund_id
        where l.status in ('registered', 'pending')
        group by l.fund_id, l.registration_date, f.opening_balance) b
      where balance < 0 limit 5`);
    expect(negative).toEqual([]);
  });

  it('should open every fund with capital and close every month with a non-negative balance', async () => {
    expect(await rows(sql`select id from funds where opening_balance <= 0`)).toEqual([]);
    const closures = await rows(sql`select balance, computed_balance from cash_closures`);
    expect(closures.length).toBeGreaterThan(10);
    expect(
      closures.filter((row) => Number(row.balance) < 0 || Number(row.computed_balance) < 0),
    ).toEqual([]);
  });

  it('should pair every drawer transfer with the company account on the same day', async () => {
    const transfers = await rows(sql`
      select c.key, l.direction, l.amount, l.registration_date, l.fund_id
      from cash_logs l join cash_log_categories c on c.id = l.category_id
      where c.key in ('FUND_TRANSFER_IN', 'FUND_TRANSFER_OUT')`);
    expect(transfers.length).toBeGreaterThan(0);
    const sum = transfers.reduce(
      (total, row) => total + Number(row.direction) * Number(row.amount),
      0,
    );
    expect(sum).toBe(0);
  });

  it('should name in every contract entry a contract already paid out on that day', async () => {
    const early = await rows(sql`
      select l.id, l.registration_date, k.disbursed_on from cash_logs l
      join contracts k on k.mifos_id = l.mifos_loan_id
      where k.disbursed_on is null or l.registration_date < k.disbursed_on limit 5`);
    expect(early).toEqual([]);
  });

  it('should date no entry after today', async () => {
    expect(
      await rows(sql`select id from cash_logs where registration_date > ${today}::date limit 1`),
    ).toEqual([]);
  });
});

describe('demo data: contracts', () => {
  it('should submit, approve, pay out and end every contract in that order', async () => {
    const broken = await rows(sql`
      select finflux_id, status, submitted_on, approved_on, disbursed_on, repaid_on, renewed_on, closed_on
      from contracts where
        approved_on < submitted_on or disbursed_on < approved_on
        or (disbursed_on is not null and approved_on is null)
        or repaid_on < disbursed_on or renewed_on < disbursed_on
        or closed_on < coalesce(disbursed_on, submitted_on)
        or matures_on <= coalesce(disbursed_on, submitted_on)
        or greatest(submitted_on, approved_on, disbursed_on, repaid_on, renewed_on, closed_on) > ${today}::date
        or ${vnDate('created_at')} <> submitted_on
      limit 5`);
    expect(broken).toEqual([]);
  });

  it('should record the approval before the payout and both after the contract was created', async () => {
    const broken = await rows(sql`
      select k.finflux_id from contracts k
      join contract_action_log a on a.contract_id = k.id and a.action = 'approve'
      join contract_action_log d on d.contract_id = k.id and d.action = 'disburse'
      where a.created_at >= d.created_at or a.created_at < k.created_at limit 5`);
    expect(broken).toEqual([]);
    const notes = await rows(sql`
      select k.finflux_id from contract_notes n join contracts k on k.id = n.contract_id
      where n.created_at < k.created_at limit 5`);
    expect(notes).toEqual([]);
  });

  it('should date every transaction and fee from the payout to today', async () => {
    const transactions = await rows(sql`
      select k.finflux_id, t.registered_on, k.disbursed_on from contract_transactions t
      join contracts k on k.id = t.contract_id
      where k.disbursed_on is null or t.registered_on < k.disbursed_on
        or t.registered_on > ${today}::date or t.retracted_at < t.created_at
      limit 5`);
    expect(transactions).toEqual([]);
    const fees = await rows(sql`
      select k.finflux_id from contract_fees f join contracts k on k.id = f.contract_id
      where k.disbursed_on is null or f.registered_on < k.disbursed_on
        or f.registered_on > ${today}::date limit 5`);
    expect(fees).toEqual([]);
  });

  it('should start a renewal on the day its parent was renewed, after the parent was paid out', async () => {
    const broken = await rows(sql`
      select c.finflux_id from contracts c join contracts p on p.id = c.parent_id
      where p.renewed_on is distinct from c.submitted_on or c.submitted_on < p.disbursed_on limit 5`);
    expect(broken).toEqual([]);
  });
});

describe('demo data: assets and clients', () => {
  it('should store, release and sell an asset only after it was created, in that order', async () => {
    const broken = await rows(sql`
      select code, status, created_at, stored_on, released_on, liquidized_on from assets where
        stored_on < ${vnDate('created_at')} or released_on < ${vnDate('created_at')}
        or liquidized_on < ${vnDate('created_at')}
        or released_on < stored_on or liquidized_on < stored_on
        or modified_at < created_at
        or greatest(stored_on, released_on, liquidized_on) > ${today}::date
      limit 5`);
    expect(broken).toEqual([]);
  });

  it('should pawn an asset only after it was created and its client registered', async () => {
    const broken = await rows(sql`
      select k.finflux_id, a.code from contracts k
      join assets a on a.id = k.asset_id join clients c on c.id = k.client_id
      where k.submitted_on < ${vnDate('a.created_at')} or k.submitted_on < ${vnDate('c.created_at')}
      limit 5`);
    expect(broken).toEqual([]);
  });

  it('should keep an asset in storage exactly while a contract holds it', async () => {
    const broken = await rows(sql`
      select a.code, a.status, k.status as contract_status from assets a
      join contracts k on k.asset_id = a.id
        and k.id = (select max(id) from contracts x where x.asset_id = a.id)
      where (k.status in ('DISBURSED', 'OVERDUE') and a.status not in ('IN_STORAGE', 'WAITING_TO_LIQUIDIZE'))
        or (k.status in ('REPAID', 'CLOSED', 'REJECTED') and a.status <> 'RELEASED')
        or (a.status in ('IN_STORAGE', 'WAITING_TO_LIQUIDIZE') and a.storage_id is null)
      limit 5`);
    expect(broken).toEqual([]);
  });
});
