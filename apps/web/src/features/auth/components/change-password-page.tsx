import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PasswordUpdated } from './password-updated.tsx';

type ChangePasswordPageProps = { onBack: () => void };

/** Three fields; after success the form is hidden, a countdown runs and the user is logged out. */
export function ChangePasswordPage({ onBack }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const [updated, setUpdated] = useState(false);
  return (
    <Card
      title={t('ROUTE_CHANGE_PASSWORD')}
      className="pd-narrow-card"
      extra={
        <Button type="link" onClick={onBack} data-testid="back-to-orders">
          {t('BACK_TO_ORDERS')}
        </Button>
      }
    >
      {updated ? <PasswordUpdated /> : <ChangePasswordForm onSuccess={() => setUpdated(true)} />}
    </Card>
  );
}
