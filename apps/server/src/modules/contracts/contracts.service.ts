import type {
  ContractDto,
  ContractListDto,
  ContractListQuery,
  ContractSummaryDto,
  FeeDto,
  TransactionDto,
} from '@pawndesk/domain/contract-api';
import {
  type ContractAction,
  type ContractStatus,
  checkAction,
  notRedeemableMessage,
  notRenewableMessage,
  type Refusal,
} from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { publishLive } from '../../lib/live.ts';
import { requireActor } from '../../plugins/access.ts';
import type { Actor, RequestContext } from '../../plugins/context.ts';
import { factsOf, toContractDto, toFeeDto, toTransactionDto } from './contracts.mapper.ts';
import * as repo from './contracts.repo.ts';

export const contractNotFound = () => new AppError('notFound', 'Không tìm thấy hợp đồng');

const actionLabels: Record<ContractAction, string> = {
  approve: 'duyệt',
  reject: 'từ chối',
  edit: 'sửa',
  disburse: 'giải ngân',
  undoApproval: 'hoàn tác duyệt',
  undoDisbursal: 'hoàn tác giải ngân',
  repay: 'tất toán',
  undoRepayment: 'hoàn tác tất toán',
  renew: 'gia hạn',
  undoRenewal: 'hoàn tác gia hạn',
  addTransaction: 'thêm giao dịch cho',
  chargeFee: 'thu phí',
  overrideOverdueFee: 'điều chỉnh phí quá hạn của',
  adjustValue: 'điều chỉnh giá trị',
  liquidize: 'thanh lý',
  close: 'đóng',
  sendRenewedNotification: 'gửi thông báo gia hạn cho',
};

/** A refused action → 409 with the spec's message where one exists, 403 for permissions. */
function refusalError(action: ContractAction, refusal: Refusal, status: ContractStatus): AppError {
  switch (refusal) {
    case 'PERMISSION':
      return new AppError('forbidden', 'Bạn không có quyền thực hiện thao tác này');
    case 'UNDO_WINDOW':
      return new AppError('conflict', 'Đã quá 3 ngày, không thể hoàn tác');
    case 'EDIT_WINDOW':
      return new AppError('conflict', 'Chỉ sửa được hợp đồng tạo trong vòng 3 ngày');
    case 'HAS_PARENT':
      return new AppError('conflict', 'Không thể sửa hợp đồng gia hạn');
    case 'NOT_SUBMITTED_YET':
      return new AppError('conflict', 'Chưa đến ngày tạo hợp đồng, chưa thể giải ngân');
    case 'STATUS':
      if (action === 'renew') {
        return new AppError('conflict', notRenewableMessage(status));
      }
      if (action === 'repay' || action === 'close') {
        return new AppError('conflict', notRedeemableMessage(status));
      }
      return new AppError(
        'conflict',
        `Không thể ${actionLabels[action]} hợp đồng ở trạng thái ${status}`,
      );
  }
}

/** What an action's work gets: the locked contract and who acts, inside the transaction. */
export type Step = {
  tx: DbOrTx;
  ctx: RequestContext;
  contract: repo.ContractRow;
  /** The contract's product (loan term, commitment), read with the lock. */
  product: repo.ProductRow;
  actor: Actor;
  today: string;
  now: Date;
};

/**
 * Runs an action: locks the contract (concurrent actions on it queue, and the second sees the
 * first's result), checks the state machine, does the work, then reads the contract once to tell
 * the payment-reminder channel and to answer — all in one transaction.
 */
export async function act(
  ctx: RequestContext,
  key: repo.ContractKey,
  action: ContractAction,
  work: (step: Step) => Promise<void>,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const today = businessDate(now);
  const view = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockContract(tx, key);
    if (!locked) {
      throw contractNotFound();
    }
    const { contract, product } = locked;
    const verdict = checkAction(action, factsOf(contract), actor, today);
    if (!verdict.ok) {
      throw refusalError(action, verdict.refusal, contract.status);
    }
    await work({ tx, ctx, contract, product, actor, today, now });
    return publishedView(tx, contract.id);
  });
  return toContractDto(view, actor, now);
}

/** Reads the contract's view after a change and tells the payment-reminder channel about it. */
export async function publishedView(tx: DbOrTx, id: number): Promise<repo.ContractView> {
  const view = await repo.findContractView(tx, { id });
  if (!view) {
    throw contractNotFound();
  }
  await publishView(tx, view);
  return view;
}

/** A live event on payment-reminder for another contract the action changed (parent, renewal). */
export async function publishContract(tx: DbOrTx, id: number): Promise<void> {
  await publishedView(tx, id);
}

/** A live event on payment-reminder with the fields the reminder list refreshes on (A§3). */
async function publishView(tx: DbOrTx, view: repo.ContractView): Promise<void> {
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
}

/** The automatic Vietnamese note that follows every action (A§4.2). */
export async function autoNote(step: Step, content: string, contractId = step.contract.id) {
  await repo.insertNote(step.tx, {
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

export async function getContract(
  ctx: RequestContext,
  key: repo.ContractKey,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const view = await repo.findContractView(ctx.db, key);
  if (!view) {
    throw contractNotFound();
  }
  return toContractDto(view, actor, ctx.now());
}

export async function listContracts(
  ctx: RequestContext,
  query: ContractListQuery,
): Promise<ContractListDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const [views, total, summary] = await Promise.all([
    repo.listContractViews(ctx.db, query),
    repo.countContracts(ctx.db, query),
    summarize(ctx, query),
  ]);
  return { items: views.map((view) => toContractDto(view, actor, now)), total, summary };
}

export async function summarize(
  ctx: RequestContext,
  filter: Omit<ContractListQuery, 'page' | 'pageSize' | 'orderBy' | 'status'>,
): Promise<ContractSummaryDto> {
  const { byStatus, clients } = await repo.summarizeContracts(ctx.db, filter);
  return {
    pending: byStatus.get('PENDING') ?? 0,
    approved: byStatus.get('APPROVED') ?? 0,
    disbursed: byStatus.get('DISBURSED') ?? 0,
    overdue: byStatus.get('OVERDUE') ?? 0,
    renewed: byStatus.get('RENEWED') ?? 0,
    repaid: (byStatus.get('REPAID') ?? 0) + (byStatus.get('CLOSED') ?? 0),
    clients,
  };
}

export async function listTransactions(
  ctx: RequestContext,
  key: repo.ContractKey,
): Promise<{ items: TransactionDto[]; total: number }> {
  const actor = requireActor(ctx.actor);
  const contract = await repo.findContractView(ctx.db, key);
  if (!contract) {
    throw contractNotFound();
  }
  const rows = await repo.listTransactions(ctx.db, contract.contract.id);
  const items = rows.map((row) => toTransactionDto(row, contract.contract.status, actor));
  return { items, total: items.length };
}

export async function listFees(
  ctx: RequestContext,
  id: number,
): Promise<{ items: FeeDto[]; total: number }> {
  const contract = await repo.findContractView(ctx.db, { id });
  if (!contract) {
    throw contractNotFound();
  }
  const items = (await repo.listFees(ctx.db, id)).map(toFeeDto);
  return { items, total: items.length };
}
