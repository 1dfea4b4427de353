import { minPasswordLength } from '@pawndesk/domain/validation';

/**
 * The hint only appears once the confirmation is long enough to be a real attempt, so it does not
 * nag on every keystroke (A§5); the server still enforces the match (9007).
 */
export function showMismatchHint(
  newPassword: string | undefined,
  confirm: string | undefined,
): boolean {
  return (confirm ?? '').length >= minPasswordLength && confirm !== (newPassword ?? '');
}
