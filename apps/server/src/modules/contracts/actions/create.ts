import type { ContractDto } from '@pawndesk/domain/contract-api';
import { isActive, isStanding, notRenewableMessage } from '@pawndesk/domain/contract-states';
import { businessDate } from '@pawndesk/domain/dates';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../../lib/audit.ts';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { lockOrderForContract, moveOrderToContractIn } from '../../orders/order-contracts.ts';
import { contractNotFound } from '../contract-errors.ts';
import { insertNote } from '../contract-history.repo.ts';
import { findBranch } from '../contract-references.repo.ts';
import { type ContractForm, contractValues } from '../contract-values.ts';
import { toContractDto } from '../contracts.mapper.ts';
import { type ContractRow, findChildren, insertContract, lockContract } from '../contracts.repo.ts';
import { findOrderContract } from '../order-contract.repo.ts';
import { publishedView } from '../run-action.ts';

/**
 * POST contracts/ (B§7): a new PENDING contract. With `parent` it is a renewal of that active
 * contract, which may have one standing renewal at a time.
 */
export async function createContract(
  ctx: RequestContext,
  input: ContractForm,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const view = await ctx.db.transaction(async (tx) => {
    const parent = input.parent
      ? ((await lockContract(tx, { id: input.parent }))?.contract ?? null)
      : null;
    if (input.parent && !parent) {
      throw contractNotFound();
    }
    const row = await createContractIn(tx, ctx, input, parent);
    return publishedView(tx, row.id);
  });
  return toContractDto(view, actor, now);
}

/**
 * The creation itself, inside the caller's transaction, with the parent already locked (a
 * renewal): the parent's checks, the loan form's figures, the row, its audit row and its note.
 * With an order: the order row is locked, a second contract for it is refused (409,
 * orderHasContract) and the order moves to step contract, stage active contract (B§4).
 */
export async function createContractIn(
  tx: DbOrTx,
  ctx: RequestContext,
  input: ContractForm,
  parent: ContractRow | null,
): Promise<ContractRow> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const today = businessDate(now);
  if (parent && !isActive(parent.status)) {
    throw new AppError('conflict', notRenewableMessage(parent.status));
  }
  if (parent) {
    const open = (await findChildren(tx, parent.id)).find((child) => isStanding(child.status));
    if (open) {
      throw new AppError('conflict', `Hợp đồng đã được gia hạn sang hợp đồng #${open.finfluxId}`);
    }
  }
  if (input.order) {
    await lockOrderForContract(tx, input.order);
    const existing = await findOrderContract(tx, input.order);
    if (existing) {
      throw new AppError(
        'orderHasContract',
        `Đơn hàng đã có hợp đồng #${existing.finfluxId}: mỗi đơn hàng chỉ có một hợp đồng`,
      );
    }
  }
  const branchId = input.branch ?? actor.branchId;
  if (!(await findBranch(tx, branchId))) {
    throw new AppError('invalidRequest', 'Chi nhánh không tồn tại');
  }
  const values = await contractValues(tx, actor, today, input, parent?.id ?? null);
  const row = await insertContract(tx, {
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
  await insertNote(tx, {
    contractId: row.id,
    content: parent ? `Tạo hợp đồng gia hạn từ hợp đồng #${parent.finfluxId}` : 'Tạo hợp đồng mới',
    automatic: true,
    createdAt: now,
    createdBy: actor.userId,
  });
  if (input.order) {
    await moveOrderToContractIn(tx, ctx, input.order, row, 'contract_created');
  }
  return row;
}
