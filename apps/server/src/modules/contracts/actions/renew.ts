import { isStanding } from '@pawndesk/domain/contract-states';
import { renewAmount } from '@pawndesk/domain/loan-math';
import { AppError } from '../../../errors.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { assertActionDate } from '../action-date.ts';
import { figuresOf } from '../contracts.mapper.ts';
import {
  type ContractKey,
  type ContractRow,
  findChildren,
  updateContract,
} from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, publishedView, runAction, type Step } from '../run-action.ts';
import { remember } from '../snapshots.ts';

/**
 * Renews the contract into its newest child (created with this one as parent): the renewal
 * difference is the child's approved amount − this principal, and the renew transactions must
 * cover the renew amount.
 */
export function renew(ctx: RequestContext, key: ContractKey, renewedOn: string) {
  return runAction(ctx, key, 'renew', async (step) => {
    assertActionDate(step, renewedOn, 'RENEWAL');
    await renewIn(step, renewedOn);
  });
}

/** The renewal itself, on the locked contract of `step`; answers the child it renewed into. */
export async function renewIn(step: Step, renewedOn: string): Promise<ContractRow> {
  const { contract, tx } = step;
  const [child] = await findChildren(tx, contract.id);
  if (!child || !isStanding(child.status)) {
    throw new AppError('conflict', 'Chưa có hợp đồng gia hạn cho hợp đồng này');
  }
  const renewalDifference = child.approvedAmount - contract.principalAmount;
  const owed = renewAmount({ ...figuresOf(contract), renewalDifference });
  if (owed > 0) {
    throw new AppError('conflict', `Chưa thanh toán đủ tiền gia hạn, còn thiếu ${vnd(owed)}`);
  }
  await remember(step, 'renew');
  await updateContract(tx, contract.id, {
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
  await publishedView(tx, child.id);
  return child;
}
