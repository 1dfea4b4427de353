/**
 * Creating and editing a contract (B§7 POST/PUT contracts) and its notes. The figures come from
 * the domain's loanTerms(); a renewal is a new contract whose parent is the active one it renews.
 */

import type { ClientNoteDto } from '@pawndesk/domain/client-api';
import type { ContractDto, contractInput } from '@pawndesk/domain/contract-api';
import {
  isActive,
  isStanding,
  isValidActionDate,
  notRenewableMessage,
} from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import { interestCaps, loanTerms } from '@pawndesk/domain/loan-math';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { requireActor } from '../../plugins/access.ts';
import type { Actor, RequestContext } from '../../plugins/context.ts';
import { toContractDto } from './contracts.mapper.ts';
import * as repo from './contracts.repo.ts';
import {
  act,
  auditAction,
  autoNote,
  contractNotFound,
  publishedView,
} from './contracts.service.ts';

type ParsedInput = z.infer<typeof contractInput>;

const invalid = (message: string) => new AppError('invalidRequest', message);

/** Checks references and rules, and computes every figure of the contract. */
async function valuesOf(
  tx: DbOrTx,
  actor: Actor,
  today: string,
  input: ParsedInput,
  parentId: number | null,
) {
  const [product, client, asset] = await Promise.all([
    repo.findProduct(tx, input.product),
    repo.clientExists(tx, input.client),
    repo.findAssetRow(tx, input.asset),
  ]);
  if (!product) {
    throw invalid('Gói vay không tồn tại');
  }
  if (!client) {
    throw invalid('Khách hàng không tồn tại');
  }
  if (!asset) {
    throw invalid('Tài sản không tồn tại');
  }
  const promotion = input.promotion ? await repo.findPromotion(tx, input.promotion) : null;
  if (input.promotion && !promotion) {
    throw invalid('Khuyến mãi không tồn tại');
  }
  if (input.validator && !(await repo.findUser(tx, input.validator))) {
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
    throw invalid('Giá cầm lớn hơn giá thẩm định (APPROVED_AMOUNT_GREATER_THAN_VALUATED_AMOUNT)');
  }
  if (input.proposedAmount > 0 && input.approvedAmount > input.proposedAmount) {
    throw invalid('Số tiền duyệt lớn hơn số tiền đề xuất');
  }
  const submittedOn = input.submittedOn ?? today;
  if (!isValidActionDate(submittedOn, today, actor.isSuperuser)) {
    throw invalid('Ngày giải ngân không hợp lệ (INVALID_DISBURSEMENT_DATE)');
  }
  if (input.maturesDate && input.maturesDate <= submittedOn) {
    throw invalid('Ngày đáo hạn phải sau ngày giải ngân (INVALID_MATURITY_DATE)');
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
    throw invalid('Số tiền giải ngân không hợp lệ (INVALID_DISBURSEMENT_AMOUNT)');
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

/** POST contracts/: a new PENDING contract (a renewal when `parent` is set). */
export async function createContract(
  ctx: RequestContext,
  input: ParsedInput,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const today = businessDate(now);
  const view = await ctx.db.transaction(async (tx) => {
    const parent = input.parent
      ? ((await repo.lockContract(tx, { id: input.parent }))?.contract ?? null)
      : null;
    if (input.parent && !parent) {
      throw contractNotFound();
    }
    if (parent && !isActive(parent.status)) {
      throw new AppError('conflict', notRenewableMessage(parent.status));
    }
    if (parent) {
      const open = (await repo.findChildren(tx, parent.id)).find((child) =>
        isStanding(child.status),
      );
      if (open) {
        throw new AppError('conflict', `Hợp đồng đã được gia hạn sang hợp đồng #${open.finfluxId}`);
      }
    }
    const branchId = input.branch ?? actor.branchId;
    if (!(await repo.findBranch(tx, branchId))) {
      throw invalid('Chi nhánh không tồn tại');
    }
    const values = await valuesOf(tx, actor, today, input, parent?.id ?? null);
    const row = await repo.insertContract(tx, {
      ...values,
      status: 'PENDING',
      contractType: parent ? 'RENEWAL' : 'NEW',
      branchId,
      orderId: input.order ?? null,
      parentId: parent?.id ?? null,
      originallySubmittedOn: parent?.originallySubmittedOn ?? values.submittedOn,
      createdAt: now,
      createdBy: actor.userId,
      modifiedAt: now,
    });
    await audit(tx, ctx, {
      action: 'contract.created',
      entity: 'contract',
      entityId: row.id,
      after: values,
    });
    await repo.insertNote(tx, {
      contractId: row.id,
      content: parent
        ? `Tạo hợp đồng gia hạn từ hợp đồng #${parent.finfluxId}`
        : 'Tạo hợp đồng mới',
      automatic: true,
      createdAt: now,
      createdBy: actor.userId,
    });
    return publishedView(tx, row.id);
  });
  return toContractDto(view, actor, now);
}

/** PUT contracts/{id}: only a PENDING contract without parent, at most 3 days old (A§4.2). */
export function updateContract(ctx: RequestContext, id: number, input: ParsedInput) {
  return act(ctx, { id }, 'edit', async (step) => {
    const values = await valuesOf(step.tx, step.actor, step.today, input, null);
    await repo.updateContract(step.tx, id, {
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

export async function listNotes(ctx: RequestContext, id: number) {
  if (!(await repo.findContractView(ctx.db, { id }))) {
    throw contractNotFound();
  }
  const rows = await repo.listNotes(ctx.db, id);
  const items: ClientNoteDto[] = rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdBy?.firstName != null && row.createdBy.lastName != null
        ? { firstName: row.createdBy.firstName, lastName: row.createdBy.lastName }
        : null,
  }));
  return { items, total: items.length };
}

export async function addNote(ctx: RequestContext, id: number, content: string) {
  const actor = requireActor(ctx.actor);
  if (!(await repo.findContractView(ctx.db, { id }))) {
    throw contractNotFound();
  }
  await repo.insertNote(ctx.db, {
    contractId: id,
    content,
    createdAt: ctx.now(),
    createdBy: actor.userId,
  });
  const { items } = await listNotes(ctx, id);
  const [note] = items;
  if (!note) {
    throw new Error('note not stored');
  }
  return note;
}
