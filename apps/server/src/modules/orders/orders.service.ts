import { businessDayEnd, businessDayStart } from '@pawndesk/domain/dates';
import type {
  CreateOrderInput,
  OrderDto,
  OrderListDto,
  OrderListQuery,
  OrderNoteDto,
  UpdateOrderInput,
} from '@pawndesk/domain/order-api';
import { isSourceSelectable } from '@pawndesk/domain/order-form';
import {
  claimChange,
  isAppointmentRequired,
  isSetByContractFlow,
  isStageAllowed,
  type OrderStage,
  type OrderStep,
  statusOfStage,
  stepIndex,
  workingAgentLeaseMs,
} from '@pawndesk/domain/orders';
import { normalizePhone } from '@pawndesk/domain/validation';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { publishLive } from '../../lib/live.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { toNoteDto, toOrderDto } from './orders.mapper.ts';
import * as repo from './orders.repo.ts';

type OrderState = repo.OrderRow;

const notFound = () => new AppError('notFound', 'Không tìm thấy đơn hàng');

async function viewOf(ctx: RequestContext, id: number): Promise<OrderDto> {
  const [view] = await repo.findOrderViews(ctx.db, [id]);
  if (!view) {
    throw notFound();
  }
  return toOrderDto(view, ctx.now());
}

export async function listOrders(
  ctx: RequestContext,
  query: OrderListQuery,
  mine: boolean,
): Promise<OrderListDto> {
  const actor = requireActor(ctx.actor);
  const { page, pageSize, sort, fromDate, toDate, ...rest } = query;
  const filter: repo.OrderFilter = {
    ...rest,
    ...(mine ? { agentId: actor.userId } : {}),
    ...(fromDate ? { createdFrom: businessDayStart(fromDate) } : {}),
    ...(toDate ? { createdBefore: businessDayEnd(toDate) } : {}),
  };
  const [ids, counts] = await Promise.all([
    repo.listOrderIds(ctx.db, filter, { page, pageSize, sort }),
    repo.countOrders(ctx.db, filter),
  ]);
  const views = await repo.findOrderViews(ctx.db, ids);
  const byId = new Map(views.map((view) => [view.order.id, view]));
  const now = ctx.now();
  const stepCount = (step: OrderStep) => counts.byStep.get(step) ?? 0;
  return {
    items: ids.flatMap((id) => {
      const view = byId.get(id);
      return view ? [toOrderDto(view, now)] : [];
    }),
    total: counts.total,
    countUnclaimed: stepCount('unclaimed'),
    countPending: stepCount('pending'),
    countContact: stepCount('contact'),
    countQuoted: stepCount('quoted'),
    countAppointment: stepCount('appointment'),
  };
}

export function getOrder(ctx: RequestContext, id: number): Promise<OrderDto> {
  return viewOf(ctx, id);
}

/** The references an order points at must exist; a wrong id is the caller's mistake (400). */
async function assertReferences(ctx: RequestContext, input: UpdateOrderInput): Promise<void> {
  if (input.asset !== undefined && !(await repo.findAssetType(ctx.db, input.asset))) {
    throw new AppError('invalidRequest', 'Loại tài sản không tồn tại');
  }
  for (const [field, label] of [
    ['validator', 'Nhân viên thẩm định'],
    ['supportingValidator', 'Nhân viên hỗ trợ'],
  ] as const) {
    const id = input[field];
    if (id && !(await repo.findStaff(ctx.db, id))) {
      throw new AppError('invalidRequest', `${label} không tồn tại`);
    }
  }
  if (input.location && !(await repo.findLocation(ctx.db, input.location))) {
    throw new AppError('invalidRequest', 'Địa điểm không tồn tại');
  }
}

