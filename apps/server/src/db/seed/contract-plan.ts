/**
 * Demo contract chains, simulated with the loan core's own rules and formulas so every seeded
 * figure is what the domain computes: terms from loanTerms(), fees from overdueFee() and
 * liquidationFee(), settlements from outstanding() and renewAmount(), sums from the rows. Pure: the
 * seeder inserts what this returns.
 */
import {
  type ContractStatus,
  cancelReasons,
  needsDisburseType,
  type PaymentType,
} from '@pawndesk/domain/contract-states';
import { addDays, businessDate, daysBetween } from '@pawndesk/domain/dates';
import {
  advanceCollected,
  type LoanProduct,
  type LoanPromotion,
  liquidationFee,
  loanTerms,
  outstanding,
  renewAmount,
  unchargedOverdueFee,
  waivableInterest,
} from '@pawndesk/domain/loan-math';
import { roundToThousand } from '@pawndesk/domain/money';
import type { Random } from './demo-random.ts';

export type PlanProduct = LoanProduct & {
  id: number;
  interestValue: number | null;
  minInterestRate: number;
  maxInterestRate: number;
};
export type PlanAsset = { id: number; valuatedAmount: number; branchId: number; clientId: number };

type Money = {
  repaidAmount: number;
  waivedAmount: number;
  chargedOverdueFee: number;
  liquidationFee: number;
  failedCommitmentFee: number;
};

export type PlannedRow = Money & {
  finfluxId: number;
  mifosId: number;
  status: ContractStatus;
  contractType: 'NEW' | 'RENEWAL';
  clientId: number;
  assetId: number;
  productId: number;
  promotionId: number | null;
  branchId: number;
  validatorId: number;
  submittedOn: string;
  originallySubmittedOn: string;
  maturesOn: string;
  dueDate: string;
  approvedOn: string | null;
  disbursedOn: string | null;
  repaidOn: string | null;
  renewedOn: string | null;
  closedOn: string | null;
  approvedAmount: number;
  proposedAmount: number;
  requiredAmount: number;
  adjustedAmount: number;
  principalAmount: number;
  interestAmount: number;
  interestRate: number;
  isAdvance: boolean;
  roundingFee: number;
  storageFee: number;
  discountAmount: number;
  receivedAmount: number;
  disbursementAmount: number | null;
  disburseType: PaymentType | null;
  renewalDifference: number;
  cancelReason: string | null;
  createdAt: Date;
  modifiedAt: Date;
};

export type PlannedTransaction = {
  registeredOn: string;
  type: PaymentType;
  amount: number;
  status: 'REGISTERED' | 'RETRACTED';
  action: 'REPAY' | 'RENEW' | 'WAIVE';
  manual: boolean;
  createdAt: Date;
  retractedAt: Date | null;
};
export type PlannedFee = {
  type: 'OVERDUE' | 'LIQUIDIZATION' | 'FAILED_COMMITMENT';
  registeredOn: string;
  amount: number;
  createdAt: Date;
};
export type PlannedContract = {
  row: PlannedRow;
  /** Index in the plan of the contract this one renews. */
  parentIndex: number | null;
  transactions: PlannedTransaction[];
  fees: PlannedFee[];
  notes: { content: string; createdAt: Date }[];
  actions: { action: string; before: unknown; createdAt: Date }[];
  adjustments: { adjustedAmount: number; previousAmount: number; createdAt: Date }[];
};
export type AssetOutcome = {
  status: 'PENDING' | 'ACQUIRED' | 'IN_STORAGE' | 'WAITING_TO_LIQUIDIZE' | 'RELEASED';
  storedOn: string | null;
  releasedOn: string | null;
};

/** A chain's clock: a time in office hours on a date, after every earlier event of that date. */
export type Stamp = (date: string) => Date;

