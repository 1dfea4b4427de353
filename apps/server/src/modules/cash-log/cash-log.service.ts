import type {
  CashClosureDto,
  CashClosureListDto,
  CashClosureListQuery,
  CashClosureValues,
  CashLogDto,
  CashLogFilter,
  CashLogListDto,
  CashLogStatus,
  CashLogSummaryDto,
  CashLogValues,
  ImportRowError,
  PendingListQuery,
} from '@pawndesk/domain/cash-log-api';
import {
  branchFund,
  cashLogStatusLabels,
  categoryChain,
  categoryNeeds,
  isCashLogBranch,
} from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { errorCodes } from '@pawndesk/domain/errors';
import { hasPermissions } from '@pawndesk/domain/permissions';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { requireActor } from '../../plugins/access.ts';
import type { Actor, RequestContext } from '../../plugins/context.ts';
import { toCashLogDto, toClosureDto } from './cash-log.mapper.ts';
import * as repo from './cash-log.repo.ts';
import { checkContractRefs, contractLinks } from './contract-refs.ts';

/** Rows of the list tab: everything but pending (which has its own tab). */
const listStatuses: readonly CashLogStatus[] = ['registered', 'retracted'];

export function isHeadAccountant(actor: Actor): boolean {
  return hasPermissions(actor, ['head_accountant_access']);
}

const messages = {
  futureDate: 'Ngày ghi sổ không được sau ngày hôm nay',
  dateBeforeClosure: (closureDate: string) =>
    `Ngày ghi sổ phải sau ngày chốt quỹ gần nhất (${formatDate(closureDate)})`,
  branchNotFound: 'Không tìm thấy chi nhánh',
  fundNotFound: 'Không tìm thấy quỹ',
  entryNotFound: 'Không tìm thấy phiếu thu/chi',
};

function formatDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

async function toDtos(
  db: repo.Tx,
  rows: repo.CashLogViewRow[],
  withBalances: boolean,
): Promise<CashLogDto[]> {
  const links = await contractLinks(
    db,
    rows.map((row) => ({
      id: Number(row.id),
      mifosLoanId: row.mifos_loan_id === null ? null : Number(row.mifos_loan_id),
      mifosRenewLoanId: row.mifos_renew_loan_id === null ? null : Number(row.mifos_renew_loan_id),
    })),
  );
  return rows.map((row) => toCashLogDto(row, links.get(Number(row.id)) ?? null, withBalances));
}

/**
 * One page and the exact total. A filter the counters answer reads its total and the page's
 * start from them, then the page; the amount range and the search count their matching rows
 * beside the page (docs/decisions/0030).
 */
