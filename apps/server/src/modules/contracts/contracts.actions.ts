/**
 * The status actions (A§4.2, B§4): approve, reject, disburse, repay, renew, close and their undos.
 * Each undoable action stores the contract (and asset) as they were; its undo restores exactly
 * that snapshot.
 */
import type { DisburseInput } from '@pawndesk/domain/contract-api';
import {
  type CancelReason,
  isStanding,
  isValidActionDate,
  needsDisburseType,
  type PaymentType,
} from '@pawndesk/domain/contract-states';
import {
  advanceCollected,
  outstanding,
  overdueFeeDue,
  renewAmount,
  unchargedOverdueFee,
} from '@pawndesk/domain/loan-math';
import { formatVnd } from '@pawndesk/domain/money';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { figuresOf } from './contracts.mapper.ts';
import * as repo from './contracts.repo.ts';
import { act, auditAction, autoNote, publishContract, type Step } from './contracts.service.ts';

type Key = repo.ContractKey;

/** The columns an action may change; an undo writes them back. */
const restorableKeys = [
  'status',
  'approvedOn',
  'disbursedOn',
  'repaidOn',
  'renewedOn',
  'closedOn',
  'disbursementAmount',
  'disburseType',
  'repaidAmount',
  'waivedAmount',
  'renewalDifference',
  'chargedOverdueFee',
  'overridedOverdueFee',
  'liquidationFee',
  'failedCommitmentFee',
  'adjustedAmount',
  'cancelReason',
] as const satisfies readonly (keyof repo.ContractRow)[];

type Snapshot = {
  contract: Pick<repo.ContractRow, (typeof restorableKeys)[number]>;
  asset: { status: string; storedOn: string | null; releasedOn: string | null } | null;
};

async function snapshotOf(step: Step, contract = step.contract): Promise<Snapshot> {
  const asset = await repo.findAssetRow(step.tx, contract.assetId);
  const picked = Object.fromEntries(restorableKeys.map((key) => [key, contract[key]]));
  return {
    contract: picked as Snapshot['contract'],
    asset: asset
      ? { status: asset.status, storedOn: asset.storedOn, releasedOn: asset.releasedOn }
      : null,
  };
}

async function remember(step: Step, action: string, contract = step.contract) {
  await repo.insertActionLog(step.tx, {
    contractId: contract.id,
    action,
    before: await snapshotOf(step, contract),
    createdAt: step.now,
    createdBy: step.actor.userId,
  });
}

/** Writes back what `action` changed; 409 when there is nothing to undo. */
async function restore(step: Step, action: string, contract = step.contract): Promise<Snapshot> {
  const log = await repo.latestAction(step.tx, contract.id, action);
  if (!log) {
    throw new AppError('conflict', 'Không có thao tác nào để hoàn tác');
  }
  const before = log.before as Snapshot;
  await repo.updateContract(step.tx, contract.id, { ...before.contract, modifiedAt: step.now });
  if (before.asset) {
    await repo.setAssetState(step.tx, contract.assetId, {
      status: before.asset.status as repo.AssetStatus,
      storedOn: before.asset.storedOn,
      releasedOn: before.asset.releasedOn,
      modifiedAt: step.now,
    });
  }
  await repo.markActionUndone(step.tx, log.id, step.now);
  return before;
}

function assertActionDate(
  step: Step,
  date: string,
  code: 'REPAYMENT' | 'DISBURSEMENT' | 'RENEWAL',
) {
  if (!isValidActionDate(date, step.today, step.actor.isSuperuser, step.contract.submittedOn)) {
    const messages = {
      REPAYMENT: 'Ngày tất toán không hợp lệ',
      DISBURSEMENT: 'Ngày giải ngân không hợp lệ',
      RENEWAL: 'Ngày gia hạn không hợp lệ',
    };
    throw new AppError('invalidRequest', `${messages[code]} (INVALID_${code}_DATE)`);
  }
}

