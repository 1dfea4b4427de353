/**
 * The notification outbox's sender (docs/decisions/0026): queued rows (a renewal's Zalo notice,
 * the superuser's "send renewed notification") are composed into messages and handed to the
 * notifier after their transaction committed, so a rolled-back renewal never notifies. A row is
 * marked sent, or tried again later (1, 2, 4, 8 minutes), or failed after 5 tries or a permanent
 * refusal. Rows are claimed with FOR UPDATE SKIP LOCKED: several server processes never send one
 * row twice.
 */

import { formatVnd } from '@pawndesk/domain/money';
import { displayDate } from '@pawndesk/domain/settlement-checks';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { clients, contracts, notificationOutbox } from '../db/schema.ts';
import { type Notifier, NotifierError, type NotifierMessage } from '../lib/notifier/notifier.ts';
import type { Clock } from '../plugins/context.ts';

export const maxAttempts = 5;

/** The wait before try n + 1 after n failed tries: 1, 2, 4, 8 minutes (at most an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type OutboxRun = { sent: number; retried: number; failed: number };

type Claimed = {
  id: number;
  channel: 'ZALO';
  kind: string;
  payload: unknown;
  attempts: number;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message of a row, or why it cannot be composed (a permanent failure). */
async function compose(tx: DbOrTx, row: Claimed): Promise<NotifierMessage> {
  if (!row.phone) {
    throw new NotifierError('Khách hàng không có số điện thoại', true);
  }
  const customerName = `${row.lastName ?? ''} ${row.firstName ?? ''}`.trim();
  if (row.kind !== 'contract-renewed' || !isRecord(row.payload)) {
    throw new NotifierError(`Không có mẫu tin cho ${row.kind}`, true);
  }
  const { finfluxId, renewalFinfluxId } = row.payload;
  const data: Record<string, string> = {
    customer_name: customerName,
    contract_id: String(finfluxId ?? ''),
  };
  if (typeof renewalFinfluxId === 'number') {
    const [renewal] = await tx
      .select({ maturesOn: contracts.maturesOn, approvedAmount: contracts.approvedAmount })
      .from(contracts)
      .where(eq(contracts.finfluxId, renewalFinfluxId));
    data.new_contract_id = String(renewalFinfluxId);
    if (renewal) {
      data.due_date = displayDate(renewal.maturesOn);
      data.amount = formatVnd(renewal.approvedAmount);
    }
  }
  return { outboxId: row.id, channel: row.channel, kind: row.kind, phone: row.phone, data };
}

/** Sends what is due now, at most `batch` rows; answers what happened to them. */
export async function runNotificationOutbox(
  db: Db,
  notifier: Notifier,
  clock: Clock,
  batch = 20,
): Promise<OutboxRun> {
  return db.transaction(async (tx) => {
    const now = clock();
    const rows: Claimed[] = await tx
      .select({
        id: notificationOutbox.id,
        channel: notificationOutbox.channel,
        kind: notificationOutbox.kind,
        payload: notificationOutbox.payload,
        attempts: notificationOutbox.attempts,
        phone: clients.primaryPhone,
        firstName: clients.firstName,
        lastName: clients.lastName,
      })
      .from(notificationOutbox)
      .leftJoin(clients, eq(clients.id, notificationOutbox.clientId))
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          isNull(notificationOutbox.failedAt),
          or(isNull(notificationOutbox.nextAttemptAt), lte(notificationOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(notificationOutbox.id))
      .limit(batch)
      .for('update', { of: notificationOutbox, skipLocked: true });
    const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        await notifier.send(await compose(tx, row));
        await tx
          .update(notificationOutbox)
          .set({ sentAt: now, attempts, lastError: null, nextAttemptAt: null })
          .where(eq(notificationOutbox.id, row.id));
        run.sent += 1;
      } catch (error) {
        const permanent = error instanceof NotifierError && error.permanent;
        const gaveUp = permanent || attempts >= maxAttempts;
        await tx
          .update(notificationOutbox)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: gaveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
            failedAt: gaveUp ? now : null,
          })
          .where(eq(notificationOutbox.id, row.id));
        if (gaveUp) {
          run.failed += 1;
        } else {
          run.retried += 1;
        }
      }
    }
    return run;
  });
}

/** Runs the sender every `intervalMs`; returns a stop function. */
export function startNotificationWorker(
  db: Db,
  notifier: Notifier,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
  intervalMs: number,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await runNotificationOutbox(db, notifier, clock);
      if (result.sent + result.retried + result.failed > 0) {
        log(
          `Notifications (${notifier.name}): ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed`,
        );
      }
    } catch (error) {
      log('Notification sender failed', error);
    }
    if (!stopped) {
      timer = setTimeout(run, intervalMs);
      timer.unref();
    }
  };
  void run();
  return () => {
    stopped = true;
    if (timer) {
      clearTimeout(timer);
    }
  };
}
