/**
 * The payment reminder's use cases (A§2.8, A§7): the past-due list and its summary, a client's
 * due contracts, the reminder results, and the liquidation toggle.
 */
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { businessDate } from '@pawndesk/domain/dates';
import { promiseState } from '@pawndesk/domain/promises';
import {
  type DueContractDto,
  type DueContractsQuery,
  defaultPastDueSort,
  dueContractOf,
  type LatenessGroupSummaryDto,
  type PastDueClientDto,
  type PastDueFilter,
  type PastDueListDto,
  type PastDueListQuery,
  type PaymentPromiseDto,
  type ReminderLiveEvent,
  type ReminderResultDto,
  type ReminderSummaryDto,
  type reminderResultInput,
} from '@pawndesk/domain/reminder-api';
import {
  lateDaysAt,
  latenessGroups,
  liquidationRefusal,
  liquidationTarget,
} from '@pawndesk/domain/reminders';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { publishLive } from '../../lib/live.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { contractDtosByIds, publishContractChange } from '../contracts/contract-views.ts';
import * as repo from './reminders.repo.ts';

function windowOf(
  ctx: RequestContext,
  filter: { fromDate?: string | undefined; toDate?: string | undefined },
) {
  const now = ctx.now();
  const today = businessDate(now);
  return { fromDate: filter.fromDate, endDate: filter.toDate ?? today, today, now };
}

function toResultDto(row: repo.ResultView): ReminderResultDto {
  return {
    id: row.id,
    clientId: row.clientId,
    status: row.status,
    clientAttitude: row.attitude,
    nextAction: row.nextAction,
    nextActionAt: row.nextActionAt?.toISOString() ?? null,
    paymentDate: row.paymentDate,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.author?.firstName != null && row.author.lastName != null
        ? { firstName: row.author.firstName, lastName: row.author.lastName }
        : null,
  };
}

export async function listPastDueClients(
  ctx: RequestContext,
  query: PastDueListQuery,
): Promise<PastDueListDto> {
  const window = windowOf(ctx, query);
  const sortedList = query.sortedList?.length ? query.sortedList : [...defaultPastDueSort];
  // The page's ids, then three independent reads of its clients sent together.
  const pageReads = async () => {
    const ids = await repo.pageOfClients(ctx.db, query, sortedList, window);
    return Promise.all([
      repo.figuresOf(ctx.db, query, window, ids),
      repo.latestResults(ctx.db, ids),
      repo.promisesOf(ctx.db, ids, window.today),
    ]);
  };
  // The list's totals do not depend on the page: they are read beside it.
  const [totals, [rows, results, promises]] = await Promise.all([
    repo.listTotals(ctx.db, query, window),
    pageReads(),
  ]);
  const resultByClient = new Map(results.map((row) => [row.clientId, toResultDto(row)]));
  const promiseByClient = new Map(
    promises.map((row): [number, PaymentPromiseDto] => [
      row.clientId,
      {
        promisedOn: row.promisedOn,
        paymentDate: row.paymentDate,
        state: promiseState(row, row.firstPaidOn, window.today),
      },
    ]),
  );
  const items: PastDueClientDto[] = rows.map((row) => ({
    id: row.clientId,
    finfluxId: row.finfluxId,
    nameVi: `${row.lastName} ${row.firstName}`,
    primaryPhone: row.primaryPhone,
    numberOfDueContracts: row.totalLoans,
    latestDate: row.dueDateLatest,
    lateDays: lateDaysAt(row.oldestDue, window.endDate),
    hasValueAdjustment: row.adjusted,
    waitingToLiquidize: row.waiting,
    totalApprovedAmount: row.approved,
    loanBalance: row.principal,
    totalOutstandingAmount: row.outstanding,
    totalPrincipalAmount: row.principal,
    totalInterestAmount: row.interest,
    totalOverdueAmount: row.overdue,
    lastResult: resultByClient.get(row.clientId) ?? null,
    promise: promiseByClient.get(row.clientId) ?? null,
  }));
  return { items, total: totals.total, loanBalance: totals.loanBalance };
}

const emptyGroup: LatenessGroupSummaryDto = {
  total: 0,
  appointments: 0,
  outOfReach: 0,
  keptPromises: 0,
  brokenPromises: 0,
  loanBalance: 0,
  totalOutstandingAmount: 0,
  totalPrincipalAmount: 0,
  totalInterestAmount: 0,
  totalOverdueAmount: 0,
};

export async function summarize(
  ctx: RequestContext,
  filter: PastDueFilter,
): Promise<ReminderSummaryDto> {
  const window = windowOf(ctx, filter);
  const [{ groups, clients }, renewed] = await Promise.all([
    repo.summarizeGroups(ctx.db, filter, window),
    repo.countRenewed(ctx.db, filter, window),
  ]);
  const byGroup = new Map(groups.map((row) => [row.lateness, row]));
  const summaries = Object.fromEntries(
    latenessGroups.map((group) => {
      const row = byGroup.get(group);
      const summary: LatenessGroupSummaryDto = row
        ? {
            total: row.total,
            appointments: row.appointments,
            outOfReach: row.outOfReach,
            keptPromises: row.keptPromises,
            brokenPromises: row.brokenPromises,
            loanBalance: row.principal,
            totalOutstandingAmount: row.outstanding,
            totalPrincipalAmount: row.principal,
            totalInterestAmount: row.interest,
            totalOverdueAmount: row.overdue,
          }
        : emptyGroup;
      return [group, summary];
    }),
  ) as Record<(typeof latenessGroups)[number], LatenessGroupSummaryDto>;
  return {
    numberOfPastDueClients: clients,
    numberOfDueContracts: groups.reduce((sum, row) => sum + row.total, 0),
    numberOfRenewedContracts: renewed.renewed,
    numberOfRenewedContractsWithCash: renewed.cash,
    numberOfRenewedContractsWithBank: renewed.bank,
    numberOfAppointments: groups.reduce((sum, row) => sum + row.appointments, 0),
    ...summaries,
  };
}

