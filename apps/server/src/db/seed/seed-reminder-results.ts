import { addDays, businessDate, businessDayStart } from '@pawndesk/domain/dates';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  contracts,
  reminderAttitudes,
  reminderNextActions,
  reminderResults,
  reminderStatuses,
  users,
} from '../schema.ts';
import { chunk } from './batches.ts';
import { createRandom } from './demo-random.ts';

/** How many past-due clients the collector has already called. */
const calledClients = 60;
const hourMs = 60 * 60 * 1000;

/**
 * Reminder history for the first past-due clients (docs/decisions/0017), written by the demo
 * collector over the last days: so the payment reminder's last results, next actions, promises
 * and the reports' appointment and out-of-reach counts are not empty on a fresh start.
 */
export async function seedReminderResults(db: DbOrTx, options: { now: Date }): Promise<void> {
  const today = businessDate(options.now);
  const random = createRandom(1717);
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'collector'));
  const statuses = await db.select().from(reminderStatuses);
  const attitudes = await db.select().from(reminderAttitudes);
  const actions = await db.select().from(reminderNextActions);
  const byKey = <T extends { id: number; key: string }>(rows: T[], key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) {
      throw new Error(`seedReminderResults: no lookup ${key}; seed the reference data first`);
    }
    return row.id;
  };
  const due = await db
    .selectDistinct({ clientId: contracts.clientId })
    .from(contracts)
    .where(and(inArray(contracts.status, ['DISBURSED', 'OVERDUE']), lt(contracts.maturesOn, today)))
    .orderBy(asc(contracts.clientId))
    .limit(calledClients);
  const rows: (typeof reminderResults.$inferInsert)[] = [];
  for (const { clientId } of due) {
    const calls = random.int(1, 3);
    for (let call = 0; call < calls; call += 1) {
      // Older calls first; the newest at most a few hours ago.
      const daysAgo = calls - 1 - call + random.int(0, 1);
      const createdAt = new Date(
        businessDayStart(addDays(today, -daysAgo)).getTime() + random.int(8, 17) * hourMs,
      );
      const at = createdAt > options.now ? new Date(options.now.getTime() - hourMs) : createdAt;
      const outcome = random.weighted({
        promise: 4,
        unreachable: 3,
        wrong: 1,
        refused: 1,
        talk: 3,
      });
      const status = {
        promise: 'PROMISED_TO_PAY',
        unreachable: 'NOT_REACHABLE',
        wrong: 'WRONG_NUMBER',
        refused: 'REFUSED',
        talk: 'CONTACTED',
      }[outcome];
      const nextDay = addDays(today, random.int(-2, 5));
      rows.push({
        clientId,
        statusId: byKey(statuses, status),
        attitudeId: byKey(
          attitudes,
          outcome === 'promise'
            ? 'COOPERATIVE'
            : outcome === 'refused'
              ? 'HOSTILE'
              : outcome === 'talk'
                ? random.pick(['HESITANT', 'AVOIDING'])
                : 'UNKNOWN',
        ),
        nextActionId: byKey(
          actions,
          outcome === 'promise' ? 'WAIT_PAYMENT' : outcome === 'wrong' ? 'VISIT' : 'CALL_AGAIN',
        ),
        // The next action at 08:00 (A§9 default reminder time) on its day.
        nextActionAt: new Date(businessDayStart(nextDay).getTime() + 8 * hourMs),
        paymentDate: outcome === 'promise' ? addDays(today, random.int(0, 5)) : null,
        createdAt: at,
        createdBy: author?.id ?? null,
      });
    }
  }
  for (const batch of chunk(rows)) {
    await db.insert(reminderResults).values(batch);
  }
}
