import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { sessionStore } from '../lib/session.ts';

/**
 * Opened when the refresh token is refused (400/9003). The session is already cleared, so the
 * guard has usually moved the user to /login; the modal tells them why and lets them sign in.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signInAgain = () => {
    sessionStore.dismissExpired();
    if (location.pathname !== '/login') {
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
    }
  };
  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('SESSION_EXPIRED_TITLE')}
      footer={
        <Button type="primary" onClick={signInAgain} data-testid="session-expired-login">
          {t('LOGIN')}
        </Button>
      }
    >
      <div data-testid="session-expired-modal">{t('SESSION_EXPIRED')}</div>
    </Modal>
  );
}
