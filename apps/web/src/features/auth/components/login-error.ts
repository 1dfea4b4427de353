import { errorCodes } from '@pawndesk/domain/errors';
import type { TFunction } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';

const loginErrorKeys: ReadonlyMap<number, string> = new Map([
  // Unknown user and wrong password read the same, so the form does not reveal which it was.
  [errorCodes.userNotFound, 'LOGIN_FAILED'],
  [errorCodes.incorrectPassword, 'LOGIN_FAILED'],
  [errorCodes.branchNotAllowed, 'BRANCH_NOT_ALLOWED'],
  [errorCodes.tooManyAttempts, 'TOO_MANY_ATTEMPTS'],
  [errorCodes.userDisabled, 'USER_DISABLED'],
]);

/** A§8: 9001/9002 → the generic failure text; other codes → the server's message, else generic. */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const key = loginErrorKeys.get(error.code);
    if (key) {
      return t(key);
    }
    if (error.status === 0) {
      return t('NETWORK_ERROR');
    }
    if (error.message) {
      return error.message;
    }
  }
  return t('LOGIN_FAILED');
}
