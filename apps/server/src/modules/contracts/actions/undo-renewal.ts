import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { retractRegistered, writeMoneyTotals } from '../contract-money.repo.ts';
import { type ContractKey, findChildren, lockContract, updateContract } from '../contracts.repo.ts';
import { auditAction, autoNote, publishedView, runAction } from '../run-action.ts';
import { restore } from '../snapshots.ts';

/**
 * Undoes a renewal from either side: the renewed contract gets its state back (its renew
 * transactions retracted) and the pending renewal contract is cancelled. A renewal contract that
 * was already approved must have that undone first. The runner tells the payment-reminder
 * channel about the contract acted on; this tells it about the other side.
 */
export function undoRenewal(ctx: RequestContext, key: ContractKey) {
  return runAction(ctx, key, 'undoRenewal', async (step) => {
    const { tx } = step;
    const child =
      step.contract.status === 'PENDING'
        ? step.contract
        : (await findChildren(tx, step.contract.id))[0];
    const parent =
      step.contract.status === 'RENEWED'
        ? step.contract
        : (await lockContract(tx, { id: step.contract.parentId ?? 0 }))?.contract;
    if (child && child.status !== 'PENDING') {
      throw new AppError('conflict', 'Hợp đồng gia hạn đã được duyệt, hãy hoàn tác duyệt trước');
    }
    if (parent?.status === 'RENEWED') {
      await retractRegistered(tx, parent.id, {
        action: 'RENEW',
        at: step.now,
        by: step.actor.userId,
      });
      await restore(step, 'renew', parent);
      await writeMoneyTotals(tx, parent.id);
      await autoNote(
        step,
        `Đã hoàn tác gia hạn sang hợp đồng #${child?.finfluxId ?? ''}`,
        parent.id,
      );
      if (parent.id !== step.contract.id) {
        await publishedView(tx, parent.id);
      }
    }
    if (child) {
      await updateContract(tx, child.id, {
        status: 'REJECTED',
        cancelReason: 'UNDO_RENEWAL',
        closedOn: step.today,
        modifiedAt: step.now,
      });
      await autoNote(step, `Đã hoàn tác gia hạn từ hợp đồng #${parent?.finfluxId ?? ''}`, child.id);
      if (child.id !== step.contract.id) {
        await publishedView(tx, child.id);
      }
    }
    await auditAction(step, 'renewal-undone', {
      parent: parent?.id ?? null,
      child: child?.id ?? null,
    });
  });
}
