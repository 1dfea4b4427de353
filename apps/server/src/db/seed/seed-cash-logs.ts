import {
  type ContractCategoryKey,
  contractBookingFund,
  contractPaymentCategoryKeys,
  contractPaymentNotes,
  isCashLogBranch,
  previousMonthEnd,
} from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  branches,
  cashLogCategories,
  cashLogs,
  contracts,
  contractTransactions,
  funds,
  userBranches,
  users,
} from '../schema.ts';
import { chunk } from './batches.ts';
import {
  addDays,
  balancingTransfers,
  type PlannedEntry,
  type Transfer,
  timeOn,
  typedEntries,
} from './cash-log-plan.ts';
import { createRandom } from './demo-random.ts';

/** The branches whose cash drawers see small entries every day, and how many a day. */
const busyBranches: Readonly<Record<string, number>> = {
  HN01: 4,
  HN02: 3,
  HCM01: 4,
  HCM02: 2,
  DN01: 2,
};
/** The company's account: drawers are topped up from it and pay their surplus into it. */
const companyAccountName = 'Vietcombank – TK công ty';
/** Bank accounts earning interest. */
const bankFundNames = [companyAccountName, 'Techcombank – TK thu hộ'];
/** This fund has no closure for last month, so the console's month-end notice shows. */
export const demoFundWithoutClosure = 'Quỹ tiền mặt Bạch Mai';

type CategoryRow = { id: number; key: string; direction: number; parentId: number | null };

/** The first day of the month two months before `today`'s month: three months of entries. */
function firstDayTwoMonthsBack(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = new Date(Date.UTC(year, month - 3, 1));
  return start.toISOString().slice(0, 10);
}

type FundRow = typeof funds.$inferSelect;
const renewals = alias(contracts, 'renewals');

/** The branch of the demo contracts' author (the sales user). */
async function authorBranch(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ branchId: userBranches.branchId })
    .from(userBranches)
    .innerJoin(users, eq(users.id, userBranches.userId))
    .where(eq(users.username, 'sales'))
    .orderBy(asc(userBranches.branchId))
    .limit(1);
  if (!row) {
    throw new Error('seedCashLogs needs the demo users');
  }
  return row.branchId;
}

/**
 * The entries the contract actions would have written for the demo contracts' money in the
 * window (decisions/0011): each payout, each repay transaction by staff and each closing
 * payment, in the contract branch's fund of its type (else the company-wide one), linked back.
 * Registered up to the fund's last closure, pending after it; a retracted transaction's entry
 * is retracted.
 */
