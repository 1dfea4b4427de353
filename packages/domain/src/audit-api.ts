import { z } from 'zod';
import { idParam, isoDate, line } from './primitives.ts';

/**
 * The audit trail (issue 19): every change to money, status, collateral, credentials and
 * permissions, searchable by staff administrators. Pages go by keyset (newest first) over millions
 * of rows: `cursor` is the last row's, as the previous page answered it.
 */

/** The entities the audit rows name, with their Vietnamese labels. */
export const auditEntityLabels = {
  contract: 'Hợp đồng',
  client: 'Khách hàng',
  client_bank_account: 'Tài khoản ngân hàng khách hàng',
  asset: 'Tài sản',
  cash_log: 'Sổ quỹ',
  cash_closure: 'Chốt quỹ',
  document: 'Giấy tờ',
  order: 'Đơn hàng',
  user: 'Nhân viên',
  role: 'Vai trò',
  sign_in: 'Đăng nhập',
  branch: 'Chi nhánh',
  fund: 'Quỹ',
} as const;
export type AuditEntity = keyof typeof auditEntityLabels;
export const auditEntities = Object.keys(auditEntityLabels) as AuditEntity[];

/** `at|id` of the last row of the previous page. */
const cursorPattern = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|\d{1,16}$/;

const flag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean(),
);

export const auditFilterQuery = z
  .object({
    /** Business dates (Asia/Ho_Chi_Minh), both ends included. */
    fromDate: isoDate().optional(),
    toDate: isoDate().optional(),
    actor: idParam.optional(),
    /** An action (`user.disabled`) or its prefix (`user.`). */
    action: line().trim().max(60).optional(),
    entity: z.enum(auditEntities as [AuditEntity, ...AuditEntity[]]).optional(),
    entityId: line().trim().max(40).optional(),
  })
  .refine(
    (query) =>
      query.fromDate === undefined || query.toDate === undefined || query.fromDate <= query.toDate,
    { message: 'Ngày bắt đầu sau ngày kết thúc', path: ['toDate'] },
  );
export type AuditFilter = z.infer<typeof auditFilterQuery>;

export const auditListQuery = auditFilterQuery.and(
  z.object({
    cursor: z.string().regex(cursorPattern, 'Con trỏ trang không hợp lệ').optional(),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** Answer an .xlsx file of every matching row (up to the export cap) instead of a page. */
    xlsx: flag.optional(),
  }),
);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** The export's cap: more rows than a spreadsheet is useful for; narrow the filter instead. */
export const maxAuditExportRows = 100_000;

export const auditEventDto = z.object({
  id: z.number(),
  at: z.string(),
  actor: z
    .object({ id: z.number(), username: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEventDto = z.infer<typeof auditEventDto>;

export const auditListDto = z.object({
  items: z.array(auditEventDto),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditListDto = z.infer<typeof auditListDto>;

/** Vietnamese labels of the fields the audit rows keep, for the side-by-side view. */
export const auditFieldLabels: Record<string, string> = {
  username: 'Tên đăng nhập',
  firstName: 'Tên',
  lastName: 'Họ và tên đệm',
  isActive: 'Đang hoạt động',
  isSuperuser: 'Quản trị tối cao',
  branches: 'Chi nhánh',
  roles: 'Vai trò',
  directPermissions: 'Quyền cấp riêng',
  extension: 'Số máy lẻ',
  picture: 'Ảnh đại diện (phiên bản)',
  contentType: 'Định dạng',
  size: 'Kích thước (byte)',
  permissions: 'Quyền',
  mustChangePassword: 'Phải đổi mật khẩu',
  revokedSessions: 'Số phiên bị thu hồi',
  endedSignIns: 'Số phiên kết thúc',
  key: 'Mã',
  name: 'Tên',
  status: 'Trạng thái',
  amount: 'Số tiền',
  notes: 'Ghi chú',
  address: 'Địa chỉ IP',
  reason: 'Lý do',
  branchId: 'Chi nhánh',
  isKnownDevice: 'Thiết bị quen',
  code: 'Mã',
  branchAddress: 'Địa chỉ chi nhánh',
  bankAccount: 'Tài khoản nhận tiền',
  type: 'Loại',
};

/** Vietnamese labels of the actions; an unknown action shows as is. */
export const auditActionLabels: Record<string, string> = {
  'user.created': 'Tạo tài khoản',
  'user.updated': 'Sửa tài khoản',
  'user.enabled': 'Mở khoá tài khoản',
  'user.disabled': 'Khoá tài khoản',
  'user.password_reset': 'Đặt lại mật khẩu',
  'user.picture_set': 'Đổi ảnh đại diện',
  'user.picture_removed': 'Xoá ảnh đại diện',
  'user.password_changed': 'Đổi mật khẩu',
  'user.permissions_granted': 'Cấp quyền',
  'user.permissions_revoked': 'Thu hồi quyền',
  'role.created': 'Tạo vai trò',
  'role.updated': 'Sửa vai trò',
  'sign_in.succeeded': 'Đăng nhập thành công',
  'sign_in.failed': 'Đăng nhập thất bại',
  'contract.created': 'Tạo hợp đồng',
  'contract.updated': 'Sửa hợp đồng',
  'contract.approved': 'Duyệt hợp đồng',
  'contract.rejected': 'Từ chối hợp đồng',
  'contract.disbursed': 'Giải ngân',
  'contract.repaid': 'Trả nợ',
  'contract.redeemed': 'Tất toán',
  'contract.renewed': 'Gia hạn',
  'contract.closed': 'Đóng hợp đồng',
  'contract.fee-charged': 'Thu phí',
  'contract.transaction-added': 'Thêm giao dịch',
  'contract.approval-undone': 'Hoàn tác duyệt',
  'contract.disbursal-undone': 'Hoàn tác giải ngân',
  'contract.renewal-undone': 'Hoàn tác gia hạn',
  'contract.repayment-undone': 'Hoàn tác trả nợ',
  'contract.renewed-notification-sent': 'Gửi thông báo gia hạn',
  'contract.overdue': 'Chuyển quá hạn',
  'asset.liquidation-toggled': 'Đánh dấu chờ thanh lý',
  'client.created': 'Tạo khách hàng',
  'client.updated': 'Sửa khách hàng',
  'asset.created': 'Tạo tài sản',
  'asset.updated': 'Sửa tài sản',
  'cash-log.created': 'Tạo phiếu thu/chi',
  'cash-log.retracted': 'Huỷ phiếu thu/chi',
  'cash-log.imported': 'Nhập sổ quỹ từ Excel',
  'cash-closure.created': 'Chốt quỹ',
  'cash-closure.deleted': 'Xoá chốt quỹ',
  'branch.updated': 'Sửa chi nhánh',
  'branch.bank-account-set': 'Đặt tài khoản nhận tiền',
  'branch.bank-account-removed': 'Gỡ tài khoản nhận tiền',
  'fund.created': 'Tạo quỹ',
  'fund.updated': 'Sửa quỹ',
  'fund.deactivated': 'Ngừng dùng quỹ',
  'fund.activated': 'Dùng lại quỹ',
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}