async function listPage(
  db: repo.Tx,
  filter: CashLogFilter,
  statuses: readonly CashLogStatus[],
  page: { page: number; pageSize: number },
  withBalances: boolean,
): Promise<{ rows: repo.CashLogViewRow[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  if (repo.countersAnswer(filter)) {
    const located = await repo.locatePage(db, filter, statuses, offset);
    if (offset >= located.total) {
      return { rows: [], total: located.total };
    }
    const rows = await repo.listEntries(
      db,
      filter,
      statuses,
      { limit: page.pageSize, ...located.page },
      withBalances,
    );
    return { rows, total: located.total };
  }
  const [rows, total] = await Promise.all([
    repo.listEntries(db, filter, statuses, { limit: page.pageSize, offset }, withBalances),
    repo.countEntries(db, filter, statuses),
  ]);
  return { rows, total };
}

/** A GET /v1/cash-logs/: registered and retracted entries, newest first; balances for head accountants. */
export async function listEntries(
  ctx: RequestContext,
  query: CashLogFilter & { page: number; pageSize: number },
): Promise<CashLogListDto> {
  const withBalances = isHeadAccountant(requireActor(ctx.actor));
  const { rows, total } = await listPage(ctx.db, query, listStatuses, query, withBalances);
  return { items: await toDtos(ctx.db, rows, withBalances), total };
}

/** A GET /v1/cash-logs/pending/: no balances (they are hidden on this tab, B§2). */
export async function listPending(
  ctx: RequestContext,
  query: PendingListQuery,
): Promise<CashLogListDto> {
  const { rows, total } = await listPage(ctx.db, query, ['pending'], query, false);
  return { items: await toDtos(ctx.db, rows, false), total };
}

/** Summary cards: in and out over the filter; balances at the end of its last day (or today). */
export async function getSummary(
  ctx: RequestContext,
  filter: CashLogFilter,
): Promise<CashLogSummaryDto> {
  const actor = requireActor(ctx.actor);
  const today = businessDate(ctx.now());
  const balanceDate = filter.toDate && filter.toDate < today ? filter.toDate : today;
  const [totals, balances] = await Promise.all([
    repo.sumInOut(ctx.db, filter),
    repo.balancesAt(ctx.db, filter.funds, balanceDate),
  ]);
  return {
    ...totals,
    cashBalance: balances.cash,
    bankBalance: isHeadAccountant(actor) ? balances.bank : null,
    balanceDate,
  };
}

/** Reference rows an entry is checked against; loaded once per request (an import checks many). */
export type EntryLookups = {
  branches: Awaited<ReturnType<typeof repo.listBranches>>;
  categories: Awaited<ReturnType<typeof repo.listCategories>>;
  funds: repo.FundRow[];
};

export async function loadLookups(db: repo.Tx): Promise<EntryLookups> {
  // One after another: callers pass their transaction, whose one connection runs one statement
  // at a time.
  const branches = await repo.listBranches(db);
  const categories = await repo.listCategories(db);
  const funds = await repo.listFunds(db);
  return { branches, categories, funds };
}

/**
 * The fund of an entry: the head accountant's choice, else the target branch's fund of the
 * chosen type, else the company-wide fund (no branch) of that type (docs/decisions/0007).
 */
function resolveFund(lookups: EntryLookups, values: CashLogValues, branchId: number) {
  if (values.fund !== null) {
    return lookups.funds.find((fund) => fund.id === values.fund);
  }
  return branchFund(lookups.funds, values.type, branchId);
}

/**
 * Every rule of an entry that needs no lock (B§5 cash log editor): future date (7007), branch
 * (7002), fund (7006), category and sub-category, contract ids. The closure date (7003) is
 * checked under the fund lock.
 */
export function checkEntry(
  actor: Actor,
  lookups: EntryLookups,
  values: CashLogValues,
  today: string,
): EntryDraft {
  if (values.registrationDate > today) {
    throw new AppError('futureDate', messages.futureDate);
  }
  if (values.fund !== null && !isHeadAccountant(actor)) {
    throw new AppError('forbidden', 'Chỉ kế toán trưởng được chọn quỹ');
  }
  const branch = lookups.branches.find((item) => item.id === values.targetBranch);
  if (!branch) {
    throw new AppError('branchNotFound', messages.branchNotFound);
  }
  if (!isCashLogBranch(branch.code)) {
    throw new AppError('invalidRequest', `Không ghi sổ quỹ cho chi nhánh ${branch.name}`);
  }
  const chain = categoryChain(lookups.categories, values.category);
  if (!chain) {
    throw new AppError('invalidRequest', 'Danh mục không tồn tại');
  }
  const needs = categoryNeeds(lookups.categories, chain.category.id, chain.sub?.id);
  if (needs.subCategory && !chain.sub) {
    throw new AppError('invalidRequest', 'Vui lòng chọn danh mục con');
  }
  if (chain.category.direction !== values.direction) {
    throw new AppError(
      'invalidRequest',
      values.direction === 1
        ? 'Danh mục này không phải khoản thu'
        : 'Danh mục này không phải khoản chi',
    );
  }
  if (needs.contract && values.mifosLoanId === null) {
    throw new AppError('invalidRequest', 'Vui lòng nhập mã hợp đồng');
  }
  if (needs.renewContract && values.mifosRenewLoanId === null) {
    throw new AppError('invalidRequest', 'Vui lòng nhập mã hợp đồng gia hạn');
  }
  const fund = resolveFund(lookups, values, branch.id);
  if (!fund) {
    throw new AppError('fundNotFound', messages.fundNotFound);
  }
  return {
    direction: values.direction,
    registrationDate: values.registrationDate,
    amount: values.amount,
    categoryId: values.category,
    // A fund's type sets the entry's type (B§4).
    type: fund.type,
    fundId: fund.id,
    branchId: actor.branchId,
    targetBranchId: branch.id,
    mifosLoanId: values.mifosLoanId,
    mifosRenewLoanId: values.mifosRenewLoanId,
    notes: values.notes,
    status: 'pending',
    retractedLogId: values.retractedLog,
    agentId: actor.userId,
  };
}

/** An entry ready to insert, but for its timestamps. */
export type EntryDraft = Omit<repo.CashLogInsert, 'createdAt' | 'modifiedAt'> & {
  fundId: number;
  registrationDate: string;
};

/** 7003 unless the date is after the fund's latest closure; call under the fund lock. */
export async function assertOpenDate(tx: repo.Tx, fundId: number, date: string): Promise<void> {
  const closure = await repo.latestClosure(tx, fundId);
  if (closure && date <= closure.closureDate) {
    throw new AppError('dateBeforeClosure', messages.dateBeforeClosure(closure.closureDate));
  }
}

/** 7008 when the entry lies on or before its fund's latest closure; call under the fund lock. */
export async function assertRemovable(tx: repo.Tx, entry: repo.CashLogRow): Promise<void> {
  const closure = await repo.latestClosure(tx, entry.fundId);
  if (closure && entry.registrationDate <= closure.closureDate) {
    throw new AppError(
      'logInClosedRange',
      `Phiếu #${entry.id} nằm trong kỳ đã chốt quỹ (${formatDate(closure.closureDate)}), không thể huỷ`,
    );
  }
}

export const entryAudit = (entry: Pick<repo.CashLogRow, 'status'> & Partial<repo.CashLogRow>) => ({
  status: entry.status,
  amount: entry.amount,
  direction: entry.direction,
  fundId: entry.fundId,
  registrationDate: entry.registrationDate,
});

/** The payment an entry records, as the duplicate rule reads it. */
function paymentFacts(entry: EntryDraft | repo.CashLogRow) {
  return {
    mifosLoanId: entry.mifosLoanId ?? null,
    categoryId: entry.categoryId,
    direction: entry.direction,
    amount: entry.amount,
    registrationDate: entry.registrationDate,
  };
}

/**
 * 7009 when a contract action already wrote the payment this typed entry records: same
 * contract, category, direction, amount and date, not retracted (decisions/0011). `replaces`:
 * the entry a correction replaces, which is no duplicate of itself.
 */
async function assertNotRecorded(
  tx: repo.Tx,
  entry: EntryDraft,
  replaces: number | null,
): Promise<void> {
  const [recorded] = await repo.findPaymentEntries(tx, paymentFacts(entry), 'contract', replaces);
  if (recorded) {
    throw new AppError(
      'contractPaymentRecorded',
      `Khoản này đã được ghi tự động từ hợp đồng số ${recorded.mifosLoanId}: phiếu #${recorded.id} ` +
        `ngày ${formatDate(recorded.registrationDate)} (${cashLogStatusLabels[recorded.status]}). ` +
        `Không nhập lại; nếu cần sửa, hãy sửa phiếu #${recorded.id}.`,
    );
  }
}

/**
 * A POST /v1/cash-logs/: a new entry, pending until a head accountant approves it. With
 * retractedLog it retracts or corrects that entry: a pending target is retracted at once; a
 * registered one keeps counting until the correction is approved (a correction must not let
 * any accountant take a registered entry out of the books without approval).
 */
export async function createEntry(ctx: RequestContext, values: CashLogValues): Promise<CashLogDto> {
  const actor = requireActor(ctx.actor);
  const lookups = await loadLookups(ctx.db);
  const row = checkEntry(actor, lookups, values, businessDate(ctx.now()));
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    await checkContractRefs(tx, {
      mifosLoanId: values.mifosLoanId,
      mifosRenewLoanId: values.mifosRenewLoanId,
    });
    const target =
      values.retractedLog === null ? undefined : await repo.findEntry(tx, values.retractedLog);
    if (values.retractedLog !== null && !target) {
      throw new AppError('notFound', messages.entryNotFound);
    }
    await repo.lockFunds(tx, target ? [row.fundId, target.fundId] : [row.fundId]);
    await assertOpenDate(tx, row.fundId, row.registrationDate);
    await assertNotRecorded(tx, row, target?.id ?? null);
    if (target) {
      const locked = await repo.findEntryForUpdate(tx, target.id);
      if (!locked || locked.status === 'retracted') {
        throw new AppError('conflict', `Phiếu #${target.id} đã bị huỷ`);
      }
      await assertRemovable(tx, locked);
      if (locked.status === 'pending') {
        await repo.setStatus(tx, locked.id, 'retracted', now);
        await audit(tx, ctx, {
          action: 'cash-log.retracted',
          entity: 'cash_log',
          entityId: locked.id,
          before: entryAudit(locked),
          after: { status: 'retracted' },
        });
      }
    }
    // A correction of an automatic entry still records that contract movement (decisions/0011).
    const link = target
      ? { origin: target.origin, contractTransactionId: target.contractTransactionId }
      : {};
    const [newId] = await repo.insertEntries(tx, [
      { ...row, ...link, createdAt: now, modifiedAt: now },
    ]);
    if (newId === undefined) {
      throw new Error('cash log not inserted');
    }
    await audit(tx, ctx, {
      action: 'cash-log.created',
      entity: 'cash_log',
      entityId: newId,
      after: { ...row },
    });
    return newId;
  });
  return getEntry(ctx, id);
}

