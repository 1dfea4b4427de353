import { fullName } from '@pawndesk/domain/names';
import { inboundCallPush } from '@pawndesk/domain/push-api';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './push.repo.ts';
import { hasVisibleTab } from './visible-tabs.ts';

/**
 * The seam the calls module tells about a call it logged (decisions/0028): the caller's console
 * logs an outbound call as it starts; when the number is a colleague's extension and none of the
 * colleague's console tabs is in view, the colleague's browsers get a push. Best effort: a
 * failure here never fails the call log.
 */
export async function pushInboundCall(
  ctx: RequestContext,
  call: { direction: string; remote: string; callerId: number },
): Promise<void> {
  const push = ctx.push;
  if (!push || call.direction !== 'OUTBOUND') {
    return;
  }
  try {
    const callee = await repo.findUserByExtension(ctx.db, call.remote);
    if (!callee || callee.id === call.callerId) {
      return;
    }
    if (await hasVisibleTab(ctx.db, callee.id, ctx.now())) {
      return;
    }
    const caller = await repo.findCaller(ctx.db, call.callerId);
    if (!caller) {
      return;
    }
    push.notifyUser(
      ctx.db,
      callee.id,
      inboundCallPush({ name: fullName(caller) || caller.username, extension: caller.extension }),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'inbound call push failed');
  }
}
