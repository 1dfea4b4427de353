import {
  type CallLogDto,
  type CallStatus,
  type createCallLogInput,
  isCallOver,
  type updateCallLogInput,
} from '@pawndesk/domain/call-logs';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { publishLive } from '../../lib/live.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import {
  logOrderCall,
  orderExists,
  releaseWorkingAgent,
  takeWorkingAgent,
} from '../orders/order-calls.ts';
import { pushInboundCall } from '../push/call-push.ts';
import * as repo from './calls.repo.ts';

type CreateCallLog = z.output<typeof createCallLogInput>;
type UpdateCallLog = z.output<typeof updateCallLogInput>;

function toDto(view: repo.CallLogView): CallLogDto {
  const { log } = view;
  return {
    id: log.id,
    cseq: log.cseq,
    direction: log.direction,
    status: log.status,
    extension: log.extension,
    remote: log.remote,
    ref: log.refType && log.refId !== null ? { type: log.refType, id: log.refId } : null,
    duration: log.duration,
    createdAt: log.createdAt.toISOString(),
    client: view.client?.id
      ? { id: view.client.id, name: `${view.client.lastName} ${view.client.firstName}` }
      : null,
    agent:
      view.agent?.id && view.agent.firstName !== null && view.agent.lastName !== null
        ? { id: view.agent.id, firstName: view.agent.firstName, lastName: view.agent.lastName }
        : null,
  };
}

async function viewOf(ctx: RequestContext, id: number): Promise<CallLogDto> {
  const view = await repo.findCallLogView(ctx.db, id);
  if (!view) {
    throw new AppError('notFound', 'Không tìm thấy nhật ký cuộc gọi');
  }
  return toDto(view);
}

/** Calls are logged only for the caller's own phone line. */
async function assertOwnExtension(ctx: RequestContext, extension: string): Promise<void> {
  const own = await repo.findExtension(ctx.db, requireActor(ctx.actor).userId);
  if (own !== extension) {
    throw new AppError('forbidden', 'Máy nhánh này không phải của bạn');
  }
}

/**
 * Logs a call as it starts. A call about an order makes the caller its working agent, unless a
 * colleague already works on it (ORD-6: "set when a call starts").
 * @throws 6001 when this phone already logged the call.
 */
export async function createCallLog(
  ctx: RequestContext,
  input: CreateCallLog,
): Promise<CallLogDto> {
  const actor = requireActor(ctx.actor);
  await assertOwnExtension(ctx, input.extension);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const log = await repo.insertCallLog(tx, {
      cseq: input.cseq,
      extension: input.extension,
      direction: input.direction,
      status: input.status,
      remote: input.remote,
      duration: input.duration,
      refType: input.ref?.type ?? null,
      refId: input.ref?.id ?? null,
      agentId: actor.userId,
      clientId: await repo.findClientIdByPhone(tx, input.remote),
      createdAt: now,
      modifiedAt: now,
    });
    if (!log) {
      throw new AppError('callLogExists', 'Nhật ký cuộc gọi đã tồn tại');
    }
    if (input.ref?.type === 'ORDER') {
      if (await takeWorkingAgent(tx, input.ref.id, actor.userId, now)) {
        await publishLive(tx, 'orders', { orderId: input.ref.id, action: 'locked' });
      }
    }
    await publishLive(tx, 'call-logs', { callLogId: log.id, agentId: actor.userId });
    return log.id;
  });
  await pushInboundCall(ctx, { ...input, callerId: actor.userId });
  return viewOf(ctx, id);
}

/**
 * Records how a call went. When a call about an order is over, the caller stops being its working
 * agent (A§4.3).
 */
export async function updateCallLog(
  ctx: RequestContext,
  id: number,
  input: UpdateCallLog,
): Promise<CallLogDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const log = await repo.findCallLog(tx, id);
    if (!log) {
      throw new AppError('notFound', 'Không tìm thấy nhật ký cuộc gọi');
    }
    if (log.agentId !== actor.userId) {
      throw new AppError('forbidden', 'Đây không phải cuộc gọi của bạn');
    }
    await repo.updateCallLog(tx, id, {
      status: input.status,
      duration: input.duration,
      modifiedAt: now,
    });
    if (isCallOver(input.status as CallStatus, input.duration)) {
      for (const orderId of await repo.ordersOfCall(tx, log)) {
        if (await releaseWorkingAgent(tx, orderId, actor.userId, now)) {
          await publishLive(tx, 'orders', { orderId, action: 'unlocked' });
        }
      }
    }
    await publishLive(tx, 'call-logs', { callLogId: id, agentId: actor.userId });
  });
  return viewOf(ctx, id);
}

/** The caller's own calls, or every call with one number; `latest` keeps only the newest. */
export async function listCallLogs(
  ctx: RequestContext,
  query: { remote?: string; latest?: boolean; page: number; pageSize: number },
): Promise<{ items: CallLogDto[]; total: number }> {
  const actor = requireActor(ctx.actor);
  const filter = query.remote !== undefined ? { remote: query.remote } : { agentId: actor.userId };
  const page = query.latest ? { page: 1, pageSize: 1 } : query;
  const { rows, total } = await repo.listCallLogs(ctx.db, filter, page);
  return { items: rows.map(toDto), total: query.latest ? rows.length : total };
}

/** Links a call to an order and logs `order_call` (B POST /v1/order-calls/). */
export async function linkOrderCall(
  ctx: RequestContext,
  orderId: number,
  callId: number,
): Promise<void> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) {
      throw new AppError('notFound', 'Không tìm thấy đơn hàng');
    }
    const log = await repo.findCallLog(tx, callId);
    if (!log) {
      throw new AppError('notFound', 'Không tìm thấy nhật ký cuộc gọi');
    }
    await repo.linkOrderCall(tx, {
      orderId,
      callLogId: callId,
      createdAt: now,
      createdBy: actor.userId,
    });
    await logOrderCall(tx, { orderId, callId, actorId: actor.userId, at: now });
  });
}
