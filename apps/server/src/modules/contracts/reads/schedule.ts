import type { RepaymentScheduleDto } from '@pawndesk/domain/contract-api';
import { repaymentSchedule as schedule } from '@pawndesk/domain/loan-math';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findContractView } from '../contracts.repo.ts';

/** The repayment schedule tab (A§7), by mifos id. */
export async function repaymentSchedule(
  ctx: RequestContext,
  mifosId: number,
): Promise<RepaymentScheduleDto> {
  const view = await findContractView(ctx.db, { mifosId });
  if (!view) {
    throw contractNotFound();
  }
  const { contract, product } = view;
  const periods = schedule({ ...contract, repayEvery: product.repayEvery });
  return {
    periods,
    totalPrincipal: contract.principalAmount,
    totalInterest: contract.interestAmount + contract.roundingFee,
  };
}
