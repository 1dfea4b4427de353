import { isValidActionDate } from '@pawndesk/domain/contract-states';
import type { ErrorName } from '@pawndesk/domain/errors';
import { AppError } from '../../errors.ts';
import type { Step } from './run-action.ts';

const refusals = {
  REPAYMENT: ['invalidRepaymentDate', 'Ngày tất toán không hợp lệ'],
  DISBURSEMENT: ['invalidDisbursementDate', 'Ngày giải ngân không hợp lệ'],
  RENEWAL: ['invalidRenewalDate', 'Ngày gia hạn không hợp lệ'],
} as const satisfies Record<string, readonly [ErrorName, string]>;

/**
 * A repayment, disbursement or renewal date (B§5): not after today, not before the submission
 * date and, unless superuser, at most 10 days back; else INVALID_{kind}_DATE.
 */
export function assertActionDate(step: Step, date: string, kind: keyof typeof refusals) {
  if (!isValidActionDate(date, step.today, step.actor.isSuperuser, step.contract.submittedOn)) {
    const [name, message] = refusals[kind];
    throw new AppError(name, message);
  }
}