/** The rules of A§5 on the order as it will be after the change. */
async function assertOrderRules(
  ctx: RequestContext,
  state: OrderState,
  isCreate: boolean,
): Promise<void> {
  if (state.stage && !isStageAllowed(state.step as OrderStep, state.stage as OrderStage)) {
    throw new AppError(
      'invalidRequest',
      `Giai đoạn "${state.stage}" không hợp lệ ở bước "${state.step}"`,
    );
  }
  const phoneMatchesClient = Boolean(await repo.findClientByPhone(ctx.db, state.phone));
  const source = state.source as Parameters<typeof isSourceSelectable>[0];
  if (!isSourceSelectable(source, phoneMatchesClient)) {
    throw new AppError(
      'invalidRequest',
      source === 'Affiliate'
        ? 'Không thể chọn nguồn Affiliate'
        : 'Nguồn "Khách cũ" chỉ dùng khi số điện thoại thuộc một khách hàng',
    );
  }
  if (state.referralCode && state.source !== 'Referral') {
    throw new AppError('invalidRequest', 'Mã giới thiệu chỉ dùng cho nguồn Referral');
  }
  if (state.isAtHomeSupport) {
    const location = state.locationId
      ? await repo.findLocation(ctx.db, state.locationId)
      : undefined;
    const missing = [
      !state.validatorId && 'nhân viên thẩm định',
      !state.supportingValidatorId && 'nhân viên hỗ trợ',
      location?.level !== 2 && 'tỉnh/thành và quận/huyện',
      !state.address && 'địa chỉ',
      !state.appointment && 'lịch hẹn',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new AppError('invalidRequest', `Hỗ trợ tại nhà cần: ${missing.join(', ')}`);
    }
  }
  if (!isCreate && isAppointmentRequired(state.stage as OrderStage | null) && !state.appointment) {
    throw new AppError('invalidRequest', 'Giai đoạn này cần có lịch hẹn');
  }
}

function assertNotContractFlow(change: { step?: OrderStep; stage?: OrderStage }): void {
  if (isSetByContractFlow(change)) {
    throw new AppError(
      'invalidRequest',
      'Bước "Hợp đồng" và giai đoạn "Đã có hợp đồng" chỉ được đặt khi tạo hợp đồng',
    );
  }
}

function assertLockAllows(order: OrderState, userId: number, now: Date): void {
  if (
    order.workingAgentId &&
    order.workingAgentId !== userId &&
    order.workingUntil &&
    order.workingUntil > now
  ) {
    throw new AppError('conflict', 'Đơn hàng đang được nhân viên khác xử lý');
  }
}

function fieldsOf(input: UpdateOrderInput): Partial<repo.OrderInsert> {
  const values: Partial<repo.OrderInsert> = {};
  const copy = <K extends keyof repo.OrderInsert>(
    key: K,
    value: repo.OrderInsert[K] | undefined,
  ) => {
    if (value !== undefined) {
      values[key] = value;
    }
  };
  copy('phone', input.phone === undefined ? undefined : normalizePhone(input.phone));
  copy('firstName', input.firstName);
  copy('lastName', input.lastName);
  copy('source', input.source);
  copy('assetTypeId', input.asset);
  copy('assetDescription', input.assetDescription);
  copy('requiredAmount', input.requiredAmount);
  copy('proposedAmount', input.proposedAmount);
  copy('referralCode', input.referralCode === '' ? null : input.referralCode);
  copy('isAtHomeSupport', input.isAtHomeSupport);
  copy('validatorId', input.validator);
  copy('supportingValidatorId', input.supportingValidator);
  copy('locationId', input.location);
  copy('address', input.address);
  copy(
    'appointment',
    input.appointment === undefined
      ? undefined
      : input.appointment
        ? new Date(input.appointment)
        : null,
  );
  return values;
}

async function recordChange(
  tx: RequestContext['db'],
  ctx: RequestContext,
  change: {
    orderId: number;
    key: 'order_claimed' | 'order_updated';
    before?: unknown;
    after: unknown;
  },
): Promise<void> {
  const now = ctx.now();
  await repo.insertActivity(tx, {
    key: change.key,
    data: { orderId: change.orderId, ...((change.after as object) ?? {}) },
    orderId: change.orderId,
    actorId: ctx.actor?.userId ?? null,
    at: now,
  });
  await audit(tx, ctx, {
    action: change.key === 'order_claimed' ? 'order.claimed' : 'order.updated',
    entity: 'order',
    entityId: change.orderId,
    before: change.before,
    after: change.after,
  });
}

