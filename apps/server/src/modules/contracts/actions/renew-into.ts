import type { ContractDto, renewIntoInput } from '@pawndesk/domain/contract-api';
import {
  earlyRenewalDays,
  isValidRenewalDate,
  receivedAmountRefusal,
  renewalFeeToCharge,
  renewalLateDays,
  renewalMaturity,
  renewalOverdueFee,
  renewalPayable,
  revaluation,
} from '@pawndesk/domain/renewal';
import type { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findProduct } from '../contract-references.repo.ts';
import { figuresOf, toContractDto } from '../contracts.mapper.ts';
import { type ContractKey, findContractView } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { actIn, autoNote, refreshed, type Step } from '../run-action.ts';
import { addTransactionIn } from './add-transaction.ts';
import { chargeFeeIn } from './charge-fee.ts';
import { createContractIn } from './create.ts';
import { overrideOverdueFeeIn } from './override-overdue-fee.ts';
import { renewIn } from './renew.ts';
import { queueRenewedNotificationIn } from './send-renewed-notification.ts';

/** The body as the route parsed it (defaults applied, keys upper-cased). */
export type ParsedRenewal = z.output<typeof renewIntoInput>;

/**
 * The renewal editor's save (B§4 Renewal, FLOW-5) as one call in ONE transaction, made of the
 * single calls' own use cases, in B§4's order, on the former contract locked for the whole time:
 * 1. the renewal date (INVALID_RENEWAL_DATE: the window of B§5, not before the former contract's
 *    submission date);
 * 2. override the overdue fee when set;
 * 3. charge the overdue fee difference: what the renewal late days carry (domain renewal.ts)
 *    beyond what is charged;
 * 4. the payments must add up to what renewing into this loan costs (INVALID_AMOUNT);
 * 5. create the new contract with the former as parent (its client, asset and branch), and its
 *    note;
 * 6. post each payment as a renew transaction on the renewal date;
 * 7. renew the former contract into the new one, with a note on both (and a revaluation note
 *    when the asset lost more than 10 %);
 * 8. with `notifyClient`, queue the Zalo renewal notice in the notification outbox.
 * Any refusal or failure rolls every step back. A second save waits on the former contract's row
 * lock and is refused: it is renewed (409, "Hợp đồng này không thể gia hạn"). Answers the new
 * contract.
 */
export async function renewInto(
  ctx: RequestContext,
  key: ContractKey,
  input: ParsedRenewal,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const view = await ctx.db.transaction(async (tx) => {
    const { result: childId } = await actIn(tx, ctx, key, 'renew', (first) =>
      renewIntoIn(first, input),
    );
    const child = await findContractView(tx, { id: childId });
    if (!child) {
      throw contractNotFound();
    }
    return child;
  });
  return toContractDto(view, actor, now);
}

async function renewIntoIn(first: Step, input: ParsedRenewal): Promise<number> {
  const { renewedOn } = input;
  const dateOk = isValidRenewalDate({
    renewedOn,
    today: first.today,
    isSuperuser: first.actor.isSuperuser,
    formerSubmittedOn: first.contract.submittedOn,
  });
  if (!dateOk) {
    throw new AppError('invalidRenewalDate', 'Ngày gia hạn không hợp lệ');
  }
  const earlyDays = input.earlyRenewalDays ?? earlyRenewalDays(first.contract.maturesOn, renewedOn);

  let step: Step = first;
  if (input.overridedOverdueFee !== null) {
    await overrideOverdueFeeIn(step, input.overridedOverdueFee);
    step = await refreshed(step);
  }
  const carried = renewalOverdueFee({
    interestAmount: step.contract.interestAmount,
    loanTerm: step.product.loanTerm,
    lateDays: renewalLateDays({
      formerMaturesOn: step.contract.maturesOn,
      renewedOn,
      earlyRenewalDays: earlyDays,
    }),
    chargedOverdueFee: step.contract.chargedOverdueFee,
    overridedOverdueFee: step.contract.overridedOverdueFee,
  });
  const feeDifference = renewalFeeToCharge(carried, step.contract.chargedOverdueFee);
  if (feeDifference > 0) {
    await chargeFeeIn(step, { type: 'OVERDUE', amount: feeDifference, registeredOn: renewedOn });
    step = await refreshed(step);
  }

  const payable = renewalPayable(figuresOf(step.contract), input.approvedAmount);
  const received = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const refusal = receivedAmountRefusal(received, payable);
  if (refusal) {
    throw new AppError(
      'invalidAmount',
      refusal === 'SHORT'
        ? `Số tiền thu chưa đủ để gia hạn, còn thiếu ${vnd(payable - received)}`
        : `Số tiền thu vượt quá số tiền gia hạn (${vnd(payable)})`,
    );
  }

  const former = step.contract;
  const child = await createContractIn(
    step.tx,
    step.ctx,
    {
      client: former.clientId,
      asset: former.assetId,
      branch: former.branchId,
      parent: former.id,
      product: input.product,
      promotion: input.promotion,
      validator: input.validator,
      requiredAmount: input.requiredAmount,
      proposedAmount: input.proposedAmount,
      approvedAmount: input.approvedAmount,
      warehousingFee: input.warehousingFee,
      specialInterestValue: input.specialInterestValue,
      submittedOn: renewedOn,
      maturesDate: input.maturesDate ?? (await defaultMaturity(step, input, earlyDays)),
    },
    former,
  );

  for (const payment of input.payments) {
    await addTransactionIn(step, { ...payment, registeredOn: renewedOn, action: 'RENEW' });
    step = await refreshed(step);
  }
  const revalued = revaluation({ ...step.contract });
  if (revalued.required) {
    await autoNote(
      step,
      `Định giá lại tài sản (giảm quá 10%, còn ${vnd(revalued.newPrice)}): thu thêm lãi ${vnd(revalued.extraInterest)}`,
    );
  }
  await renewIn(step, renewedOn);
  if (input.notifyClient) {
    await queueRenewedNotificationIn(step, child.finfluxId);
  }
  return child.id;
}

/**
 * The new contract's maturity when staff kept the default (B§4): renewal date + the new
 * product's loan term + the early-renewal days; undefined when that is the product's own
 * maturity, so the contract records no agreed date.
 */
async function defaultMaturity(
  step: Step,
  input: ParsedRenewal,
  earlyDays: number,
): Promise<string | undefined> {
  if (earlyDays === 0) {
    return undefined;
  }
  const product = await findProduct(step.tx, input.product);
  if (!product) {
    return undefined;
  }
  return renewalMaturity({
    renewedOn: input.renewedOn,
    loanTerm: product.loanTerm,
    earlyRenewalDays: earlyDays,
  });
}
