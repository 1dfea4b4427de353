import { fullName } from '@pawndesk/domain/names';
import { nextActionPush, nextActionPushWindowMs } from '@pawndesk/domain/push-api';
import type { Db } from '../../db/client.ts';
import * as repo from './push.repo.ts';
import type { PushNotifier } from './push-notifier.ts';

/**
 * The seam the next-action job runs (decisions/0028): every payment-reminder next action that has
 * come due (within the last day) and is still its client's newest plan is pushed once to the
 * collector who recorded it. Answers how many were pushed.
 */
export async function pushDueNextActions(db: Db, now: Date, push: PushNotifier): Promise<number> {
  const due = await repo.claimDueNextActions(
    db,
    new Date(now.getTime() - nextActionPushWindowMs),
    now,
    now,
  );
  for (const row of due) {
    if (row.userId !== null) {
      push.notifyUser(
        db,
        row.userId,
        nextActionPush({
          resultId: row.resultId,
          clientName: fullName({ firstName: row.clientFirstName, lastName: row.clientLastName }),
          action: row.action,
        }),
      );
    }
  }
  return due.length;
}