const paymentLabels: Record<PaymentType, string> = { CASH: 'tiền mặt', BANK: 'chuyển khoản' };
const cancelLabels: Record<CancelReason, string> = {
  FRAUD: 'gian lận',
  NOT_ELIGIBLE: 'không đủ điều kiện',
  RATE_DISAGREEMENT: 'không đồng ý lãi suất',
  TERMS_DISAGREEMENT: 'không đồng ý điều khoản',
};
const display = (date: string) => date.split('-').reverse().join('/');
const vnd = (amount: number) => `${formatVnd(amount)} đ`;

export function approve(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'approve', async (step) => {
    await remember(step, 'approve');
    await repo.updateContract(step.tx, step.contract.id, {
      status: 'APPROVED',
      approvedOn: step.today,
      modifiedAt: step.now,
    });
    await auditAction(step, 'approved', { status: 'APPROVED', approvedOn: step.today });
    await autoNote(step, 'Đã duyệt hợp đồng');
  });
}

export function reject(ctx: RequestContext, key: Key, cancelReason: CancelReason) {
  return act(ctx, key, 'reject', async (step) => {
    await repo.updateContract(step.tx, step.contract.id, {
      status: 'REJECTED',
      cancelReason,
      closedOn: step.today,
      modifiedAt: step.now,
    });
    await auditAction(step, 'rejected', { status: 'REJECTED', cancelReason });
    await autoNote(step, `Đã từ chối hợp đồng. Lý do: ${cancelLabels[cancelReason]}`);
  });
}

export function undoApproval(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'undoApproval', async (step) => {
    const before = await restore(step, 'approve');
    await auditAction(step, 'approval-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác duyệt hợp đồng');
  });
}

export function disburse(ctx: RequestContext, key: Key, input: DisburseInput) {
  return act(ctx, key, 'disburse', async (step) => {
    const { contract, tx } = step;
    const disbursedOn = input.disbursedOn ?? step.today;
    assertActionDate(step, disbursedOn, 'DISBURSEMENT');
    const parent = contract.parentId
      ? ((await repo.lockContract(tx, { id: contract.parentId }))?.contract ?? null)
      : null;
    const paysOut = needsDisburseType(contract.approvedAmount, parent?.approvedAmount ?? null);
    const type = paysOut ? ((input.type as PaymentType | undefined) ?? 'CASH') : null;
    await remember(step, 'disburse');
    await repo.updateContract(tx, contract.id, {
      status: 'DISBURSED',
      disbursedOn,
      disburseType: type,
      disbursementAmount: paysOut ? contract.receivedAmount : null,
      modifiedAt: step.now,
    });
    const collected = advanceCollected({
      interestAmount: contract.interestAmount,
      roundingFee: contract.roundingFee,
      discount: contract.discountAmount,
      interestType: contract.isAdvance ? 'ADVANCE' : 'ARREARS',
    });
    // Prepaid interest is taken out of the payout: the core books it, and the discount as a waiver.
    for (const [action, amount] of [
      ['REPAY', collected],
      ['WAIVE', contract.isAdvance ? contract.discountAmount : 0],
    ] as const) {
      if (amount > 0) {
        await repo.insertTransaction(tx, {
          contractId: contract.id,
          registeredOn: disbursedOn,
          type: type ?? 'CASH',
          amount,
          status: 'REGISTERED',
          action,
          manual: false,
          createdAt: step.now,
          createdBy: step.actor.userId,
        });
      }
    }
    await repo.writeMoneyTotals(tx, contract.id);
    const asset = await repo.findAssetRow(tx, contract.assetId);
    if (asset && asset.status !== 'IN_STORAGE') {
      await repo.setAssetState(tx, contract.assetId, {
        status: 'IN_STORAGE',
        storedOn: disbursedOn,
        modifiedAt: step.now,
      });
    }
    await auditAction(step, 'disbursed', { status: 'DISBURSED', disbursedOn, type });
    await autoNote(
      step,
      type
        ? `Đã giải ngân hợp đồng bằng ${paymentLabels[type]}: ${vnd(contract.receivedAmount)}`
        : `Đã giải ngân hợp đồng gia hạn (khoản vay cũ ${vnd(parent?.approvedAmount ?? 0)} đã bao gồm)`,
    );
  });
}

