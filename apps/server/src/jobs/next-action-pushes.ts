/**
 * Payment-reminder next actions that come due are pushed to the collector who recorded them
 * (SHELL-11, decisions/0028): every minute, each process claims what has come due in one
 * statement, so each next action is pushed once however many processes run.
 */
import type { Db } from '../db/client.ts';
import { pushDueNextActions } from '../modules/push/next-action-push.ts';
import type { PushNotifier } from '../modules/push/push-notifier.ts';
import type { Clock } from '../plugins/context.ts';

const everyMs = 60_000;

/** Runs now and every minute; returns a stop function. */
export function startNextActionPushes(
  db: Db,
  clock: Clock,
  push: PushNotifier,
  log: (message: string, error?: unknown) => void,
): () => void {
  const run = async () => {
    try {
      await pushDueNextActions(db, clock(), push);
    } catch (error) {
      log('Next-action pushes failed', error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
