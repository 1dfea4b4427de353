import { z } from 'zod';
import { id, line } from './primitives.ts';
import { fundTypes } from './reference.ts';

/**
 * Wire contracts of branch administration (issue 19): a branch's name and address, its receiving
 * bank account (the VietQR on a bank-transfer bill) and its funds. Branch codes never change and
 * branches are never removed: HO, LVL and GD stay what the spec makes them (decisions/0023).
 */

export const bankAccountDto = z.object({
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type BankAccountDto = z.infer<typeof bankAccountDto>;

export const adminFundDto = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(fundTypes),
  /** Null for a company-wide fund. */
  branchId: z.number().nullable(),
  isActive: z.boolean(),
});
export type AdminFundDto = z.infer<typeof adminFundDto>;

export const adminBranchDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  /** HO, LVL or GD: never offered at sign-in. */
  isSpecial: z.boolean(),
  /** LVL and GD keep no cash book, so they take no fund. */
  takesFunds: z.boolean(),
  bankAccount: bankAccountDto.nullable(),
});
export type AdminBranchDto = z.infer<typeof adminBranchDto>;

export const branchAdminListDto = z.object({
  branches: z.array(adminBranchDto),
  funds: z.array(adminFundDto),
});
export type BranchAdminListDto = z.infer<typeof branchAdminListDto>;

const branchName = line().trim().min(1, 'Vui lòng nhập tên chi nhánh').max(100);
const address = line().trim().min(1, 'Vui lòng nhập địa chỉ').max(300);

/** Strict: a code sent to be changed is refused (400), not ignored. */
export const branchUpdateInput = z
  .object({ name: branchName.optional(), address: address.optional() })
  .strict();
export type BranchUpdateInput = z.infer<typeof branchUpdateInput>;

export const bankAccountInput = z.object({
  /** The bank's 6-digit NAPAS BIN, as the VietQR payload carries it. */
  bankBin: z.string().regex(/^\d{6}$/, 'Mã BIN ngân hàng phải có 6 chữ số'),
  bankName: line().trim().min(1, 'Vui lòng nhập tên ngân hàng').max(100),
  accountNumber: z.string().regex(/^\d{1,19}$/, 'Số tài khoản chỉ gồm chữ số (tối đa 19)'),
  accountName: line().trim().min(1, 'Vui lòng nhập tên chủ tài khoản').max(100),
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

const fundName = line().trim().min(1, 'Vui lòng nhập tên quỹ').max(100);

export const fundCreateInput = z.object({
  name: fundName,
  type: z.enum(fundTypes),
  branchId: id(),
});
export type FundCreateInput = z.infer<typeof fundCreateInput>;

export const fundUpdateInput = z.object({
  name: fundName.optional(),
  isActive: z.boolean().optional(),
});
export type FundUpdateInput = z.infer<typeof fundUpdateInput>;