function chainClock(random: Random, now: Date): Stamp {
  const latest = new Map<string, Date>();
  const today = businessDate(now);
  return (date) => {
    // Today's events happened between opening and now, a minute or two apart.
    const hour = date === today ? 8 : random.int(8, 15);
    const picked = new Date(
      `${date}T${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00+07:00`,
    );
    const previous = latest.get(date);
    const step = date === today ? random.int(1, 2) : random.int(2, 12);
    const stamp =
      previous && picked <= previous ? new Date(previous.getTime() + step * 60_000) : picked;
    latest.set(date, stamp);
    return stamp;
  };
}

const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} đ`;
const min = (a: string, b: string) => (a < b ? a : b);

/** One contract being lived through, with the same effects as the server's actions. */
function liveContract(random: Random, at: Stamp, plan: PlannedContract, product: PlanProduct) {
  const { row } = plan;
  const restorable = () => ({
    status: row.status,
    approvedOn: row.approvedOn,
    disbursedOn: row.disbursedOn,
    repaidOn: row.repaidOn,
    renewedOn: row.renewedOn,
    closedOn: row.closedOn,
    disbursementAmount: row.disbursementAmount,
    disburseType: row.disburseType,
    repaidAmount: row.repaidAmount,
    waivedAmount: row.waivedAmount,
    renewalDifference: row.renewalDifference,
    chargedOverdueFee: row.chargedOverdueFee,
    overridedOverdueFee: null,
    liquidationFee: row.liquidationFee,
    failedCommitmentFee: row.failedCommitmentFee,
    adjustedAmount: row.adjustedAmount,
    cancelReason: row.cancelReason,
  });
  let asset: AssetOutcome = { status: 'PENDING', storedOn: null, releasedOn: null };
  const remember = (action: string, date: string) =>
    plan.actions.push({
      action,
      before: { contract: restorable(), asset: { ...asset, status: asset.status } },
      createdAt: at(date),
    });
  const note = (content: string, date: string) => plan.notes.push({ content, createdAt: at(date) });
  const sums = () => {
    const registered = plan.transactions.filter((t) => t.status === 'REGISTERED');
    const sum = (items: { amount: number }[]) => items.reduce((s, t) => s + t.amount, 0);
    row.repaidAmount = sum(registered.filter((t) => t.action !== 'WAIVE'));
    row.waivedAmount = sum(registered.filter((t) => t.action === 'WAIVE'));
    row.chargedOverdueFee = sum(plan.fees.filter((f) => f.type === 'OVERDUE'));
    row.liquidationFee = sum(plan.fees.filter((f) => f.type === 'LIQUIDIZATION'));
  };
  const figures = () => ({ ...row, overdueFee: row.chargedOverdueFee });
  const post = (
    date: string,
    action: PlannedTransaction['action'],
    amount: number,
    type: PaymentType,
    manual = true,
  ) => {
    plan.transactions.push({
      registeredOn: date,
      type,
      amount,
      status: 'REGISTERED',
      action,
      manual,
      createdAt: at(date),
      retractedAt: null,
    });
    sums();
  };
  const fee = (date: string, type: PlannedFee['type'], amount: number) => {
    if (amount > 0) {
      plan.fees.push({ type, registeredOn: date, amount, createdAt: at(date) });
      sums();
      note(`Thu ${type === 'OVERDUE' ? 'phí quá hạn' : 'phí thanh lý'} ${vnd(amount)}`, date);
    }
  };
  /** The overdue fee due by `date` beyond what is charged. */
  const chargeOverdue = (date: string) =>
    fee(
      date,
      'OVERDUE',
      unchargedOverdueFee({ ...row, overridedOverdueFee: null }, product.loanTerm, date),
    );
  const type = (): PaymentType => (random.chance(0.7) ? 'CASH' : 'BANK');

  return {
    asset: () => asset,
    approve(date: string) {
      remember('approve', date);
      row.status = 'APPROVED';
      row.approvedOn = date;
      asset = { ...asset, status: 'ACQUIRED' };
      note('Đã duyệt hợp đồng', date);
    },
    reject(date: string) {
      row.status = 'REJECTED';
      row.cancelReason = random.pick(cancelReasons);
      row.closedOn = date;
      asset = { ...asset, status: 'RELEASED', releasedOn: date };
      note('Đã từ chối hợp đồng', date);
    },
    disburse(date: string, parentApproved: number | null) {
      remember('disburse', date);
      const paysOut = needsDisburseType(row.approvedAmount, parentApproved);
      const how = paysOut ? type() : null;
      row.status = 'DISBURSED';
      row.disbursedOn = date;
      row.disburseType = how;
      row.disbursementAmount = paysOut ? row.receivedAmount : null;
      const collected = advanceCollected({
        ...row,
        discount: row.discountAmount,
        interestType: product.interestType,
      });
      if (collected > 0) {
        post(date, 'REPAY', collected, how ?? 'CASH', false);
      }
      if (row.isAdvance && row.discountAmount > 0) {
        post(date, 'WAIVE', row.discountAmount, how ?? 'CASH', false);
      }
      asset = { status: 'IN_STORAGE', storedOn: asset.storedOn ?? date, releasedOn: null };
      note(
        how ? `Đã giải ngân hợp đồng: ${vnd(row.receivedAmount)}` : 'Đã giải ngân hợp đồng gia hạn',
        date,
      );
    },
    /** Some partial repayments, a waiver, a retraction and a value adjustment, as shops see them. */
    liveThrough(until: string) {
      const from = row.disbursedOn ?? row.submittedOn;
      const span = Math.max(0, daysBetween(from, until));
      let last = from;
      for (let i = 0; i < 2 && random.chance(0.35); i += 1) {
        const date = min(
          addDays(last, random.int(0, Math.max(0, span - daysBetween(from, last)))),
          until,
        );
        const amount = roundToThousand(outstanding(figures()) * (0.1 + random.next() * 0.3));
        if (amount > 0 && date >= last) {
          post(date, 'REPAY', amount, type());
          note(`Trả bớt ${vnd(amount)}`, date);
          last = date;
        }
      }
      const retractable = plan.transactions.filter((t) => t.manual && t.status === 'REGISTERED');
      const retracted = retractable[retractable.length - 1];
      if (retracted && random.chance(0.2)) {
        retracted.status = 'RETRACTED';
        retracted.retractedAt = at(retracted.registeredOn);
        sums();
        note(`Đã hoàn tác giao dịch (${vnd(retracted.amount)})`, retracted.registeredOn);
      }
      if (random.chance(0.12)) {
        const waivable = waivableInterest(row, outstanding(figures()));
        const amount = Math.min(
          waivable,
          roundToThousand(row.interestAmount * (0.1 + random.next() * 0.3)),
        );
        if (amount > 0) {
          post(last, 'WAIVE', amount, 'CASH');
          note(`Miễn giảm lãi ${vnd(amount)}`, last);
        }
      }
      if (random.chance(0.1)) {
        const adjusted =
          Math.round((row.approvedAmount * (0.1 + random.next() * 0.2)) / 100_000) * 100_000;
        const date = min(addDays(from, random.int(1, 20)), until);
        plan.adjustments.push({
          adjustedAmount: adjusted,
          previousAmount: row.adjustedAmount,
          createdAt: at(date),
        });
        row.adjustedAmount = adjusted;
        note(`Điều chỉnh giá trị tài sản: giá mới ${vnd(row.approvedAmount - adjusted)}`, date);
      }
    },
    overdue(today: string) {
      row.status = 'OVERDUE';
      note(
        'Hợp đồng quá hạn thanh toán, chuyển sang trạng thái quá hạn',
        addDays(row.maturesOn, 1),
      );
      if (random.chance(0.4)) {
        chargeOverdue(min(addDays(row.maturesOn, random.int(1, 30)), today));
      }
      if (daysBetween(row.maturesOn, today) > 30 && random.chance(0.3)) {
        fee(today, 'LIQUIDIZATION', liquidationFee({ ...row, rate: 10 }));
        asset = { ...asset, status: 'WAITING_TO_LIQUIDIZE' };
      }
    },
    /** Pays what is owed (fees first) and settles: REPAID by staff, or CLOSED after a redeem. */
    settle(date: string, how: 'REPAID' | 'CLOSED') {
      if (how === 'CLOSED') {
        chargeOverdue(date);
        const owed = outstanding(figures());
        if (owed > 0) {
          post(date, 'REPAY', owed, type(), false);
        }
        row.status = 'CLOSED';
        row.closedOn = date;
        note(`Khách hàng chuộc tài sản, đóng hợp đồng: ${vnd(Math.max(0, owed))}`, date);
      } else {
        chargeOverdue(date);
        const owed = outstanding(figures());
        if (owed > 0) {
          post(date, 'REPAY', owed, type());
        }
        remember('repay', date);
        row.status = 'REPAID';
        row.repaidOn = date;
        note('Đã tất toán hợp đồng', date);
      }
      asset = { ...asset, status: 'RELEASED', releasedOn: date };
    },
    renewInto(child: PlannedRow, date: string) {
      chargeOverdue(date);
      const renewalDifference = child.approvedAmount - row.principalAmount;
      const owed = renewAmount({ ...figures(), renewalDifference });
      if (owed > 0) {
        post(date, 'RENEW', owed, type());
      }
      remember('renew', date);
      row.status = 'RENEWED';
      row.renewedOn = date;
      row.renewalDifference = renewalDifference;
      note(`Đã gia hạn sang hợp đồng #${child.finfluxId}`, date);
    },
  };
}

