import { useState } from 'react';
import { PlainButton } from '../../../components/plain-controls.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PasswordUpdated } from './password-updated.tsx';

type ChangePasswordPageProps = { onBack: () => void };

/** Three fields; after success the form is hidden, a countdown runs and the user is logged out. */
export function ChangePasswordPage({ onBack }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const [updated, setUpdated] = useState(false);
  // A plain panel dressed like antd's Card (styles.css): antd's Card brings its Tabs and Skeleton.
  return (
    <section className="pd-narrow-card pd-plain-card" aria-labelledby="change-password-title">
      <header className="pd-plain-card-head">
        <h2 id="change-password-title">{t('ROUTE_CHANGE_PASSWORD')}</h2>
        <PlainButton variant="link" onClick={onBack} data-testid="back-to-orders">
          {t('BACK_TO_ORDERS')}
        </PlainButton>
      </header>
      <div className="pd-plain-card-body">
        {updated ? <PasswordUpdated /> : <ChangePasswordForm onSuccess={() => setUpdated(true)} />}
      </div>
    </section>
  );
}
