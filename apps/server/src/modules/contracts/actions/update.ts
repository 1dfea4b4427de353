import type { RequestContext } from '../../../plugins/context.ts';
import { type ContractForm, contractValues } from '../contract-values.ts';
import { updateContract as writeContract } from '../contracts.repo.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';

/** PUT contracts/{id}: only a PENDING contract without parent, at most 3 days old (A§4.2). */
export function updateContract(ctx: RequestContext, id: number, input: ContractForm) {
  return runAction(ctx, { id }, 'edit', async (step) => {
    const values = await contractValues(step.tx, step.actor, step.today, input, null);
    await writeContract(step.tx, id, {
      ...values,
      originallySubmittedOn: values.submittedOn,
      modifiedAt: step.now,
    });
    await auditAction(step, 'updated', values, {
      approvedAmount: step.contract.approvedAmount,
      interestRate: step.contract.interestRate,
      submittedOn: step.contract.submittedOn,
    });
    await autoNote(step, 'Đã cập nhật hợp đồng');
  });
}
