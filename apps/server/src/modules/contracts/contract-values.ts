/**
 * The figures of a new or edited contract (B§7 POST/PUT contracts): references checked, the loan
 * form's rules (B§5) applied, every amount from the domain's loanTerms().
 */
import type { contractInput } from '@pawndesk/domain/contract-api';
import { isValidActionDate } from '@pawndesk/domain/contract-states';
import { interestCaps, loanTerms } from '@pawndesk/domain/loan-math';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/context.ts';
import {
  clientExists,
  findAssetRow,
  findProduct,
  findPromotion,
  findUser,
} from './contract-references.repo.ts';

export type ContractForm = z.infer<typeof contractInput>;

const invalid = (message: string) => new AppError('invalidRequest', message);

/** Checks references and rules, and computes every figure of the contract. */
export async function contractValues(
  tx: DbOrTx,
  actor: Actor,
  today: string,
  input: ContractForm,
  parentId: number | null,
) {
  // One after another: a transaction is one connection, which runs one statement at a time
  // (pg queues statements sent together on it and will refuse them from pg 9 on).
  const product = await findProduct(tx, input.product);
  const client = await clientExists(tx, input.client);
  const asset = await findAssetRow(tx, input.asset);
  if (!product) {
    throw invalid('Gói vay không tồn tại');
  }
  if (!client) {
    throw invalid('Khách hàng không tồn tại');
  }
  if (!asset) {
    throw invalid('Tài sản không tồn tại');
  }
  const promotion = input.promotion ? await findPromotion(tx, input.promotion) : null;
  if (input.promotion && !promotion) {
    throw invalid('Khuyến mãi không tồn tại');
  }
  if (input.validator && !(await findUser(tx, input.validator))) {
    throw invalid('Người thẩm định không tồn tại');
  }
  const rate = input.specialInterestValue;
  const cap = interestCaps[product.interestType];
  if (rate > cap) {
    throw invalid(
      product.interestType === 'ADVANCE'
        ? `Lãi suất trả trước tối đa ${cap}%`
        : `Lãi suất trả sau tối đa ${cap}%`,
    );
  }
  if (rate < product.minInterestRate || rate > product.maxInterestRate) {
    throw invalid(`Lãi suất phải từ ${product.minInterestRate}% đến ${product.maxInterestRate}%`);
  }
  if (asset.valuatedAmount > 0 && input.approvedAmount > asset.valuatedAmount) {
    throw new AppError('approvedAmountGreaterThanValuatedAmount', 'Giá cầm lớn hơn giá thẩm định');
  }
  if (input.proposedAmount > 0 && input.approvedAmount > input.proposedAmount) {
    throw invalid('Số tiền duyệt lớn hơn số tiền đề xuất');
  }
  const submittedOn = input.submittedOn ?? today;
  if (!isValidActionDate(submittedOn, today, actor.isSuperuser)) {
    throw new AppError('invalidDisbursementDate', 'Ngày giải ngân không hợp lệ');
  }
  if (input.maturesDate && input.maturesDate <= submittedOn) {
    throw new AppError('invalidMaturityDate', 'Ngày đáo hạn phải sau ngày giải ngân');
  }
  const terms = loanTerms({
    approvedAmount: input.approvedAmount,
    interestRate: rate,
    submittedOn,
    storageFee: input.warehousingFee,
    product,
    promotion: promotion ?? null,
    isRenewal: parentId !== null,
    maturesOn: input.maturesDate,
  });
  if (terms.receivedAmount < 0) {
    throw new AppError('invalidDisbursementAmount', 'Số tiền giải ngân không hợp lệ');
  }
  return {
    clientId: input.client,
    assetId: input.asset,
    productId: product.id,
    promotionId: promotion?.id ?? null,
    validatorId: input.validator ?? null,
    requiredAmount: input.requiredAmount,
    proposedAmount: input.proposedAmount,
    approvedAmount: input.approvedAmount,
    interestRate: rate,
    storageFee: input.warehousingFee,
    submittedOn,
    maturesOn: terms.maturesOn,
    overridedMaturesOn: input.maturesDate ?? null,
    dueDate: terms.dueDate,
    principalAmount: terms.principalAmount,
    interestAmount: terms.interestAmount,
    roundingFee: terms.roundingFee,
    discountAmount: terms.discountAmount,
    receivedAmount: terms.receivedAmount,
    isAdvance: terms.isAdvance,
  };
}