async function contractMovementRows(
  db: DbOrTx,
  options: {
    start: string;
    fundRows: FundRow[];
    categories: CategoryRow[];
    branchRows: { id: number; code: string }[];
    /** The demo contracts' author's branch: the acting staff's, for contracts sitting in LVL. */
    staffBranchId: number;
    closedUpTo: (fund: FundRow) => string;
  },
): Promise<(typeof cashLogs.$inferInsert)[]> {
  const { start, fundRows, categories } = options;
  const categoryOf = (purpose: ContractCategoryKey) => {
    const category = categories.find((row) => row.key === contractPaymentCategoryKeys[purpose]);
    if (!category) {
      throw new Error(`seedCashLogs: no category for ${purpose}`);
    }
    return category;
  };
  const payouts = await db
    .select()
    .from(contracts)
    .where(and(isNotNull(contracts.disburseType), gte(contracts.disbursedOn, start)));
  // Staff's repay rows, and the closing payment (the last automatic row of a CLOSED contract);
  // not the prepaid interest the disbursal books, which never reaches the drawer.
  const payments = await db
    .select({ transaction: contractTransactions, contract: contracts })
    .from(contractTransactions)
    .innerJoin(contracts, eq(contracts.id, contractTransactions.contractId))
    .where(
      and(
        eq(contractTransactions.action, 'REPAY'),
        gte(contractTransactions.registeredOn, start),
        sql`(${contractTransactions.manual} or (${contracts.status} = 'CLOSED'
          and ${contractTransactions.registeredOn} = ${contracts.closedOn}
          and ${contractTransactions.id} = (select max(t.id) from contract_transactions t
            where t.contract_id = ${contracts.id})))`,
      ),
    );
  const movements = [
    ...payouts.map((contract) => ({
      contract,
      purpose: 'LOAN_DISBURSEMENT' as const,
      transactionId: null,
      type: contract.disburseType ?? 'CASH',
      amount: contract.disbursementAmount ?? 0,
      date: contract.disbursedOn ?? start,
      isRetracted: false,
      at: contract.modifiedAt,
    })),
    ...payments.map(({ transaction, contract }) => ({
      contract,
      purpose: 'LOAN_REPAYMENT' as const,
      transactionId: transaction.id,
      type: transaction.type,
      amount: transaction.amount,
      date: transaction.registeredOn,
      isRetracted: transaction.status === 'RETRACTED',
      at: transaction.createdAt,
    })),
  ];
  return movements.flatMap((movement) => {
    const booking = contractBookingFund(fundRows, options.branchRows, movement.type, [
      movement.contract.branchId,
      options.staffBranchId,
    ]);
    if (!booking || movement.amount <= 0) {
      return [];
    }
    const { fund } = booking;
    const category = categoryOf(movement.purpose);
    return [
      {
        direction: category.direction,
        registrationDate: movement.date,
        amount: movement.amount,
        categoryId: category.id,
        type: fund.type,
        fundId: fund.id,
        branchId: options.staffBranchId,
        targetBranchId: booking.branchId,
        mifosLoanId: movement.contract.mifosId,
        mifosRenewLoanId: null,
        notes: contractPaymentNotes(
          movement.purpose,
          movement.contract.finfluxId,
          movement.transactionId,
        ),
        status: movement.isRetracted
          ? 'retracted'
          : movement.date <= options.closedUpTo(fund)
            ? 'registered'
            : 'pending',
        agentId: movement.contract.createdBy,
        origin: movement.transactionId === null ? 'CONTRACT_DISBURSAL' : 'CONTRACT_PAYMENT',
        contractTransactionId: movement.transactionId,
        createdAt: movement.at,
        modifiedAt: movement.at,
      } satisfies typeof cashLogs.$inferInsert,
    ];
  });
}

/**
 * The typed entries of the demo renewals' payments in the window: an accountant books what the
 * client paid to renew in RENEW, naming the renewed contract and its renewal (B§9).
 */
async function renewalRows(
  db: DbOrTx,
  options: {
    start: string;
    fundRows: FundRow[];
    categories: CategoryRow[];
    branchRows: { id: number; code: string }[];
    staffBranchId: number;
    closedUpTo: (fund: FundRow) => string;
  },
): Promise<PlannedEntry[]> {
  const category = options.categories.find((row) => row.key === 'RENEW');
  if (!category) {
    throw new Error('seedCashLogs: no RENEW category');
  }
  const renewed = await db
    .select({ transaction: contractTransactions, contract: contracts, child: renewals })
    .from(contractTransactions)
    .innerJoin(contracts, eq(contracts.id, contractTransactions.contractId))
    .innerJoin(renewals, eq(renewals.parentId, contracts.id))
    .where(
      and(
        eq(contractTransactions.action, 'RENEW'),
        eq(contractTransactions.status, 'REGISTERED'),
        gte(contractTransactions.registeredOn, options.start),
      ),
    );
  return renewed.flatMap(({ transaction, contract, child }) => {
    const booking = contractBookingFund(options.fundRows, options.branchRows, transaction.type, [
      contract.branchId,
      options.staffBranchId,
    ]);
    if (!booking) {
      return [];
    }
    const at = new Date(transaction.createdAt.getTime() + 10 * 60_000);
    return [
      {
        direction: category.direction,
        registrationDate: transaction.registeredOn,
        amount: transaction.amount,
        categoryId: category.id,
        type: booking.fund.type,
        fundId: booking.fund.id,
        branchId: options.staffBranchId,
        targetBranchId: booking.branchId,
        mifosLoanId: contract.mifosId,
        mifosRenewLoanId: child.mifosId,
        notes: `Gia hạn hợp đồng #${contract.finfluxId} sang #${child.finfluxId}`,
        status:
          transaction.registeredOn <= options.closedUpTo(booking.fund) ? 'registered' : 'pending',
        agentId: contract.createdBy,
        createdAt: at,
        modifiedAt: at,
      } satisfies PlannedEntry,
    ];
  });
}

