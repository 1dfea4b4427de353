import { contractCategoryKeys, previousMonthEnd } from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { branches, cashLogCategories, cashLogs, contracts, funds, users } from '../schema.ts';
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

/**
 * Three months of demo cash log entries (up to today) over five branch cash funds and two bank
 * accounts: mostly registered, some retracted, pending ones only after each fund's last closure.
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