/** A GET /v1/cash-logs/contract-payments/: what a contract's actions wrote (decisions/0011). */
export async function listContractPayments(
  ctx: RequestContext,
  mifosLoanId: number,
): Promise<CashLogListDto> {
  const rows = await repo.listContractEntries(ctx.db, mifosLoanId);
  return { items: await toDtos(ctx.db, rows, false), total: rows.length };
}

async function getEntry(ctx: RequestContext, id: number): Promise<CashLogDto> {
  const row = await repo.findEntryView(ctx.db, id);
  if (!row) {
    throw new AppError('notFound', messages.entryNotFound);
  }
  const [dto] = await toDtos(ctx.db, [row], false);
  if (!dto) {
    throw new AppError('notFound', messages.entryNotFound);
  }
  return dto;
}

/**
 * A PUT /v1/cash-logs/{id}/status/ (head accountants): approve (pending → registered) or remove
 * (→ retracted, 7008 inside a closed range). Approving a correction retracts the entry it
 * corrects, in the same transaction.
 */
export async function setEntryStatus(
  ctx: RequestContext,
  id: number,
  status: 'registered' | 'retracted',
): Promise<CashLogDto> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntry(tx, id);
    if (!entry) {
      throw new AppError('notFound', messages.entryNotFound);
    }
    const target =
      status === 'registered' && entry.retractedLogId !== null
        ? await repo.findEntry(tx, entry.retractedLogId)
        : undefined;
    // Funds first (in id order), rows second: the order every cash log write follows.
    await repo.lockFunds(tx, target ? [entry.fundId, target.fundId] : [entry.fundId]);
    const locked = await repo.findEntryForUpdate(tx, id);
    if (!locked) {
      throw new AppError('notFound', messages.entryNotFound);
    }
    if (status === 'registered') {
      if (locked.status !== 'pending') {
        throw new AppError('conflict', 'Chỉ duyệt được phiếu đang chờ duyệt');
      }
      await assertOpenDate(tx, locked.fundId, locked.registrationDate);
    } else {
      if (locked.status === 'retracted') {
        throw new AppError('conflict', `Phiếu #${id} đã bị huỷ`);
      }
      await assertRemovable(tx, locked);
    }
    await repo.setStatus(tx, id, status, now);
    await audit(tx, ctx, {
      action: status === 'registered' ? 'cash-log.approved' : 'cash-log.retracted',
      entity: 'cash_log',
      entityId: id,
      before: entryAudit(locked),
      after: { status },
    });
    if (target) {
      const corrected = await repo.findEntryForUpdate(tx, target.id);
      if (corrected?.status === 'registered') {
        await assertRemovable(tx, corrected);
        await repo.setStatus(tx, corrected.id, 'retracted', now);
        await audit(tx, ctx, {
          action: 'cash-log.retracted',
          entity: 'cash_log',
          entityId: corrected.id,
          before: entryAudit(corrected),
          after: { status: 'retracted', correctedBy: id },
        });
      }
    }
  });
  return getEntry(ctx, id);
}

