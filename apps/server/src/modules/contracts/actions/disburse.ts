import type { DisburseInput } from '@pawndesk/domain/contract-api';
import { needsDisburseType, type PaymentType } from '@pawndesk/domain/contract-states';
import { advanceCollected } from '@pawndesk/domain/loan-math';
import type { RequestContext } from '../../../plugins/context.ts';
import { assertActionDate } from '../action-date.ts';
import { bookDisbursal } from '../cash-book.ts';
import { insertTransaction, writeMoneyTotals } from '../contract-money.repo.ts';
import { findAssetRow, setAssetState } from '../contract-references.repo.ts';
import { type ContractKey, lockContract, updateContract } from '../contracts.repo.ts';
import { vnd } from '../note-text.ts';
import { auditAction, autoNote, runAction } from '../run-action.ts';
import { remember } from '../snapshots.ts';

const paymentLabels: Record<PaymentType, string> = { CASH: 'tiền mặt', BANK: 'chuyển khoản' };

/**
 * APPROVED → DISBURSED (A§4.2): pays out by the given type (none when the parent lent at least as
 * much), books the prepaid interest and discount, and puts the asset in storage.
 */
export function disburse(ctx: RequestContext, key: ContractKey, input: DisburseInput) {
  return runAction(ctx, key, 'disburse', async (step) => {
    const { contract, tx } = step;
    const disbursedOn = input.disbursedOn ?? step.today;
    assertActionDate(step, disbursedOn, 'DISBURSEMENT');
    const parent = contract.parentId
      ? ((await lockContract(tx, { id: contract.parentId }))?.contract ?? null)
      : null;
    const paysOut = needsDisburseType(contract.approvedAmount, parent?.approvedAmount ?? null);
    const type = paysOut ? ((input.type as PaymentType | undefined) ?? 'CASH') : null;
    await remember(step, 'disburse');
    await updateContract(tx, contract.id, {
      status: 'DISBURSED',
      disbursedOn,
      disburseType: type,
      disbursementAmount: paysOut ? contract.receivedAmount : null,
      modifiedAt: step.now,
    });
    // The cash book (decisions/0011): the payout, net of the prepaid interest booked below.
    if (type) {
      await bookDisbursal(step, {
        amount: contract.receivedAmount,
        method: type,
        date: disbursedOn,
      });
    }
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
        await insertTransaction(tx, {
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
    await writeMoneyTotals(tx, contract.id);
    const asset = await findAssetRow(tx, contract.assetId);
    if (asset && asset.status !== 'IN_STORAGE') {
      await setAssetState(tx, contract.assetId, {
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
