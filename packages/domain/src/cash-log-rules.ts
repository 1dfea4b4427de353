/**
 * Cash log rules shared by the editor and the server (B§4, B§5, B§9): which categories need a
 * contract id, the branches the editor never offers, the export's Vietnamese headers.
 */
export const contractCategoryKeys = [
  'LOAN_REPAYMENT',
  'LOAN_DISBURSEMENT',
  'COLLATERAL_SALE_PROCEEDS',
] as const;
export const renewCategoryKey = 'RENEW';

export type ContractCategoryKey = (typeof contractCategoryKeys)[number];

/**
 * The category an automatic entry is booked to, by what the money is (decisions/0011): a leaf,
 * since proceeds from selling collateral has sub-categories and a sale at the counter is
 * DIRECT_SALE.
 */
export const contractPaymentCategoryKeys = {
  LOAN_REPAYMENT: 'LOAN_REPAYMENT',
  LOAN_DISBURSEMENT: 'LOAN_DISBURSEMENT',
  COLLATERAL_SALE_PROCEEDS: 'DIRECT_SALE',
} as const satisfies Record<ContractCategoryKey, string>;

/** The notes of an automatic entry: what the money is, the contract's number and its transaction. */
export function contractPaymentNotes(
  purpose: ContractCategoryKey,
  finfluxId: number,
  transactionId: number | null,
): string {
  const what = {
    LOAN_REPAYMENT: 'Thu tiền hợp đồng',
    LOAN_DISBURSEMENT: 'Giải ngân hợp đồng',
    COLLATERAL_SALE_PROCEEDS: 'Thu tiền thanh lý tài sản hợp đồng',
  }[purpose];
  const transaction = transactionId === null ? '' : ` (giao dịch #${transactionId})`;
  return `${what} #${finfluxId}${transaction} — ghi tự động`;
}

/** What the booking rules read of a fund; a fund without `isActive` counts as active. */
type BookableFund = { type: string; branchId: number | null; isActive?: boolean };

/**
 * The fund a branch books a type of money to: its own active fund of that type, else the active
 * company-wide fund (no branch) of that type (decisions/0007, decisions/0023).
 */
export function branchFund<T extends BookableFund>(
  funds: readonly T[],
  type: T['type'],
  branchId: number,
): T | undefined {
  const ofType = funds.filter((fund) => fund.type === type && fund.isActive !== false);
  return (
    ofType.find((fund) => fund.branchId === branchId) ??
    ofType.find((fund) => fund.branchId === null)
  );
}

/**
 * Where a contract's money is booked (decisions/0011): the first of `branchIds` (the contract's
 * branch, then the acting staff's) that the cash log books for (not LVL or GD) and that has a
 * fund of the type, its own or the company-wide one. That branch is the entry's target.
 */
export function contractBookingFund<T extends BookableFund>(
  funds: readonly T[],
  branches: readonly { id: number; code: string }[],
  type: T['type'],
  branchIds: readonly number[],
): { fund: T; branchId: number } | undefined {
  for (const branchId of branchIds) {
    const branch = branches.find((item) => item.id === branchId);
    const fund =
      branch && isCashLogBranch(branch.code) ? branchFund(funds, type, branchId) : undefined;
    if (fund) {
      return { fund, branchId };
    }
  }
  return undefined;
}

/** What an entry says about a payment, for the duplicate rule. */
export type PaymentFacts = {
  mifosLoanId: number | null;
  /** The leaf category id (the sub-category when one is chosen). */
  categoryId: number;
  direction: number;
  amount: number;
  registrationDate: string;
};

/**
 * A typed entry duplicates an automatic one when it names the same contract, category,
 * direction, amount and date (decisions/0011). A retracted automatic entry no longer counts.
 */
export function duplicatesContractPayment(
  typed: PaymentFacts,
  automatic: PaymentFacts & { status: string },
): boolean {
  return (
    automatic.status !== 'retracted' &&
    typed.mifosLoanId !== null &&
    typed.mifosLoanId === automatic.mifosLoanId &&
    typed.categoryId === automatic.categoryId &&
    typed.direction === automatic.direction &&
    typed.amount === automatic.amount &&
    typed.registrationDate === automatic.registrationDate
  );
}

/** LVL and GD are not offered in the cash log editor (B§6, B§9). */
export const cashLogExcludedBranchCodes = ['LVL', 'GD'] as const;

export function isCashLogBranch(code: string): boolean {
  return !(cashLogExcludedBranchCodes as readonly string[]).includes(code);
}

export type CategoryNode = { id: number; key: string; direction: number; parent: number | null };

/** The category and, when a sub-category was chosen, its parent. */
export function categoryChain(
  categories: readonly CategoryNode[],
  id: number,
): { category: CategoryNode; sub: CategoryNode | null } | undefined {
  const node = categories.find((item) => item.id === id);
  if (!node) {
    return undefined;
  }
  if (node.parent === null) {
    return { category: node, sub: null };
  }
  const parent = categories.find((item) => item.id === node.parent);
  return parent ? { category: parent, sub: node } : undefined;
}

export type CategoryNeeds = { contract: boolean; renewContract: boolean; subCategory: boolean };

/** What the editor shows and requires for a category (and sub-category) choice. */
export function categoryNeeds(
  categories: readonly CategoryNode[],
  categoryId: number | undefined,
  subCategoryId?: number,
): CategoryNeeds {
  const category = categories.find((item) => item.id === categoryId && item.parent === null);
  if (!category) {
    return { contract: false, renewContract: false, subCategory: false };
  }
  const sub = categories.find((item) => item.id === subCategoryId && item.parent === category.id);
  return {
    contract: (contractCategoryKeys as readonly string[]).includes(category.key),
    renewContract: sub?.key === renewCategoryKey,
    subCategory: categories.some((item) => item.parent === category.id),
  };
}

/** Export columns, in order; the import reads the same headers back (B§7 xlsx). */
export const cashLogSheetHeaders = {
  id: 'Mã phiếu',
  date: 'Ngày',
  amount: 'Thu/Chi',
  type: 'Loại',
  categoryKey: 'Mã danh mục',
  category: 'Danh mục',
  branchCode: 'Mã chi nhánh',
  branch: 'Chi nhánh',
  contract: 'Mã hợp đồng',
  renewContract: 'Mã hợp đồng gia hạn',
  notes: 'Ghi chú',
  agent: 'Người tạo',
  fund: 'Quỹ',
  status: 'Trạng thái',
  cashBalance: 'Tồn quỹ tiền mặt',
  bankBalance: 'Tồn quỹ ngân hàng',
} as const;

export const cashLogTypeLabels = { CASH: 'Tiền mặt', BANK: 'Ngân hàng' } as const;
export const cashLogStatusLabels = {
  pending: 'Chờ duyệt',
  registered: 'Đã duyệt',
  retracted: 'Đã huỷ',
} as const;

/** cashlog__{from}__{to}.xlsx (B§7); an open end reads "all". */
export function exportFileName(fromDate: string | undefined, toDate: string | undefined): string {
  return `cashlog__${fromDate ?? 'all'}__${toDate ?? 'all'}.xlsx`;
}

/** The last day of the month before a business date's month (the month-end check, B§7). */
export function previousMonthEnd(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return end.toISOString().slice(0, 10);
}