export async function listClosures(
  ctx: RequestContext,
  query: CashClosureListQuery,
): Promise<CashClosureListDto> {
  const filter = {
    ...(query.fromDate ? { fromDate: query.fromDate } : {}),
    ...(query.toDate ? { toDate: query.toDate } : {}),
    ...(query.funds ? { funds: query.funds } : {}),
  };
  const all = query.pageSize === -1;
  const [rows, total] = await Promise.all([
    repo.listClosures(ctx.db, filter, {
      limit: all ? undefined : query.pageSize,
      offset: all ? 0 : (query.page - 1) * query.pageSize,
    }),
    repo.countClosures(ctx.db, filter),
  ]);
  return { items: rows.map(toClosureDto), total };
}

/**
 * A POST /v1/cash-closures/ (head accountants). Under the fund lock: a closure on the latest
 * closure's date is a duplicate (7001), before it 7003; pending entries up to the date block it
 * (7005). The computed balance is always stored; the balance is the one entered, else computed.
 */
export async function createClosure(
  ctx: RequestContext,
  values: CashClosureValues,
): Promise<CashClosureDto> {
  const today = businessDate(ctx.now());
  const fund = await repo.findFund(ctx.db, values.fund);
  if (!fund) {
    throw new AppError('fundNotFound', messages.fundNotFound);
  }
  if (values.closureDate > today) {
    throw new AppError('futureDate', 'Ngày chốt quỹ không được sau ngày hôm nay');
  }
  const id = await ctx.db
    .transaction(async (tx) => {
      await repo.lockFunds(tx, [fund.id]);
      const latest = await repo.latestClosure(tx, fund.id);
      if (latest?.closureDate === values.closureDate) {
        throw new AppError(
          'cashClosureExists',
          `Quỹ ${fund.name} đã chốt ngày ${formatDate(values.closureDate)}`,
        );
      }
      if (latest && values.closureDate < latest.closureDate) {
        throw new AppError(
          'dateBeforeClosure',
          `Ngày chốt phải sau ngày chốt quỹ gần nhất (${formatDate(latest.closureDate)})`,
        );
      }
      const pending = await repo.countPendingUpTo(tx, fund.id, values.closureDate);
      if (pending > 0) {
        throw new AppError(
          'pendingLogsInClosure',
          `Còn ${pending} phiếu chờ duyệt của quỹ ${fund.name} đến ngày ${formatDate(values.closureDate)}`,
        );
      }
      const balances = await repo.balancesAt(tx, [fund.id], values.closureDate);
      const computedBalance = fund.type === 'CASH' ? balances.cash : balances.bank;
      const closure = await repo.insertClosure(tx, {
        fundId: fund.id,
        closureDate: values.closureDate,
        balance: values.balance ?? computedBalance,
        computedBalance,
        notes: values.notes,
        createdBy: requireActor(ctx.actor).userId,
        createdAt: ctx.now(),
      });
      await audit(tx, ctx, {
        action: 'cash-closure.created',
        entity: 'cash_closure',
        entityId: closure.id,
        after: {
          fundId: fund.id,
          closureDate: closure.closureDate,
          balance: closure.balance,
          computedBalance,
        },
      });
      return closure.id;
    })
    .catch((error: unknown) => {
      // The unique (fund, date) index is the last word if two closures race past the lock.
      if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
        throw new AppError('cashClosureExists', `Quỹ ${fund.name} đã chốt ngày này`);
      }
      throw error;
    });
  const view = await repo.findClosureView(ctx.db, id);
  if (!view) {
    throw new AppError('notFound', 'Không tìm thấy kỳ chốt quỹ');
  }
  return toClosureDto(view);
}