/** Creates an order, unclaimed unless its author claims it at once (stage order_claimed). */
export async function createOrder(ctx: RequestContext, input: CreateOrderInput): Promise<OrderDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const claimNow = input.stage === 'order_claimed';
  if (input.step !== undefined || input.stage !== undefined) {
    assertNotContractFlow({ step: input.step, stage: input.stage });
    if (
      !claimNow &&
      !(input.step === 'unclaimed' && (input.stage === undefined || input.stage === 'unclaimed'))
    ) {
      throw new AppError(
        'invalidRequest',
        'Đơn mới chỉ có thể ở bước "Chưa nhận" hoặc được nhận ngay',
      );
    }
  }
  await assertReferences(ctx, input);
  const client = await repo.findClientByPhone(ctx.db, normalizePhone(input.phone));
  const step: OrderStep = claimNow ? claimChange.step : 'unclaimed';
  const values: repo.OrderInsert = {
    ...fieldsOf(input),
    phone: normalizePhone(input.phone),
    source: input.source,
    assetDescription: input.assetDescription,
    marketingCampaign: input.marketingCampaign ?? null,
    step,
    stepIndex: stepIndex(step),
    stage: claimNow ? claimChange.stage : 'unclaimed',
    status: claimNow ? claimChange.status : 'open',
    agentId: claimNow ? actor.userId : null,
    dateClaim: claimNow ? now : null,
    branchId: actor.branchId,
    clientId: client?.id ?? null,
    lastModify: now,
    createdAt: now,
    createdBy: actor.userId,
  };
  await assertOrderRules(ctx, { ...(values as OrderState) }, true);
  const id = await ctx.db.transaction(async (tx) => {
    const order = await repo.insertOrder(tx, values);
    await audit(tx, ctx, {
      action: 'order.created',
      entity: 'order',
      entityId: order.id,
      after: { step, status: order.status },
    });
    if (claimNow) {
      await recordChange(tx, ctx, { orderId: order.id, key: 'order_claimed', after: claimChange });
    }
    await publishLive(tx, 'orders', { orderId: order.id, action: 'created' });
    return order.id;
  });
  return viewOf(ctx, id);
}

/**
 * Claims an unclaimed order for the signed-in agent with one conditional UPDATE (step unclaimed,
 * lock free): of agents claiming at once exactly one wins. A PATCH to stage order_claimed, the
 * spec console's claim (A§4.1), comes here too with the other fields it carries, written in the
 * same transaction.
 * @throws 404 unknown order; 409 when it is claimed already (by anyone) or another agent holds
 * its lock; 400 when the fields it carries break the order rules.
 */
export async function claimOrder(
  ctx: RequestContext,
  id: number,
  fields: UpdateOrderInput = {},
): Promise<OrderDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await assertReferences(ctx, fields);
  await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimOrder(tx, id, {
      userId: actor.userId,
      branchId: actor.branchId,
      now,
      ...claimChange,
      stepIndex: stepIndex(claimChange.step),
    });
    if (!claimed) {
      const order = await repo.findOrder(tx, id);
      if (!order) {
        throw notFound();
      }
      assertLockAllows(order, actor.userId, now);
      throw new AppError(
        'conflict',
        order.agentId === actor.userId
          ? 'Bạn đã nhận đơn hàng này rồi'
          : 'Đơn hàng đã được nhân viên khác nhận',
      );
    }
    const values = fieldsOf(fields);
    if (Object.keys(values).length > 0) {
      if (values.phone && values.phone !== claimed.phone) {
        values.clientId = (await repo.findClientByPhone(tx, values.phone))?.id ?? null;
      }
      await assertOrderRules({ ...ctx, db: tx }, { ...claimed, ...values } as OrderState, false);
      await repo.updateOrder(tx, id, values);
    }
    await recordChange(tx, ctx, {
      orderId: id,
      key: 'order_claimed',
      before: { step: 'unclaimed' },
      after: { ...claimChange, ...values },
    });
    await publishLive(tx, 'orders', { orderId: id, action: 'claimed' });
  });
  return viewOf(ctx, id);
}

/**
 * Updates an order's fields, step and stage; the status follows the stage. Stage order_claimed
 * is a claim (claimOrder): an order is claimed once, so re-claiming answers 409.
 * @throws 409 while another agent works on it; 400 for a stage the step does not allow.
 */
