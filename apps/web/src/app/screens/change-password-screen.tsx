import Alert from 'antd/es/alert';
import { useNavigate } from 'react-router';
import { ChangePasswordPage } from '../../features/auth/components/change-password-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../lib/use-session.ts';
import { useHomePath } from './use-home-path.ts';

export function ChangePasswordScreen() {
  const home = useHomePath();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      {user?.mustChangePassword ? (
        <Alert
          type="warning"
          showIcon
          message={t('MUST_CHANGE_PASSWORD_NOTICE')}
          style={{ maxWidth: 480, margin: '16px auto 0' }}
          data-testid="must-change-password"
        />
      ) : null}
      <ChangePasswordPage onBack={() => navigate(home)} />
    </>
  );
}
