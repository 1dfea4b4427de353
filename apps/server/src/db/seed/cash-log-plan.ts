/**
 * The demo cash book's shape, pure: the running costs a shop pays on a calendar (rent, salaries,
 * utilities), small daily income and expenses, and the internal transfers that keep every fund
 * above zero, as a head office tops up a branch's drawer or takes its surplus back. The seeder
 * inserts what this returns.
 */
import type { cashLogs, funds } from '../schema.ts';
import type { Random } from './demo-random.ts';

export type PlannedEntry = typeof cashLogs.$inferInsert;
export type PlanFund = Pick<
  typeof funds.$inferSelect,
  'id' | 'name' | 'type' | 'openingBalance' | 'branchId'
>;
export type PlanCategory = { id: number; key: string; direction: number };

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A time on `date` in Vietnam's office hours, `minute` minutes after 08:00 (07:00 for transfers). */
export function timeOn(date: string, minute: number): Date {
  return new Date(new Date(`${date}T08:00:00+07:00`).getTime() + minute * 60_000);
}

/** Costs paid once a month, on a fixed day, in whole thousands of đồng. */
const monthlyCosts = [
  { key: 'RENT', day: 5, range: [15_000, 40_000], notes: 'Tiền thuê mặt bằng tháng' },
  { key: 'SALARY', day: 10, range: [60_000, 120_000], notes: 'Lương nhân viên tháng' },
  { key: 'ELECTRICITY_WATER', day: 12, range: [2_000, 6_000], notes: 'Tiền điện, nước tháng' },
  { key: 'INTERNET_PHONE', day: 15, range: [500, 1_500], notes: 'Cước internet, điện thoại tháng' },
] as const;

/** Small things any day brings: parking fees in, stationery and sundries out. */
const dailyKinds = [
  { key: 'MISC_INCOME', range: [50, 500], notes: ['Thu phí giữ xe', 'Thu khác'] },
  { key: 'STATIONERY', range: [50, 800], notes: ['Mua giấy in, mực in', 'Văn phòng phẩm'] },
  { key: 'MISC_EXPENSE', range: [100, 2_000], notes: ['Chi tiếp khách', 'Sửa chữa bảng hiệu'] },
] as const;

type Shared = {
  random: Random;
  categories: readonly PlanCategory[];
  agentIds: readonly number[];
};

function category(categories: readonly PlanCategory[], key: string): PlanCategory {
  const found = categories.find((row) => row.key === key);
  if (!found) {
    throw new Error(`seedCashLogs: no category ${key}`);
  }
  return found;
}

/**
 * A fund's typed entries from `start` to `today`: its monthly costs and `perDay` small entries a
 * day (bank funds: the month's interest instead). Settled up to `closedUpTo`; after it some of
 * the last week's are still pending, and a few are retracted.
 */
export function typedEntries(
  shared: Shared,
  fund: PlanFund,
  options: { start: string; today: string; closedUpTo: string; perDay: number; branchId: number },
): PlannedEntry[] {
  const { random, categories, agentIds } = shared;
  const rows: PlannedEntry[] = [];
  const push = (date: string, key: string, thousands: number, notes: string, minute: number) => {
    const isOpen = date > options.closedUpTo;
    const status = random.chance(0.04)
      ? 'retracted'
      : isOpen && date >= addDays(options.today, -6) && random.chance(0.35)
        ? 'pending'
        : 'registered';
    const at = timeOn(date, minute);
    const { id, direction } = category(categories, key);
    rows.push({
      direction,
      registrationDate: date,
      amount: thousands * 1_000,
      categoryId: id,
      type: fund.type,
      fundId: fund.id,
      branchId: options.branchId,
      targetBranchId: options.branchId,
      notes,
      status,
      agentId: random.pick(agentIds),
      createdAt: at,
      modifiedAt: at,
    });
  };
  for (let date = options.start; date <= options.today; date = addDays(date, 1)) {
    const dayOfMonth = Number(date.slice(8, 10));
    const month = `${date.slice(5, 7)}/${date.slice(0, 4)}`;
    if (fund.type === 'BANK') {
      if (dayOfMonth === 25) {
        // About 0.2 % a month on the opening capital, as a current account pays.
        push(
          date,
          'BANK_INTEREST',
          Math.round(fund.openingBalance / 500_000),
          `Lãi tiền gửi tháng ${month}`,
          60,
        );
      }
      continue;
    }
    for (const cost of monthlyCosts) {
      if (dayOfMonth === cost.day) {
        push(
          date,
          cost.key,
          random.int(cost.range[0], cost.range[1]),
          `${cost.notes} ${month}`,
          30,
        );
      }
    }
    const count = random.int(Math.max(0, options.perDay - 2), options.perDay + 2);
    for (let n = 0; n < count; n += 1) {
      const kind = random.pick(dailyKinds);
      push(
        date,
        kind.key,
        random.int(kind.range[0], kind.range[1]),
        random.pick(kind.notes),
        60 + n * 25,
      );
    }
  }
  return rows;
}

/** A day's money out that may count (registered or pending) and its registered money in. */
function dayFlows(entries: readonly PlannedEntry[]): { out: number; in: number } {
  let out = 0;
  let incoming = 0;
  for (const entry of entries) {
    const amount = entry.amount ?? 0;
    if (entry.status === 'retracted') {
      continue;
    }
    if ((entry.direction ?? 0) < 0) {
      out += amount;
    } else if (entry.status === 'registered') {
      incoming += amount;
    }
  }
  return { out, in: incoming };
}

export type Transfer<F extends PlanFund = PlanFund> = {
  fund: F;
  date: string;
  amount: number;
  direction: 1 | -1;
};

/**
 * Walks a fund's book day by day and adds the transfers that keep it between a tenth of its
 * opening capital and three times it: money in at the start of a day whose payouts would take it
 * short (back to the opening), the surplus out at the end of a day that ends high. A day counts
 * its payouts before any receipt and its pending payouts too, so neither the order of the day's
 * rows nor any approval can take the fund below zero. Answers the transfers (registered); the
 * caller books each one and its counterpart.
 */
export function balancingTransfers<F extends PlanFund>(
  fund: F,
  entries: readonly PlannedEntry[],
  range: { start: string; today: string },
): Transfer<F>[] {
  const byDate = new Map<string, PlannedEntry[]>();
  for (const entry of entries) {
    const date = String(entry.registrationDate);
    byDate.set(date, [...(byDate.get(date) ?? []), entry]);
  }
  const floor = fund.openingBalance / 10;
  const ceiling = fund.openingBalance * 3;
  const transfers: Transfer<F>[] = [];
  let balance = fund.openingBalance;
  for (let date = range.start; date <= range.today; date = addDays(date, 1)) {
    const flows = dayFlows(byDate.get(date) ?? []);
    if (balance - flows.out < floor) {
      const amount =
        Math.ceil((fund.openingBalance - balance + flows.out) / 10_000_000) * 10_000_000;
      transfers.push({ fund, date, amount, direction: 1 });
      balance += amount;
    }
    balance += flows.in - flows.out;
    if (balance > ceiling) {
      const amount = Math.floor((balance - fund.openingBalance * 1.5) / 10_000_000) * 10_000_000;
      transfers.push({ fund, date, amount, direction: -1 });
      balance -= amount;
    }
  }
  return transfers;
}
