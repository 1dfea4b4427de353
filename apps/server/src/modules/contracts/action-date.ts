import { isValidActionDate } from '@pawndesk/domain/contract-states';
import { AppError } from '../../errors.ts';
import type { Step } from './run-action.ts';

/**
 * A repayment, disbursement or renewal date (B§5): not after today, not before the submission
 * date and, unless superuser, at most 10 days back.
 */
export function assertActionDate(
  step: Step,
  date: string,
  code: 'REPAYMENT' | 'DISBURSEMENT' | 'RENEWAL',
) {
  if (!isValidActionDate(date, step.today, step.actor.isSuperuser, step.contract.submittedOn)) {
    const messages = {
      REPAYMENT: 'Ngày tất toán không hợp lệ',
      DISBURSEMENT: 'Ngày giải ngân không hợp lệ',
      RENEWAL: 'Ngày gia hạn không hợp lệ',
    };
    throw new AppError('invalidRequest', `${messages[code]} (INVALID_${code}_DATE)`);
  }
}