/** A DELETE /v1/cash-closures/{id}/ (head accountants): only a fund's latest closure (7004). */
export async function deleteClosure(ctx: RequestContext, id: number): Promise<void> {
  const notLatest = () =>
    new AppError('closureNotLatest', 'Chỉ xoá được kỳ chốt quỹ gần nhất của quỹ');
  await ctx.db.transaction(async (tx) => {
    const closure = await repo.findClosure(tx, id);
    if (!closure) {
      throw notLatest();
    }
    await repo.lockFunds(tx, [closure.fundId]);
    const latest = await repo.latestClosure(tx, closure.fundId);
    if (latest?.id !== closure.id) {
      throw notLatest();
    }
    await repo.deleteClosure(tx, id);
    await audit(tx, ctx, {
      action: 'cash-closure.deleted',
      entity: 'cash_closure',
      entityId: id,
      before: {
        fundId: closure.fundId,
        closureDate: closure.closureDate,
        balance: closure.balance,
        computedBalance: closure.computedBalance,
      },
    });
  });
}

/** Row errors of an import, refused whole (B§7): 400 with the per-row report. */
export function importRefused(rows: ImportRowError[]): AppError {
  const shown = rows.slice(0, 200);
  return new AppError(
    'invalidRequest',
    `Tệp có ${rows.length} dòng không hợp lệ, không dòng nào được nhập`,
    { details: { rows: shown } },
  );
}

