import type { ContractDto } from '@pawndesk/domain/contract-api';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/** Where a step writes: the table, the statement, and the rows of this contract it fails on. */
export type Trigger = {
  table: string;
  event: 'INSERT' | 'UPDATE';
  when: (c: ContractDto) => string;
};

/**
 * A database trigger that fails the statement of one step, for this contract only, so a test can
 * prove a multi-step action rolls back every step before it. Answers the trigger's removal.
 */
export async function failing(t: TestApp, trigger: Trigger, contract: ContractDto) {
  const db = t.database.db;
  const name = `injected_${trigger.table}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        if ${trigger.when(contract)} then
          raise exception 'injected failure on ${trigger.table}';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${trigger.event} on ${trigger.table} for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${trigger.table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/** The steps several counter actions share (settle, renew-into), failed for one contract. */
export const sharedSteps = {
  overdueFeeOverride: {
    table: 'contracts',
    event: 'UPDATE',
    when: (c) =>
      `new.id = ${c.id} and new.overrided_overdue_fee is distinct from old.overrided_overdue_fee`,
  },
  overdueFeeCharge: {
    table: 'contract_fees',
    event: 'INSERT',
    when: (c) => `new.contract_id = ${c.id} and new.type = 'OVERDUE'`,
  },
  cashPayment: {
    table: 'contract_transactions',
    event: 'INSERT',
    when: (c) => `new.contract_id = ${c.id} and new.type = 'CASH'`,
  },
  bankPayment: {
    table: 'contract_transactions',
    event: 'INSERT',
    when: (c) => `new.contract_id = ${c.id} and new.type = 'BANK'`,
  },
} satisfies Record<string, Trigger>;