/**
 * A balancing transfer as the two entries it makes: the fund's, and the company account's
 * counterpart (a drawer's top-up is a withdrawal there, its surplus a deposit). The company
 * account's own top-up is new capital from the owners, with no counterpart.
 */
function transferRows(
  transfer: Transfer<FundRow>,
  context: {
    companyAccount: FundRow;
    branchRows: { id: number; code: string; name: string }[];
    categories: CategoryRow[];
    ho: { id: number };
    agentIds: number[];
  },
): PlannedEntry[] {
  const { fund, date, amount, direction } = transfer;
  const categoryOf = (incoming: boolean) => {
    const key = incoming ? 'FUND_TRANSFER_IN' : 'FUND_TRANSFER_OUT';
    const found = context.categories.find((row) => row.key === key);
    if (!found) {
      throw new Error(`seedCashLogs: no category ${key}`);
    }
    return found;
  };
  const branch = context.branchRows.find((row) => row.id === fund.branchId);
  const isCompany = fund.id === context.companyAccount.id;
  // Top-ups open the day (the company account's own before it funds the drawers), surpluses leave
  // at its end, so the running balance stays above zero through the day.
  const at = timeOn(date, direction === 1 ? (isCompany ? -60 : -30) : 570);
  const entry = (target: FundRow, incoming: boolean, notes: string): PlannedEntry => ({
    direction: categoryOf(incoming).direction,
    registrationDate: date,
    amount,
    categoryId: categoryOf(incoming).id,
    type: target.type,
    fundId: target.id,
    branchId: context.ho.id,
    targetBranchId: target.branchId ?? context.ho.id,
    notes,
    status: 'registered',
    agentId: context.agentIds[0] ?? null,
    createdAt: at,
    modifiedAt: at,
  });
  if (isCompany) {
    return [
      entry(
        fund,
        direction === 1,
        direction === 1 ? 'Chủ sở hữu góp thêm vốn' : 'Chuyển lợi nhuận về tài khoản chủ sở hữu',
      ),
    ];
  }
  const place = branch?.name ?? fund.name;
  return direction === 1
    ? [
        entry(fund, true, 'Nhận tiền từ hội sở'),
        entry(context.companyAccount, false, `Chuyển tiền cho ${place}`),
      ]
    : [
        entry(fund, false, 'Nộp tiền về hội sở'),
        entry(context.companyAccount, true, `Nhận tiền nộp về từ ${place}`),
      ];
}

/**
 * Three months of a demo cash book (up to today), every figure one a shop would see: the demo
 * contracts' payouts and payments as their actions write them (decisions/0011) and their renewals
 * as accountants type them, each branch's rent, salaries and utilities on their days, small daily
 * income and expenses in five busy branches, the bank accounts' interest, and the internal
 * transfers (drawer ↔ the company's Vietcombank account) that keep every fund above zero on every
 * day. Settled up to each fund's last closure, some pending after it.
 * Month-end closures of every fund for the two previous months, computed by the database, except
 * last month's for one fund (the month-end notice). Deterministic for a given `now`.
 */
