import { errorCodes } from '@pawndesk/domain/errors';
import type { TFunction } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';

const changePasswordErrorKeys: ReadonlyMap<number, string> = new Map([
  [errorCodes.incorrectPassword, 'INCORRECT_PASSWORD'],
  [errorCodes.confirmPasswordMismatch, 'CONFIRM_PASSWORD_NOT_MATCH'],
  [errorCodes.newPasswordSameAsCurrent, 'NEW_PASSWORD_IS_SAME_WITH_CURRENT_PASSWORD'],
]);

/** A§8: the three rule violations by name; anything else asks the user to contact an admin. */
export function changePasswordErrorText(error: unknown, t: TFunction): string {
  const key = error instanceof ApiError ? changePasswordErrorKeys.get(error.code) : undefined;
  return t(key ?? 'CHANGE_PASSWORD_ERROR');
}
