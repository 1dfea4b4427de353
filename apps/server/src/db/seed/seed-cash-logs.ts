import {
  type ContractCategoryKey,
  contractBookingFund,
  contractCategoryKeys,
  contractPaymentCategoryKeys,
  contractPaymentNotes,
  previousMonthEnd,
} from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
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
import { createRandom } from './demo-random.ts';

/** The branches whose cash funds get demo entries, and how busy each one is (entries per day). */
const busyBranches: Readonly<Record<string, number>> = {
  HN01: 6,
  HN02: 4,
  HCM01: 6,
  HCM02: 3,
  DN01: 3,
};
/** Bank funds with entries (booked to the head office). */
const bankFundNames = ['Vietcombank – TK công ty', 'Techcombank – TK thu hộ'];
/** This fund has no closure for last month, so the console's month-end notice shows. */
export const demoFundWithoutClosure = 'Quỹ tiền mặt Bạch Mai';

type CategoryRow = { id: number; key: string; direction: number; parentId: number | null };

const notesByKey: Readonly<Record<string, readonly string[]>> = {
  LOAN_REPAYMENT: ['Khách trả lãi kỳ này', 'Tất toán hợp đồng', 'Thu nợ gốc, lãi'],
  LOAN_DISBURSEMENT: ['Giải ngân hợp đồng mới', 'Giải ngân cầm xe máy', 'Giải ngân cầm ô tô'],
  RENEW: ['Gia hạn hợp đồng', 'Thu tiền gia hạn kỳ 2'],
  DIRECT_SALE: ['Bán xe thanh lý tại cửa hàng', 'Bán điện thoại thanh lý'],
  BANK_INTEREST: ['Lãi tiền gửi tháng'],
  FUND_TRANSFER_IN: ['Nhận tiền từ hội sở'],
  MISC_INCOME: ['Thu phí giữ xe', 'Thu khác'],
  RENT: ['Tiền thuê mặt bằng tháng'],
  ELECTRICITY_WATER: ['Tiền điện tháng', 'Tiền nước tháng'],
  SALARY: ['Lương nhân viên tháng'],
  STATIONERY: ['Mua giấy in, mực in', 'Văn phòng phẩm'],
  INTERNET_PHONE: ['Cước internet', 'Cước điện thoại'],
  FUND_TRANSFER_OUT: ['Nộp tiền về hội sở'],
  MISC_EXPENSE: ['Chi tiếp khách', 'Sửa chữa bảng hiệu'],
};

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first day of the month two months before `today`'s month: three months of entries. */
function firstDayTwoMonthsBack(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = new Date(Date.UTC(year, month - 3, 1));
  return start.toISOString().slice(0, 10);
}

type FundRow = typeof funds.$inferSelect;

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
 * Three months of demo cash log entries (up to today) over five branch cash funds and two bank
 * accounts: mostly registered, some retracted, pending ones only after each fund's last closure.
 * Beside them, the entries of the demo contracts' money in those months, as the contract actions
 * write them (decisions/0011), so the book matches the contracts.
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
  const fundRows = await db.select().from(funds);
  const categories: CategoryRow[] = await db.select().from(cashLogCategories);
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['accountant', 'headaccountant']));
  const agentIds = staff.map((user) => user.id);
  const ho = branchRows.find((branch) => branch.code === 'HO');
  if (!ho || agentIds.length === 0) {
    throw new Error('seedCashLogs needs the reference data and the demo users');
  }
  const leaves = categories.filter(
    (category) => !categories.some((other) => other.parentId === category.id),
  );
  const parentKey = (category: CategoryRow) =>
    categories.find((other) => other.id === category.parentId)?.key ?? category.key;
  const seededFunds = [
    ...Object.entries(busyBranches).map(([code, perDay]) => {
      const branch = branchRows.find((row) => row.code === code);
      const fund = fundRows.find((row) => row.type === 'CASH' && row.branchId === branch?.id);
      if (!branch || !fund) {
        throw new Error(`seedCashLogs: no cash fund for ${code}`);
      }
      return { fund, branchId: branch.id, perDay };
    }),
    ...bankFundNames.map((name) => {
      const fund = fundRows.find((row) => row.name === name);
      if (!fund) {
        throw new Error(`seedCashLogs: no fund ${name}`);
      }
      return { fund, branchId: ho.id, perDay: 2 };
    }),
  ];
  // Entries up to a fund's last closure must be settled (registered or retracted).
  const closedUpTo = (fundName: string) =>
    fundName === demoFundWithoutClosure ? monthBeforeEnd : lastMonthEnd;

  // Contract ids are real seeded contracts: any lent one, or a renewed one and its renewal.
  const contractRows = await db
    .select({
      id: contracts.id,
      mifosId: contracts.mifosId,
      parentId: contracts.parentId,
      status: contracts.status,
    })
    .from(contracts)
    .orderBy(asc(contracts.id));
  const mifosOf = new Map(contractRows.map((row) => [row.id, row.mifosId]));
  const lent = contractRows.filter(
    (row) => !['PENDING', 'APPROVED', 'REJECTED'].includes(row.status),
  );
  const renewals = contractRows.flatMap((row) => {
    const parent = row.parentId === null ? undefined : mifosOf.get(row.parentId);
    return parent === undefined ? [] : [{ parent, child: row.mifosId }];
  });
  if (lent.length === 0 || renewals.length === 0) {
    throw new Error('seedCashLogs needs the demo contracts (seedContracts first)');
  }
  const rows: (typeof cashLogs.$inferInsert)[] = [];
  for (let date = start; date <= today; date = addDays(date, 1)) {
    const createdAt = new Date(`${date}T03:00:00Z`);
    for (const { fund, branchId, perDay } of seededFunds) {
      const count = random.int(Math.max(0, perDay - 2), perDay + 2);
      for (let n = 0; n < count; n += 1) {
        const category = random.pick(leaves);
        const key = parentKey(category);
        const needsContract = (contractCategoryKeys as readonly string[]).includes(key);
        const renewal = category.key === 'RENEW' ? random.pick(renewals) : undefined;
        const contractId = needsContract ? (renewal?.parent ?? random.pick(lent).mifosId) : null;
        const isBig =
          key === 'LOAN_DISBURSEMENT' || key === 'LOAN_REPAYMENT' || category.key === 'SALARY';
        const amount = random.int(isBig ? 3_000 : 50, isBig ? 60_000 : 3_000) * 1_000;
        const isOpen = date > closedUpTo(fund.name);
        const status = random.chance(0.04)
          ? 'retracted'
          : isOpen && date >= addDays(today, -6) && random.chance(0.35)
            ? 'pending'
            : 'registered';
        rows.push({
          direction: category.direction,
          registrationDate: date,
          amount,
          categoryId: category.id,
          type: fund.type,
          fundId: fund.id,
          branchId,
          targetBranchId: branchId,
          mifosLoanId: contractId,
          mifosRenewLoanId: renewal?.child ?? null,
          notes: random.pick(notesByKey[category.key] ?? ['Thu chi khác']),
          status,
          agentId: random.pick(agentIds),
          createdAt,
          modifiedAt: createdAt,
        });
      }
    }
  }
  rows.push(
    ...(await contractMovementRows(db, {
      start,
      fundRows,
      categories,
      branchRows,
      staffBranchId: await authorBranch(db),
      closedUpTo: (fund) => closedUpTo(fund.name),
    })),
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
