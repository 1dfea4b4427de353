/**
 * The action runner of the loan core: every change to a contract goes through `runAction` — lock,
 * state check, the use case's work, then one read of the contract for the live event and the
 * answer, all in one transaction. The use cases add their audit row and automatic note with
 * `auditAction` and `autoNote`.
 */
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { type CheckedAction, checkAction } from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { publishLive } from '../../lib/live.ts';
import { requireActor } from '../../plugins/access.ts';
import type { Actor, RequestContext } from '../../plugins/context.ts';
import { contractNotFound, refusalError } from './contract-errors.ts';
import { insertNote } from './contract-history.repo.ts';
import { factsOf, toContractDto } from './contracts.mapper.ts';
import {
  type ContractKey,
  type ContractRow,
  type ContractView,
  type ContractWithProduct,
  findContractView,
  findContractWithProduct,
  lockContract,
  type ProductRow,
} from './contracts.repo.ts';

/** What a use case's work gets: the locked contract and who acts, inside the transaction. */
export type Step = {
  tx: DbOrTx;
  ctx: RequestContext;
  contract: ContractRow;
  /** The contract's product (loan term, commitment), read with the lock. */
  product: ProductRow;
  actor: Actor;
  today: string;
  now: Date;
};

/**
 * Runs an action: locks the contract (concurrent actions on it queue, and the second sees the
 * first's result), checks the state machine, does the work, then reads the contract once to tell
 * the payment-reminder channel and to answer — all in one transaction.
 */
export async function runAction(
  ctx: RequestContext,
  key: ContractKey,
  action: CheckedAction,
  work: (step: Step) => Promise<void>,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const { view } = await ctx.db.transaction((tx) => actIn(tx, ctx, key, action, work));
  return toContractDto(view, actor, now);
}

/**
 * The action runner's transaction part, for a caller that owns the transaction (an action that
 * also prints): lock, state check, `work`, then the contract's view, published. Answers what
 * `work` answered with the view.
 */
export async function actIn<T>(
  tx: DbOrTx,
  ctx: RequestContext,
  key: ContractKey,
  action: CheckedAction,
  work: (step: Step) => Promise<T>,
): Promise<{ result: T; view: ContractView }> {
  const step = checkedStep(tx, ctx, action, await lockContract(tx, key));
  const result = await work(step);
  return { result, view: await publishedView(tx, step.contract.id) };
}

/**
 * The step `action` would run with, read as the contract stands, without a transaction or lock:
 * what a printing action renders its document from before its transaction (print-action.ts). The
 * state check refuses here already, so a refused action renders nothing.
 */
export async function peekStep(
  ctx: RequestContext,
  key: ContractKey,
  action: CheckedAction,
): Promise<Step> {
  return checkedStep(ctx.db, ctx, action, await findContractWithProduct(ctx.db, key));
}

function checkedStep(
  tx: DbOrTx,
  ctx: RequestContext,
  action: CheckedAction,
  found: ContractWithProduct | undefined,
): Step {
  if (!found) {
    throw contractNotFound();
  }
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const step: Step = { tx, ctx, ...found, actor, today: businessDate(now), now };
  assertAllowed(step, action);
  return step;
}

/** Refuses `action` when the state machine does not allow it on the step's contract today. */
export function assertAllowed(step: Step, action: CheckedAction): void {
  const verdict = checkAction(action, factsOf(step.contract), step.actor, step.today);
  if (!verdict.ok) {
    throw refusalError(action, verdict.refusal, step.contract.status);
  }
}

/**
 * The step again with the contract (and product) as they are now, inside the same transaction and
 * lock: what a use case composed after another (settling) must compute from.
 */
export async function refreshed(step: Step): Promise<Step> {
  const locked = await lockContract(step.tx, { id: step.contract.id });
  if (!locked) {
    throw contractNotFound();
  }
  return { ...step, ...locked };
}

/** Reads a contract's view after a change and tells the payment-reminder channel about it. */
export async function publishedView(tx: DbOrTx, id: number): Promise<ContractView> {
  const view = await findContractView(tx, { id });
  if (!view) {
    throw contractNotFound();
  }
  await publishLive(tx, 'payment-reminder', {
    type: 'contract',
    contract: {
      id: view.contract.id,
      finfluxId: view.contract.finfluxId,
      status: view.contract.status,
      dueDate: view.contract.dueDate,
      approvedAmount: view.contract.approvedAmount,
      branch: view.branch.id,
      assetType: view.assetType?.name ?? null,
      hasValueAdjustment: view.contract.adjustedAmount > 0,
    },
  });
  return view;
}

/** The automatic Vietnamese note that follows every action (A§4.2). */
export async function autoNote(step: Step, content: string, contractId = step.contract.id) {
  await insertNote(step.tx, {
    contractId,
    content,
    automatic: true,
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
}

/** The audit row of an action, with the contract before and after. */
export async function auditAction(step: Step, action: string, after: unknown, before?: unknown) {
  await audit(step.tx, step.ctx, {
    action: `contract.${action}`,
    entity: 'contract',
    entityId: step.contract.id,
    before: before ?? { status: step.contract.status },
    after,
  });
}
