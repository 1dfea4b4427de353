import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** After a change the server has revoked every refresh token; the user signs in again (A§2.4). */
export const logoutCountdownSeconds = 5;

export function PasswordUpdated() {
  const { t } = useTranslation();
  const { logout } = useSession();
  // The login route's guard takes the user to /login once the session is gone.
  const left = useCountdown(logoutCountdownSeconds, () => void logout());
  return (
    <StatusResult
      status="success"
      title={t('PASSWORD_UPDATED')}
      subTitle={
        <span>
          {t('LOGGING_OUT_IN')} <strong data-testid="countdown">{Math.max(left, 0)}</strong>{' '}
          {t('SECONDS')}
        </span>
      }
    />
  );
}