export async function seedCashLogs(db: DbOrTx, options: { now: Date }): Promise<void> {
  const random = createRandom(20261106);
  const today = businessDate(options.now);
  const start = firstDayTwoMonthsBack(today);
  const lastMonthEnd = previousMonthEnd(today);
  const monthBeforeEnd = previousMonthEnd(lastMonthEnd);
  const branchRows = await db.select().from(branches);
  const fundRows = await db.select().from(funds).orderBy(asc(funds.id));
  const categories: CategoryRow[] = await db.select().from(cashLogCategories);
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['accountant', 'headaccountant']));
  const agentIds = staff.map((user) => user.id);
  const ho = branchRows.find((branch) => branch.code === 'HO');
  const companyAccount = fundRows.find((fund) => fund.name === companyAccountName);
  if (!ho || !companyAccount || agentIds.length === 0) {
    throw new Error('seedCashLogs needs the reference data and the demo users');
  }
  // Entries up to a fund's last closure must be settled (registered or retracted).
  const closedUpTo = (fund: FundRow) =>
    fund.name === demoFundWithoutClosure ? monthBeforeEnd : lastMonthEnd;
  const staffBranchId = await authorBranch(db);
  const shared = { random, categories, agentIds };
  const rows: PlannedEntry[] = [];
  for (const fund of fundRows) {
    const branch = branchRows.find((row) => row.id === fund.branchId);
    const isOperatingCash = fund.type === 'CASH' && branch && isCashLogBranch(branch.code);
    const isBusyBank = bankFundNames.includes(fund.name);
    if (isOperatingCash || isBusyBank) {
      rows.push(
        ...typedEntries(shared, fund, {
          start,
          today,
          closedUpTo: closedUpTo(fund),
          perDay: isOperatingCash ? (busyBranches[branch.code] ?? 0) : 0,
          branchId: branch?.id ?? ho.id,
        }),
      );
    }
  }
  const contractOptions = {
    start,
    fundRows,
    categories,
    branchRows,
    staffBranchId,
    closedUpTo,
  };
  rows.push(...(await contractMovementRows(db, contractOptions)));
  rows.push(...(await renewalRows(db, contractOptions)));
  // The branches' drawers first: their transfers land in the company account, balanced last.
  const ordered = [...fundRows.filter((fund) => fund.id !== companyAccount.id), companyAccount];
  for (const fund of ordered) {
    const transfers = balancingTransfers(
      fund,
      rows.filter((row) => row.fundId === fund.id),
      { start, today },
    );
    for (const transfer of transfers) {
      rows.push(
        ...transferRows(transfer, { companyAccount, branchRows, categories, ho, agentIds }),
      );
    }
  }
  // Ids follow the day's hours, as entries typed through the day would get them.
  rows.sort(
    (a, b) =>
      String(a.registrationDate).localeCompare(String(b.registrationDate)) ||
      (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );
  for (const batch of chunk(rows)) {
    await db.insert(cashLogs).values(batch);
  }

  const headAccountant = staff.find((user) => user.username === 'headaccountant')?.id ?? null;
  // Every fund closes at month end, used or not, so the month-end check names only the one left out.
  for (const fund of fundRows) {
    const dates =
      fund.name === demoFundWithoutClosure ? [monthBeforeEnd] : [monthBeforeEnd, lastMonthEnd];
    for (const closureDate of dates) {
      // The snapshot is the database's own sum, as the closure call computes it.
      const notes = `Chốt quỹ cuối tháng ${closureDate.slice(5, 7)}/${closureDate.slice(0, 4)}`;
      const createdAt = new Date(`${addDays(closureDate, 1)}T02:00:00Z`).toISOString();
      await db.execute(sql`
        insert into cash_closures
          (fund_id, closure_date, balance, computed_balance, notes, created_by, created_at)
        select f.id, ${closureDate}::date, s.balance, s.balance, ${notes}, ${headAccountant},
          ${createdAt}::timestamptz
        from funds f
        cross join lateral (
          select f.opening_balance + coalesce(sum(l.direction * l.amount), 0) as balance
          from cash_logs l
          where l.fund_id = f.id and l.status = 'registered' and l.registration_date <= ${closureDate}::date
        ) s
        where f.id = ${fund.id}`);
    }
  }
}