/**
 * Writes the checked rows of an import in ONE transaction: under every involved fund's lock, each
 * row's date is checked against its fund's latest closure (7003) before anything is inserted.
 */
export async function insertImported(
  ctx: RequestContext,
  rows: { row: number; entry: EntryDraft }[],
  fileName: string,
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fundIds = [...new Set(rows.map((item) => item.entry.fundId))];
    await repo.lockFunds(tx, fundIds);
    const closures = new Map<number, string>();
    for (const fundId of fundIds) {
      const closure = await repo.latestClosure(tx, fundId);
      if (closure) {
        closures.set(fundId, closure.closureDate);
      }
    }
    const errors: ImportRowError[] = [];
    for (const { row, entry } of rows) {
      const closureDate = closures.get(entry.fundId);
      if (closureDate && entry.registrationDate <= closureDate) {
        errors.push({ row, message: `[7003] ${messages.dateBeforeClosure(closureDate)}` });
      }
      await checkContractRefs(tx, {
        mifosLoanId: entry.mifosLoanId ?? null,
        mifosRenewLoanId: entry.mifosRenewLoanId ?? null,
      })
        .then(() => assertNotRecorded(tx, entry, null))
        .catch((error: unknown) => {
          const code =
            error instanceof AppError && error.code === errorCodes.contractPaymentRecorded
              ? `[${error.code}] `
              : '';
          errors.push({
            row,
            message: `${code}${error instanceof Error ? error.message : String(error)}`,
          });
        });
    }
    if (errors.length > 0) {
      throw importRefused(errors);
    }
    const ids: number[] = [];
    const batch = 1000;
    for (let start = 0; start < rows.length; start += batch) {
      const values = rows
        .slice(start, start + batch)
        .map(({ entry }) => ({ ...entry, createdAt: now, modifiedAt: now }));
      ids.push(...(await repo.insertEntries(tx, values)));
    }
    await audit(tx, ctx, {
      action: 'cash-log.imported',
      entity: 'cash_log',
      entityId: ids[0] ?? 0,
      after: { fileName, count: ids.length, firstId: ids[0], lastId: ids[ids.length - 1] },
    });
    return ids.length;
  });
}
