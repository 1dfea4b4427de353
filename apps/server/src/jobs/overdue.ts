/**
 * The nightly switch (CON-8): at 00:00 Asia/Ho_Chi_Minh, DISBURSED contracts past maturity become
 * OVERDUE. Idempotent (it only touches DISBURSED rows matured before today) and run once however
 * many server processes there are: each run takes a transaction-scoped advisory lock and a
 * process that does not get it skips. It also runs at start-up to catch up.
 */
import { businessDate, msUntilNextBusinessDay } from '@pawndesk/domain/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents, contractNotes } from '../db/schema.ts';
import { publishLive } from '../lib/live.ts';
import { markOverdue } from '../modules/contracts/overdue-contracts.ts';
import type { Clock } from '../plugins/context.ts';

/** Any constant both processes agree on; "PDOV" in ASCII. */
const overdueLockKey = 0x50444f56;

export type OverdueRun = { ran: boolean; switched: number };

export async function runOverdueSwitch(db: Db, clock: Clock): Promise<OverdueRun> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ got: sql<boolean>`pg_try_advisory_xact_lock(${overdueLockKey})` })
      .from(sql`(values (1)) as one(x)`);
    if (!lock?.got) {
      return { ran: false, switched: 0 };
    }
    const now = clock();
    const today = businessDate(now);
    const switched = await markOverdue(tx, today, now);
    if (switched.length > 0) {
      await tx.insert(contractNotes).values(
        switched.map((row) => ({
          contractId: row.id,
          content: 'Hợp đồng quá hạn thanh toán, chuyển sang trạng thái quá hạn',
          automatic: true,
          createdAt: now,
        })),
      );
      await tx.insert(auditEvents).values({
        action: 'contract.overdue',
        entity: 'contract',
        entityId: 'nightly',
        after: { today, contracts: switched.map((row) => row.id) },
        at: now,
      });
      await publishLive(tx, 'payment-reminder', {
        type: 'contracts-overdue',
        count: switched.length,
        finfluxIds: switched.slice(0, 1000).map((row) => row.finfluxId),
      });
    }
    return { ran: true, switched: switched.length };
  });
}

/** Runs the switch now and after every business midnight; returns a stop function. */
export function startOverdueScheduler(
  db: Db,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await runOverdueSwitch(db, clock);
      if (result.switched > 0) {
        log(`Overdue switch: ${result.switched} contracts are now OVERDUE`);
      }
    } catch (error) {
      log('Overdue switch failed', error);
    }
    if (!stopped) {
      // A second late so the clock is surely past midnight.
      timer = setTimeout(run, msUntilNextBusinessDay(clock()) + 1000);
      timer.unref();
    }
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