export function undoDisbursal(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'undoDisbursal', async (step) => {
    const { contract, tx } = step;
    const totals = await repo.moneyTotals(tx, contract.id);
    if (totals.manualTransactions > 0 || totals.fees > 0 || contract.overridedOverdueFee !== null) {
      throw new AppError(
        'conflict',
        'Hợp đồng đã có giao dịch hoặc phí, hãy hoàn tác các giao dịch trước',
      );
    }
    await repo.retractRegistered(tx, contract.id, { at: step.now, by: step.actor.userId });
    const before = await restore(step, 'disburse');
    await auditAction(step, 'disbursal-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác giải ngân hợp đồng');
  });
}

/** Settles the contract: everything due by `repaidOn` must be paid (transactions first). */
export function repay(ctx: RequestContext, key: Key, repaidOn: string) {
  return act(ctx, key, 'repay', async (step) => {
    const { contract, tx } = step;
    assertActionDate(step, repaidOn, 'REPAYMENT');
    const owed = outstanding(figuresOf(contract));
    if (owed > 0) {
      throw new AppError('conflict', `Khách hàng chưa thanh toán đủ, còn thiếu ${vnd(owed)}`);
    }
    await remember(step, 'repay');
    await repo.updateContract(tx, contract.id, {
      status: 'REPAID',
      repaidOn,
      modifiedAt: step.now,
    });
    await repo.setAssetState(tx, contract.assetId, {
      status: 'RELEASED',
      releasedOn: repaidOn,
      modifiedAt: step.now,
    });
    await auditAction(step, 'repaid', { status: 'REPAID', repaidOn });
    await autoNote(step, `Đã tất toán hợp đồng ngày ${display(repaidOn)}`);
  });
}

export function undoRepayment(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'undoRepayment', async (step) => {
    const before = await restore(step, 'repay');
    await auditAction(step, 'repayment-undone', before.contract);
    await autoNote(step, 'Đã hoàn tác tất toán hợp đồng');
  });
}

/**
 * Renews the contract into its newest child (created with this one as parent): the renewal
 * difference is the child's approved amount − this principal, and the renew transactions must
 * cover the renew amount.
 */
export function renew(ctx: RequestContext, key: Key, renewedOn: string) {
  return act(ctx, key, 'renew', async (step) => {
    const { contract, tx } = step;
    assertActionDate(step, renewedOn, 'RENEWAL');
    const [child] = await repo.findChildren(tx, contract.id);
    if (!child || !isStanding(child.status)) {
      throw new AppError('conflict', 'Chưa có hợp đồng gia hạn cho hợp đồng này');
    }
    const renewalDifference = child.approvedAmount - contract.principalAmount;
    const owed = renewAmount({ ...figuresOf(contract), renewalDifference });
    if (owed > 0) {
      throw new AppError('conflict', `Chưa thanh toán đủ tiền gia hạn, còn thiếu ${vnd(owed)}`);
    }
    await remember(step, 'renew');
    await repo.updateContract(tx, contract.id, {
      status: 'RENEWED',
      renewedOn,
      renewalDifference,
      modifiedAt: step.now,
    });
    await auditAction(step, 'renewed', {
      status: 'RENEWED',
      renewedOn,
      renewalDifference,
      child: child.id,
    });
    await autoNote(step, `Đã gia hạn sang hợp đồng #${child.finfluxId}`);
    await autoNote(step, `Hợp đồng gia hạn từ hợp đồng #${contract.finfluxId}`, child.id);
    await publishContract(tx, child.id);
  });
}

/**
 * Undoes a renewal from either side: the renewed contract gets its state back (its renew
 * transactions retracted) and the pending renewal contract is cancelled. A renewal contract that
 * was already approved must have that undone first.
 */