const tailWeights: Record<
  'PENDING' | 'APPROVED' | 'DISBURSED' | 'OVERDUE' | 'REPAID' | 'CLOSED' | 'REJECTED',
  number
> = {
  PENDING: 5,
  APPROVED: 5,
  DISBURSED: 33,
  OVERDUE: 25,
  REPAID: 15,
  CLOSED: 9,
  REJECTED: 8,
};

function rateOf(random: Random, product: PlanProduct): number {
  if (product.interestValue !== null) {
    return product.interestValue;
  }
  const steps = Math.floor((product.maxInterestRate - product.minInterestRate) / 0.5);
  return product.minInterestRate + random.int(0, steps) * 0.5;
}

export type ChainInput = {
  random: Random;
  today: string;
  /** Events of today happen before this instant. */
  now: Date;
  asset: PlanAsset;
  product: PlanProduct;
  promotion: (LoanPromotion & { id: number }) | null;
  validatorId: number;
  nextNumber: () => number;
  /** Chain length 1–3: all but the last are RENEWED. */
  length: number;
};

/** A contract chain on one asset, oldest first, dated backwards from the tail's status. */
export function planChain(input: ChainInput): {
  contracts: PlannedContract[];
  asset: AssetOutcome;
} {
  const { random, today, product, asset } = input;
  const tail = random.weighted(tailWeights);
  const term = product.loanTerm;
  // The tail's creation date, so its status fits today (overdue 1–90 days, disbursed 0 days late…).
  const tailStart = (() => {
    switch (tail) {
      case 'PENDING':
      case 'APPROVED':
        return addDays(today, -random.int(0, 2));
      case 'DISBURSED':
        return addDays(today, -random.int(0, term));
      case 'OVERDUE':
        return addDays(today, -(term + random.int(1, 90)));
      default:
        return addDays(today, -random.int(term, 200));
    }
  })();
  const starts = [tailStart];
  for (let i = 1; i < input.length; i += 1) {
    const childStart = starts[0] ?? tailStart;
    starts.unshift(addDays(childStart, -(term + random.int(-5, 8))));
  }
  const at = chainClock(random, input.now);
  const plans: PlannedContract[] = [];
  const lives: ReturnType<typeof liveContract>[] = [];
  let approved = Math.max(
    1_000_000,
    Math.round((asset.valuatedAmount * (0.5 + random.next() * 0.3)) / 100_000) * 100_000,
  );
  starts.forEach((submittedOn, index) => {
    const isRenewal = index > 0;
    if (isRenewal) {
      approved = Math.max(
        1_000_000,
        Math.round((approved * random.pick([1, 1, 1, 0.8, 1.2])) / 100_000) * 100_000,
      );
    }
    const rate = rateOf(random, product);
    const promotion =
      !isRenewal && product.interestType === 'ADVANCE' && random.chance(0.3)
        ? input.promotion
        : null;
    const terms = loanTerms({
      approvedAmount: approved,
      interestRate: rate,
      submittedOn,
      storageFee: 0,
      product,
      promotion,
      isRenewal,
    });
    const number = input.nextNumber();
    const createdAt = at(submittedOn);
    const row: PlannedRow = {
      finfluxId: number,
      mifosId: number,
      status: 'PENDING',
      contractType: isRenewal ? 'RENEWAL' : 'NEW',
      clientId: asset.clientId,
      assetId: asset.id,
      productId: product.id,
      promotionId: promotion?.id ?? null,
      branchId: asset.branchId,
      validatorId: input.validatorId,
      submittedOn,
      originallySubmittedOn: starts[0] ?? submittedOn,
      maturesOn: terms.maturesOn,
      dueDate: terms.dueDate,
      approvedOn: null,
      disbursedOn: null,
      repaidOn: null,
      renewedOn: null,
      closedOn: null,
      approvedAmount: approved,
      proposedAmount: Math.round((approved * 1.1) / 100_000) * 100_000,
      requiredAmount: Math.round((approved * 1.2) / 100_000) * 100_000,
      adjustedAmount: 0,
      principalAmount: terms.principalAmount,
      interestAmount: terms.interestAmount,
      interestRate: rate,
      isAdvance: terms.isAdvance,
      roundingFee: terms.roundingFee,
      storageFee: 0,
      discountAmount: terms.discountAmount,
      receivedAmount: terms.receivedAmount,
      disbursementAmount: null,
      disburseType: null,
      renewalDifference: 0,
      cancelReason: null,
      repaidAmount: 0,
      waivedAmount: 0,
      chargedOverdueFee: 0,
      liquidationFee: 0,
      failedCommitmentFee: 0,
      createdAt,
      modifiedAt: createdAt,
    };
    const plan: PlannedContract = {
      row,
      parentIndex: isRenewal ? index - 1 : null,
      transactions: [],
      fees: [],
      notes: [],
      actions: [],
      adjustments: [],
    };
    plan.notes.push({
      content: isRenewal
        ? `Tạo hợp đồng gia hạn từ hợp đồng #${plans[index - 1]?.row.finfluxId}`
        : 'Tạo hợp đồng mới',
      createdAt,
    });
    const life = liveContract(random, at, plan, product);
    const parent = index > 0 ? plans[index - 1] : undefined;
    if (parent) {
      lives[index - 1]?.renewInto(row, submittedOn);
      plan.notes.push({
        content: `Hợp đồng gia hạn từ hợp đồng #${parent.row.finfluxId}`,
        createdAt,
      });
    }
    const last = index === starts.length - 1;
    const status = last ? tail : 'RENEWED';
    if (status === 'REJECTED') {
      life.reject(min(addDays(submittedOn, random.int(0, 2)), today));
    } else if (status !== 'PENDING') {
      life.approve(submittedOn);
      if (status !== 'APPROVED') {
        life.disburse(submittedOn, parent?.row.approvedAmount ?? null);
        const end =
          status === 'RENEWED'
            ? (starts[index + 1] ?? today)
            : status === 'REPAID' || status === 'CLOSED'
              ? min(addDays(submittedOn, random.int(5, term + 20)), today)
              : today;
        life.liveThrough(end);
        if (status === 'OVERDUE') {
          life.overdue(today);
        } else if (status === 'REPAID' || status === 'CLOSED') {
          life.settle(end, status);
        }
      }
    }
    plans.push(plan);
    lives.push(life);
  });
  return {
    contracts: plans,
    asset: lives[lives.length - 1]?.asset() ?? {
      status: 'PENDING',
      storedOn: null,
      releasedOn: null,
    },
  };
}