async function requireClient(ctx: RequestContext, clientId: number) {
  const client = await repo.findClient(ctx.db, clientId);
  if (!client) {
    throw new AppError('notFound', 'Không tìm thấy khách hàng');
  }
  return client;
}

/**
 * A client's due contracts up to `toDate` (the modal asks for the filter's end + 4 days), each as
 * the contract detail shows it, with its renew and redeem amounts and the modal's marks.
 */
export async function listDueContracts(
  ctx: RequestContext,
  clientId: number,
  query: DueContractsQuery,
): Promise<{ items: DueContractDto[]; total: number }> {
  const actor = requireActor(ctx.actor);
  await requireClient(ctx, clientId);
  const now = ctx.now();
  const today = businessDate(now);
  const toDate = query.toDate ?? today;
  const filterEnd = query.filterEnd ?? toDate;
  const { ids, total } = await repo.dueContractIds(
    ctx.db,
    clientId,
    { fromDate: query.fromDate, toDate },
    query,
  );
  const contracts = await contractDtosByIds(ctx.db, ids, actor, now);
  return { items: contracts.map((contract) => dueContractOf(contract, filterEnd, today)), total };
}

export async function listResults(
  ctx: RequestContext,
  clientId: number,
  page: { page: number; pageSize: number },
) {
  await requireClient(ctx, clientId);
  const { rows, total } = await repo.listResults(ctx.db, clientId, page.page, page.pageSize);
  return { items: rows.map(toResultDto), total };
}

/**
 * Saves a result (one row of the client's history) and tells the payment-reminder channel, in one
 * transaction: the event is heard only if the row commits.
 */
export async function addResult(
  ctx: RequestContext,
  clientId: number,
  input: z.output<typeof reminderResultInput>,
): Promise<ReminderResultDto> {
  const actor = requireActor(ctx.actor);
  const client = await requireClient(ctx, clientId);
  const exists = await repo.lookupsExist(ctx.db, {
    statusId: input.statusId,
    attitudeId: input.clientAttitudeId,
    nextActionId: input.nextActionId,
  });
  const missing = [
    exists.status ? null : 'trạng thái',
    exists.attitude ? null : 'thái độ khách hàng',
    exists.nextAction ? null : 'hành động tiếp theo',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new AppError('invalidRequest', `Không tìm thấy ${missing.join(', ')}`);
  }
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const resultId = await repo.insertResult(tx, {
      clientId,
      statusId: input.statusId,
      attitudeId: input.clientAttitudeId,
      nextActionId: input.nextActionId,
      nextActionAt: input.nextActionAt ? new Date(input.nextActionAt) : null,
      paymentDate: input.paymentDate ?? null,
      createdAt: now,
      createdBy: actor.userId,
    });
    const event: ReminderLiveEvent = {
      type: 'payment-reminder-result',
      client: { id: client.id, finfluxId: client.finfluxId },
      result: { id: resultId, nextActionAt: input.nextActionAt ?? null },
    };
    await publishLive(tx, 'payment-reminder', event);
    return resultId;
  });
  const saved = await repo.findResult(ctx.db, id);
  if (!saved) {
    throw new Error('reminder result not found after insert');
  }
  return toResultDto(saved);
}

/**
 * The liquidation toggle (A§2.8): the asset of an overdue contract waits to be liquidized or goes
 * back to storage; audited, and the contract republished, in one transaction.
 */
export async function setLiquidation(
  ctx: RequestContext,
  contractId: number,
  waitingToLiquidize: boolean,
): Promise<ContractDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const contract = await repo.lockForLiquidation(tx, contractId);
    if (!contract) {
      throw new AppError('notFound', 'Không tìm thấy hợp đồng');
    }
    switch (liquidationRefusal(contract, businessDate(now))) {
      case 'NOT_OVERDUE':
        throw new AppError(
          'contractNotOverdue',
          'Hợp đồng chưa quá hạn, không thể chuyển thanh lý',
        );
      case 'ASSET_NOT_TOGGLEABLE':
        throw new AppError('conflict', 'Tài sản không ở trong kho, không thể chuyển thanh lý');
      case null:
        break;
    }
    const status = liquidationTarget(waitingToLiquidize);
    if (status !== contract.assetStatus) {
      await repo.setAssetStatus(tx, contract.assetId, status, now, actor.userId);
      await audit(tx, ctx, {
        action: 'asset.liquidation-toggled',
        entity: 'asset',
        entityId: contract.assetId,
        before: { status: contract.assetStatus, contractId },
        after: { status, contractId },
      });
    }
    return publishContractChange(tx, contractId, actor, now);
  });
}
