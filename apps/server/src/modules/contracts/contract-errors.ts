import {
  type CheckedAction,
  type ContractStatus,
  isSettled,
  notRedeemableMessage,
  notRenewableMessage,
  type Refusal,
} from '@pawndesk/domain/contract-states';
import { AppError } from '../../errors.ts';

export const contractNotFound = () => new AppError('notFound', 'Không tìm thấy hợp đồng');

const actionLabels: Record<CheckedAction, string> = {
  approve: 'duyệt',
  reject: 'từ chối',
  edit: 'sửa',
  disburse: 'giải ngân',
  undoApproval: 'hoàn tác duyệt',
  undoDisbursal: 'hoàn tác giải ngân',
  repay: 'tất toán',
  undoRepayment: 'hoàn tác tất toán',
  renew: 'gia hạn',
  undoRenewal: 'hoàn tác gia hạn',
  addTransaction: 'thêm giao dịch cho',
  retractTransaction: 'hoàn tác giao dịch của',
  chargeFee: 'thu phí',
  overrideOverdueFee: 'điều chỉnh phí quá hạn của',
  adjustValue: 'điều chỉnh giá trị',
  liquidize: 'thanh lý',
  close: 'đóng',
  sendRenewedNotification: 'gửi thông báo gia hạn cho',
};

/**
 * A refused action → 409 with the spec's message where one exists (REDEEM_ERROR and
 * REDEEM_CLOSED_ERROR by their own codes), 403 for permissions.
 */
export function refusalError(
  action: CheckedAction,
  refusal: Refusal,
  status: ContractStatus,
): AppError {
  switch (refusal) {
    case 'PERMISSION':
      return new AppError('forbidden', 'Bạn không có quyền thực hiện thao tác này');
    case 'UNDO_WINDOW':
      return new AppError('conflict', 'Đã quá 3 ngày, không thể hoàn tác');
    case 'EDIT_WINDOW':
      return new AppError('conflict', 'Chỉ sửa được hợp đồng tạo trong vòng 3 ngày');
    case 'HAS_PARENT':
      return new AppError('conflict', 'Không thể sửa hợp đồng gia hạn');
    case 'NOT_SUBMITTED_YET':
      return new AppError('conflict', 'Chưa đến ngày tạo hợp đồng, chưa thể giải ngân');
    case 'STATUS':
      if (action === 'renew') {
        return new AppError('conflict', notRenewableMessage(status));
      }
      if (action === 'repay' || action === 'close') {
        const name = isSettled(status) ? 'redeemClosedError' : 'redeemError';
        return new AppError(name, notRedeemableMessage(status));
      }
      return new AppError(
        'conflict',
        `Không thể ${actionLabels[action]} hợp đồng ở trạng thái ${status}`,
      );
  }
}