export async function updateOrder(
  ctx: RequestContext,
  id: number,
  input: UpdateOrderInput,
): Promise<OrderDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  assertNotContractFlow({ step: input.step, stage: input.stage });
  if (input.stage === claimChange.stage) {
    if (input.step !== undefined && input.step !== claimChange.step) {
      throw new AppError(
        'invalidRequest',
        `Giai đoạn "${claimChange.stage}" không hợp lệ ở bước "${input.step}"`,
      );
    }
    const { step: _step, stage: _stage, status: _status, ...fields } = input;
    return claimOrder(ctx, id, fields);
  }
  await assertReferences(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, id);
    if (!order) {
      throw notFound();
    }
    assertLockAllows(order, actor.userId, now);
    const step = input.step ?? (order.step as OrderStep);
    const stepChanged = step !== order.step;
    // A new step without a stage leaves the stage empty until one is chosen (A§4.1).
    const stage = input.stage ?? (stepChanged ? null : (order.stage as OrderStage | null));
    const values: Partial<repo.OrderInsert> = {
      ...fieldsOf(input),
      step,
      stepIndex: stepIndex(step),
      stage,
      status: stage ? statusOfStage(stage) : order.status,
      lastModify: now,
    };
    if (values.phone && values.phone !== order.phone) {
      values.clientId = (await repo.findClientByPhone(tx, values.phone))?.id ?? null;
    }
    await assertOrderRules({ ...ctx, db: tx }, { ...order, ...values } as OrderState, false);
    await repo.updateOrder(tx, id, values);
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key !== 'lastModify' && order[key as keyof OrderState] !== value,
      ),
    );
    const before = Object.fromEntries(
      Object.keys(changed).map((key) => [key, order[key as keyof OrderState]]),
    );
    await recordChange(tx, ctx, { orderId: id, key: 'order_updated', before, after: changed });
    await publishLive(tx, 'orders', { orderId: id, action: 'updated' });
  });
  return viewOf(ctx, id);
}

/** Takes or renews the working-agent lock (ORD-6). @throws 409 while another agent holds it. */
export async function lockOrder(ctx: RequestContext, id: number): Promise<OrderDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findOrder(tx, id);
    if (!before) {
      throw notFound();
    }
    const locked = await repo.lockOrder(
      tx,
      id,
      actor.userId,
      now,
      new Date(now.getTime() + workingAgentLeaseMs),
    );
    if (!locked) {
      throw new AppError('conflict', 'Đơn hàng đang được nhân viên khác xử lý');
    }
    const isNewLock =
      before.workingAgentId !== actor.userId || !before.workingUntil || before.workingUntil <= now;
    if (isNewLock) {
      await publishLive(tx, 'orders', { orderId: id, action: 'locked' });
    }
  });
  return viewOf(ctx, id);
}

/** Removes the lock; only its owner may (or anyone once it expired). @throws 409 otherwise. */
export async function unlockOrder(ctx: RequestContext, id: number): Promise<OrderDto> {
  const actor = requireActor(ctx.actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findOrder(tx, id))) {
      throw notFound();
    }
    if (!(await repo.unlockOrder(tx, id, actor.userId, ctx.now()))) {
      throw new AppError('conflict', 'Chỉ nhân viên đang xử lý mới có thể mở khoá đơn hàng');
    }
    await publishLive(tx, 'orders', { orderId: id, action: 'unlocked' });
  });
  return viewOf(ctx, id);
}

export async function listNotes(
  ctx: RequestContext,
  orderId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: OrderNoteDto[]; total: number }> {
  if (!(await repo.findOrder(ctx.db, orderId))) {
    throw notFound();
  }
  const rows = await repo.listNotes(ctx.db, orderId);
  const items = rows.map(toNoteDto);
  const slice =
    page.pageSize === -1
      ? items
      : items.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
  return { items: slice, total: items.length };
}

export async function addNote(
  ctx: RequestContext,
  orderId: number,
  content: string,
): Promise<OrderNoteDto> {
  const actor = requireActor(ctx.actor);
  const noteId = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findOrder(tx, orderId))) {
      throw notFound();
    }
    const id = await repo.insertNote(tx, {
      orderId,
      content,
      createdAt: ctx.now(),
      createdBy: actor.userId,
    });
    await publishLive(tx, 'orders', { orderId, action: 'noted' });
    return id;
  });
  const note = await repo.findNote(ctx.db, noteId);
  if (!note) {
    throw notFound();
  }
  return toNoteDto(note);
}

/** The console's own activity events (the logger's POST /v1/activity-logs/). */
export async function logActivity(
  ctx: RequestContext,
  key: string,
  data: Record<string, unknown>,
): Promise<void> {
  const orderId =
    typeof data.orderId === 'number' && (await repo.findOrder(ctx.db, data.orderId))
      ? data.orderId
      : null;
  await repo.insertActivity(ctx.db, {
    key,
    data,
    orderId,
    actorId: ctx.actor?.userId ?? null,
    at: ctx.now(),
  });
}
