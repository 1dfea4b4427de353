import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, notificationOutbox } from '../db/schema.ts';
import { NotifierError, RecordingNotifier } from '../lib/notifier/notifier.ts';
import { type ContractWorld, contractWorld } from '../testing/contract-world.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { urlOf } from '../testing/url-of.ts';
import { maxAttempts, retryDelayMs, runNotificationOutbox } from './notifications.ts';

let t: TestApp;
let w: ContractWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A renewed contract and its child, and the superuser's "send renewed notification" queued for it
 * (the same outbox row the renewal editor's Zalo checkbox queues).
 */
async function queuedNotice() {
  const old = await w.create();
  await w.action(w.tokens.staff, old, 'approve');
  await w.action(w.tokens.staff, old, 'disburse');
  const child = await w.create({ parent: old.id, approvedAmount: 12_000_000 });
  await w.action(w.tokens.staff, old, 'renew', { renewedOn: '2026-11-21' });
  const url = urlOf(contractEndpoints.sendRenewedNotification, { id: old.id });
  expect((await t.as(w.tokens.superuser, { method: 'POST', url })).statusCode).toBe(200);
  const [row] = await outboxOf(old.id);
  if (!row) {
    throw new Error('nothing queued');
  }
  const [client] = await t.database.db.select().from(clients).where(eq(clients.id, old.client.id));
  return { old, child, row, client };
}

function outboxOf(contractId: number) {
  return t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.contractId, contractId));
}

/** Earlier tests' rows must not be in the way: each test starts with nothing due. */
async function drain() {
  await runNotificationOutbox(t.database.db, new RecordingNotifier(), t.clock.clock, 1000);
}

describe('the notification outbox sender', () => {
  it('should send a queued renewal notice once, composed for the client, and mark it sent', async () => {
    await drain();
    const { old, child, row, client } = await queuedNotice();
    const notifier = new RecordingNotifier();
    const run = await runNotificationOutbox(t.database.db, notifier, t.clock.clock);
    expect(run).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(notifier.sent).toEqual([
      {
        outboxId: row.id,
        channel: 'ZALO',
        kind: 'contract-renewed',
        phone: client?.primaryPhone,
        data: {
          customer_name: 'Trần Thị Lan',
          contract_id: String(old.finfluxId),
          new_contract_id: String(child.finfluxId),
          due_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
          amount: '12.000.000',
        },
      },
    ]);
    const [sent] = await outboxOf(old.id);
    expect(sent).toMatchObject({ sentAt: t.clock.clock(), attempts: 1, lastError: null });
    // Nothing is sent twice.
    expect(await runNotificationOutbox(t.database.db, notifier, t.clock.clock)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(notifier.sent).toHaveLength(1);
  });

  it('should try a failed send again after the back-off, and give up after the last try', async () => {
    await drain();
    const { old } = await queuedNotice();
    const notifier = new RecordingNotifier();
    const started = t.clock.clock();
    notifier.failNext(new NotifierError('Zalo ZNS trả lỗi HTTP 502'));
    expect(await runNotificationOutbox(t.database.db, notifier, t.clock.clock)).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    const [waiting] = await outboxOf(old.id);
    expect(waiting).toMatchObject({
      sentAt: null,
      failedAt: null,
      attempts: 1,
      lastError: 'Zalo ZNS trả lỗi HTTP 502',
      nextAttemptAt: new Date(started.getTime() + retryDelayMs(1)),
    });
    // Not before its time.
    expect((await runNotificationOutbox(t.database.db, notifier, t.clock.clock)).retried).toBe(0);

    for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
      t.clock.advance(retryDelayMs(attempt - 1));
      notifier.failNext(new NotifierError('timeout'));
      const run = await runNotificationOutbox(t.database.db, notifier, t.clock.clock);
      expect(run).toEqual(
        attempt < maxAttempts
          ? { sent: 0, retried: 1, failed: 0 }
          : { sent: 0, retried: 0, failed: 1 },
      );
    }
    const [failed] = await outboxOf(old.id);
    expect(failed).toMatchObject({
      sentAt: null,
      attempts: maxAttempts,
      failedAt: t.clock.clock(),
      nextAttemptAt: null,
    });
    t.clock.advance(24 * 60 * 60_000);
    expect(await runNotificationOutbox(t.database.db, notifier, t.clock.clock)).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(notifier.sent).toHaveLength(0);
    // Back to the world's day, where the tokens are valid.
    t.clock.set(started);
  });

  it('should give up at once on a permanent refusal', async () => {
    await drain();
    const { old } = await queuedNotice();
    const notifier = new RecordingNotifier();
    notifier.failNext(new NotifierError('Zalo ZNS từ chối (-124): Invalid access token', true));
    expect(await runNotificationOutbox(t.database.db, notifier, t.clock.clock)).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [failed] = await outboxOf(old.id);
    expect(failed).toMatchObject({ attempts: 1, failedAt: t.clock.clock(), sentAt: null });
  });

  it('should send each row once when two senders run at once', async () => {
    await drain();
    const notices = [await queuedNotice(), await queuedNotice(), await queuedNotice()];
    const first = new RecordingNotifier();
    const second = new RecordingNotifier();
    const runs = await Promise.all([
      runNotificationOutbox(t.database.db, first, t.clock.clock),
      runNotificationOutbox(t.database.db, second, t.clock.clock),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(3);
    const sentIds = [...first.sent, ...second.sent].map((message) => message.outboxId).sort();
    expect(sentIds).toEqual(notices.map((notice) => notice.row.id).sort());
  });
});