export function undoRenewal(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'undoRenewal', async (step) => {
    const { tx } = step;
    const child =
      step.contract.status === 'PENDING'
        ? step.contract
        : (await repo.findChildren(tx, step.contract.id))[0];
    const parent =
      step.contract.status === 'RENEWED'
        ? step.contract
        : (await repo.lockContract(tx, { id: step.contract.parentId ?? 0 }))?.contract;
    if (child && child.status !== 'PENDING') {
      throw new AppError('conflict', 'Hợp đồng gia hạn đã được duyệt, hãy hoàn tác duyệt trước');
    }
    if (parent?.status === 'RENEWED') {
      await repo.retractRegistered(tx, parent.id, {
        action: 'RENEW',
        at: step.now,
        by: step.actor.userId,
      });
      await restore(step, 'renew', parent);
      await repo.writeMoneyTotals(tx, parent.id);
      await autoNote(
        step,
        `Đã hoàn tác gia hạn sang hợp đồng #${child?.finfluxId ?? ''}`,
        parent.id,
      );
      if (parent.id !== step.contract.id) {
        await publishContract(tx, parent.id);
      }
    }
    if (child) {
      await repo.updateContract(tx, child.id, {
        status: 'REJECTED',
        cancelReason: 'UNDO_RENEWAL',
        closedOn: step.today,
        modifiedAt: step.now,
      });
      await autoNote(step, `Đã hoàn tác gia hạn từ hợp đồng #${parent?.finfluxId ?? ''}`, child.id);
      if (child.id !== step.contract.id) {
        await publishContract(tx, child.id);
      }
    }
    await auditAction(step, 'renewal-undone', {
      parent: parent?.id ?? null,
      child: child?.id ?? null,
    });
  });
}

/**
 * Closes a redeemed contract (PUT status CLOSED after the redeem bill): the overdue fee due by
 * the date is charged, the rest is paid with the given method, and the asset is released.
 */
export function close(
  ctx: RequestContext,
  key: Key,
  input: { submissionDate?: string | undefined; paymentMethod?: string | undefined },
) {
  return act(ctx, key, 'close', async (step) => {
    const { contract, tx } = step;
    const date = input.submissionDate ?? step.today;
    assertActionDate(step, date, 'REPAYMENT');
    const { loanTerm } = step.product;
    const overdue = overdueFeeDue(contract, loanTerm, date);
    const extraFee = unchargedOverdueFee(contract, loanTerm, date);
    if (contract.overridedOverdueFee === null && extraFee > 0) {
      await repo.insertFee(tx, {
        contractId: contract.id,
        type: 'OVERDUE',
        registeredOn: date,
        amount: extraFee,
        createdAt: step.now,
        createdBy: step.actor.userId,
      });
    }
    const owed = outstanding(figuresOf(contract, overdue));
    if (owed > 0) {
      await repo.insertTransaction(tx, {
        contractId: contract.id,
        registeredOn: date,
        type: input.paymentMethod === 'CASH' || !input.paymentMethod ? 'CASH' : 'BANK',
        amount: owed,
        status: 'REGISTERED',
        action: 'REPAY',
        manual: false,
        createdAt: step.now,
        createdBy: step.actor.userId,
      });
    }
    await repo.writeMoneyTotals(tx, contract.id);
    await repo.updateContract(tx, contract.id, {
      status: 'CLOSED',
      closedOn: date,
      modifiedAt: step.now,
    });
    await repo.setAssetState(tx, contract.assetId, {
      status: 'RELEASED',
      releasedOn: date,
      modifiedAt: step.now,
    });
    await auditAction(step, 'closed', { status: 'CLOSED', closedOn: date, paid: owed });
    await autoNote(
      step,
      `Khách hàng chuộc tài sản, đóng hợp đồng ngày ${display(date)}: ${vnd(Math.max(0, owed))}`,
    );
  });
}

/** Queues the Zalo renewed-contract message (superuser only). */
export function sendRenewedNotification(ctx: RequestContext, key: Key) {
  return act(ctx, key, 'sendRenewedNotification', async (step) => {
    const [child] = await repo.findChildren(step.tx, step.contract.id);
    await repo.queueNotification(step.tx, {
      channel: 'ZALO',
      kind: 'contract-renewed',
      contractId: step.contract.id,
      clientId: step.contract.clientId,
      payload: { finfluxId: step.contract.finfluxId, renewalFinfluxId: child?.finfluxId ?? null },
      createdAt: step.now,
      createdBy: step.actor.userId,
    });
    await auditAction(step, 'renewed-notification-sent', { channel: 'ZALO' });
    await autoNote(step, 'Đã gửi thông báo gia hạn hợp đồng cho khách hàng qua Zalo');
  });
}
