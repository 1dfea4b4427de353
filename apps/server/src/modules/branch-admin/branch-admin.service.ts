import type {
  AdminBranchDto,
  AdminFundDto,
  BankAccountInput,
  BranchAdminListDto,
  BranchUpdateInput,
  FundCreateInput,
  FundUpdateInput,
} from '@pawndesk/domain/branch-admin-api';
import { isOperatingBranch } from '@pawndesk/domain/branches';
import { isCashLogBranch } from '@pawndesk/domain/cash-log-rules';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './branch-admin.repo.ts';

/**
 * Branch administration (issue 19, decisions/0023): the routes check staff_admin. Codes never
 * change and branches are never removed, which keeps HO, LVL and GD what the spec makes them; LVL
 * and GD keep no cash book and take no fund. Every write is audited in its transaction.
 */
export type BranchAdminContext = Pick<RequestContext, 'db' | 'now' | 'requestId' | 'actor'>;

function branchDto(row: repo.BranchWithAccountRow): AdminBranchDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    isSpecial: !isOperatingBranch(row.code),
    takesFunds: isCashLogBranch(row.code),
    bankAccount:
      row.bankBin !== null &&
      row.bankName !== null &&
      row.accountNumber !== null &&
      row.accountName !== null
        ? {
            bankBin: row.bankBin,
            bankName: row.bankName,
            accountNumber: row.accountNumber,
            accountName: row.accountName,
          }
        : null,
  };
}

function fundDto(row: repo.FundRow): AdminFundDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    branchId: row.branchId,
    isActive: row.isActive,
  };
}

/** What an audit row keeps of a branch. */
function branchSnapshot(dto: AdminBranchDto) {
  return {
    code: dto.code,
    name: dto.name,
    branchAddress: dto.address,
    bankAccount: dto.bankAccount,
  };
}

function fundSnapshot(row: repo.FundRow) {
  return { name: row.name, type: row.type, branchId: row.branchId, isActive: row.isActive };
}

const branchNotFound = () => new AppError('notFound', 'Không tìm thấy chi nhánh');
const fundNotFound = () => new AppError('notFound', 'Không tìm thấy quỹ');

export async function listBranchSettings(ctx: BranchAdminContext): Promise<BranchAdminListDto> {
  const [branches, funds] = await Promise.all([repo.listBranches(ctx.db), repo.listFunds(ctx.db)]);
  return { branches: branches.map(branchDto), funds: funds.map(fundDto) };
}

/** Locks the branch, applies the change and audits it; answers the branch as it now is. */
async function changeBranch(
  ctx: BranchAdminContext,
  id: number,
  action: string,
  change: (tx: DbOrTx) => Promise<void>,
): Promise<AdminBranchDto> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockBranch(tx, id);
    if (!before) {
      throw branchNotFound();
    }
    await change(tx);
    const after = await repo.lockBranch(tx, id);
    if (!after) {
      throw branchNotFound();
    }
    const afterDto = branchDto(after);
    const [beforeSnapshot, afterSnapshot] = [
      branchSnapshot(branchDto(before)),
      branchSnapshot(afterDto),
    ];
    // Saving what is already there changes nothing and writes no audit row.
    if (JSON.stringify(beforeSnapshot) !== JSON.stringify(afterSnapshot)) {
      await audit(tx, ctx, {
        action,
        entity: 'branch',
        entityId: id,
        before: beforeSnapshot,
        after: afterSnapshot,
      });
    }
    return afterDto;
  });
}

export function updateBranch(
  ctx: BranchAdminContext,
  id: number,
  input: BranchUpdateInput,
): Promise<AdminBranchDto> {
  return changeBranch(ctx, id, 'branch.updated', async (tx) => {
    if (input.name !== undefined || input.address !== undefined) {
      await repo.updateBranch(tx, id, input);
    }
  });
}

export function setBankAccount(
  ctx: BranchAdminContext,
  id: number,
  input: BankAccountInput,
): Promise<AdminBranchDto> {
  return changeBranch(ctx, id, 'branch.bank-account-set', (tx) =>
    repo.upsertBankAccount(tx, { branchId: id, ...input }),
  );
}

export function removeBankAccount(ctx: BranchAdminContext, id: number): Promise<AdminBranchDto> {
  return changeBranch(ctx, id, 'branch.bank-account-removed', (tx) =>
    repo.deleteBankAccount(tx, id),
  );
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number): Promise<void> {
  if (await repo.fundNameTaken(tx, name, exceptId)) {
    throw new AppError('conflict', `Đã có quỹ tên “${name}”`);
  }
}

/** Bookings pick a branch's fund by type, so a branch has one active fund of each type. */
async function assertOnlyActiveOfType(
  tx: DbOrTx,
  branchId: number,
  type: repo.FundRow['type'],
  exceptId?: number,
): Promise<void> {
  const other = await repo.activeFundOfType(tx, branchId, type, exceptId);
  if (other) {
    throw new AppError(
      'conflict',
      `Chi nhánh đã có quỹ ${type === 'CASH' ? 'tiền mặt' : 'ngân hàng'} đang dùng: ${other.name}`,
    );
  }
}

export async function createFund(
  ctx: BranchAdminContext,
  input: FundCreateInput,
): Promise<AdminFundDto> {
  return ctx.db.transaction(async (tx) => {
    const branch = await repo.lockBranch(tx, input.branchId);
    if (!branch) {
      throw new AppError('invalidRequest', 'Không tìm thấy chi nhánh');
    }
    if (!isCashLogBranch(branch.code)) {
      throw new AppError('invalidRequest', `Chi nhánh ${branch.name} không ghi sổ quỹ`);
    }
    await assertNameFree(tx, input.name);
    await assertOnlyActiveOfType(tx, branch.id, input.type);
    const row = await repo.insertFund(tx, input);
    await audit(tx, ctx, {
      action: 'fund.created',
      entity: 'fund',
      entityId: row.id,
      after: fundSnapshot(row),
    });
    return fundDto(row);
  });
}

function fundAction(before: repo.FundRow, after: repo.FundRow): string {
  if (before.isActive === after.isActive) {
    return 'fund.updated';
  }
  return after.isActive ? 'fund.activated' : 'fund.deactivated';
}

/** Rename, deactivate or reactivate. A fund is never deleted: its entries and closures stay. */
export async function updateFund(
  ctx: BranchAdminContext,
  id: number,
  input: FundUpdateInput,
): Promise<AdminFundDto> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockFund(tx, id);
    if (!before) {
      throw fundNotFound();
    }
    if (input.name !== undefined) {
      await assertNameFree(tx, input.name, id);
    }
    if (input.isActive === true && !before.isActive && before.branchId !== null) {
      await repo.lockBranch(tx, before.branchId);
      await assertOnlyActiveOfType(tx, before.branchId, before.type, id);
    }
    const changes = {
      ...(input.name !== undefined && input.name !== before.name ? { name: input.name } : {}),
      ...(input.isActive !== undefined && input.isActive !== before.isActive
        ? { isActive: input.isActive }
        : {}),
    };
    // Saving what is already there changes nothing and writes no audit row.
    if (Object.keys(changes).length === 0) {
      return fundDto(before);
    }
    const after = await repo.updateFund(tx, id, changes);
    await audit(tx, ctx, {
      action: fundAction(before, after),
      entity: 'fund',
      entityId: id,
      before: fundSnapshot(before),
      after: fundSnapshot(after),
    });
    return fundDto(after);
  });
}
