import { z } from 'zod';
import { citizenIdPattern } from './client-rules.ts';
import { id, isoDate, line, multiline, pageParam, pageSizeParam } from './primitives.ts';
import { cleanPhone, vnPhonePattern } from './validation.ts';

/** Wire contracts of the Clients calls (B§7 Clients, A§7). Instants are ISO strings. */
export const clientGenders = ['MALE', 'FEMALE'] as const;
export type ClientGender = (typeof clientGenders)[number];

const personRef = z.object({ firstName: z.string(), lastName: z.string() });

export const clientDto = z.object({
  id: z.number(),
  /** The client number shown to staff (client-detail links use it). */
  finfluxId: z.number(),
  mifosId: z.string().nullable(),
  /** "Last First", e.g. "Nguyễn Văn Hùng". */
  nameVi: z.string(),
  /** The same as nameVi; kept for the order form's phone lookup (A§3 search form field). */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  citizenId: z.string().nullable(),
  zaloId: z.string().nullable(),
  primaryPhoneNumber: z.string(),
  secondaryPhoneNumber: z.string().nullable(),
  branchId: z.number().nullable(),
  branchName: z.string().nullable(),
  /** Disbursed or overdue contracts. */
  numberOfActiveContracts: z.number(),
  numberOfContracts: z.number(),
  /** The address followed by the names of its location chain (commune/district, province). */
  fullAddress: z.string(),
  address: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(clientGenders).nullable(),
  /** District (or commune), else province; either administrative tree. */
  locationId: z.number().nullable(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
  modifiedAt: z.string(),
  modifiedBy: personRef.nullable(),
});
export type ClientDto = z.infer<typeof clientDto>;

/** The phone lookup also answers `phone` (the primary phone), which the order form reads. */
export const clientLookupDto = clientDto.extend({ phone: z.string() });
export type ClientLookupDto = z.infer<typeof clientLookupDto>;

export const clientListQuery = z.object({
  /** Name (accents ignored), phone or citizen id prefix, client number. */
  term: line().trim().max(100).optional(),
  page: pageParam,
  pageSize: pageSizeParam(30, 100),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/** A GET /v1/clients/: the same search plus an exact phone (the caller uses the first item). */
export const clientListQueryA = clientListQuery.extend({
  phoneNumber: line().trim().max(20).optional(),
});
export type ClientListQueryA = z.infer<typeof clientListQueryA>;

export const clientListDto = z.object({ items: z.array(clientDto), total: z.number() });
export type ClientListDto = z.infer<typeof clientListDto>;

const required = (label: string) =>
  line(`Vui lòng nhập ${label}`).trim().min(1, `Vui lòng nhập ${label}`);
const optionalText = (max: number) =>
  line()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const phone = (label: string) =>
  required(label)
    .overwrite(cleanPhone)
    .regex(vnPhonePattern, `${label[0]?.toUpperCase()}${label.slice(1)} không hợp lệ`);

/**
 * The edit payload (B§3): POST creates, PUT replaces. The age rule needs the business date, so the
 * service checks it; everything else is checked here.
 */
export const clientInput = z.object({
  firstName: required('tên').max(100),
  lastName: required('họ').max(100),
  primaryPhoneNumber: phone('số điện thoại'),
  secondaryPhoneNumber: line()
    .trim()
    .nullish()
    .transform((value) => (value ? cleanPhone(value) : null))
    .refine(
      (value) => value === null || vnPhonePattern.test(value),
      'Số điện thoại 2 không hợp lệ',
    ),
  citizenId: required('số CMND/CCCD').regex(
    citizenIdPattern,
    'Số CMND/CCCD phải gồm 9 hoặc 12 chữ số',
  ),
  zaloId: optionalText(100),
  address: optionalText(300),
  gender: z
    .enum(clientGenders)
    .nullish()
    .transform((value) => value ?? null),
  dateOfBirth: isoDate('Ngày sinh không hợp lệ'),
  locationId: id('Vui lòng chọn tỉnh/thành'),
});
export const createClientInput = clientInput;
export const updateClientInput = clientInput;
export type ClientInput = z.infer<typeof clientInput>;

export const clientNoteDto = z.object({
  id: z.number(),
  content: z.string(),
  createdAt: z.string(),
  createdBy: personRef.nullable(),
});
export type ClientNoteDto = z.infer<typeof clientNoteDto>;

export const clientNoteListDto = z.object({ items: z.array(clientNoteDto), total: z.number() });

export const clientNotesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** -1 = every note (the console asks for all, B§9). */
  pageSize: z.coerce.number().int().min(-1).max(1000).default(-1),
});

export const createClientNoteInput = z.object({
  content: multiline('Ghi chú không được để trống')
    .trim()
    .min(1, 'Ghi chú không được để trống')
    .max(2000),
});

export const bankAccountDto = z.object({
  id: z.number(),
  bankAccountName: z.string(),
  bankName: z.string(),
  bankAccountNo: z.string(),
  bankBranch: z.string().nullable(),
  /** The client's id. */
  client: z.number(),
});
export type BankAccountDto = z.infer<typeof bankAccountDto>;

export const bankAccountListDto = z.object({ items: z.array(bankAccountDto), total: z.number() });

const bankFields = {
  bankAccountName: required('tên chủ tài khoản').max(200),
  bankName: required('tên ngân hàng').max(200),
  bankAccountNo: required('số tài khoản')
    .max(40)
    .regex(/^[\d\s.-]+$/, 'Số tài khoản không hợp lệ'),
  bankBranch: optionalText(200),
};

export const createBankAccountInput = z.object({
  client: id(),
  ...bankFields,
});
export type CreateBankAccountInput = z.infer<typeof createBankAccountInput>;

export const updateBankAccountInput = z
  .object({
    bankAccountName: bankFields.bankAccountName.optional(),
    bankName: bankFields.bankName.optional(),
    bankAccountNo: bankFields.bankAccountNo.optional(),
    bankBranch: line()
      .trim()
      .max(200)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Không có thông tin nào để cập nhật',
  });
export type UpdateBankAccountInput = z.infer<typeof updateBankAccountInput>;
