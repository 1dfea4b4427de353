import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { flash } from '../../../lib/flash.ts';
import { useReminderClient } from '../api/get-client.ts';

/**
 * The modal's call button (A§2.8): it offers the client's primary and secondary numbers. The
 * built-in phone does not exist yet, so choosing one copies it; the phone will start the call here.
 */
export function CallButton({
  clientId,
  fallbackPhone,
}: {
  clientId: number;
  fallbackPhone: string;
}) {
  const { t } = useTranslation();
  const client = useReminderClient(clientId);
  const phones = [
    client.data?.primaryPhoneNumber ?? fallbackPhone,
    client.data?.secondaryPhoneNumber ?? null,
  ].filter((phone): phone is string => phone !== null && phone !== '');
  const copy = async (phone: string) => {
    try {
      await navigator.clipboard.writeText(phone);
      flash.info(t('COPY_PHONE_SUCCESS'));
    } catch {
      flash.error(t('COPY_PHONE_FAILED'));
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: phones.map((phone, index) => ({
          key: phone,
          label: `${t(index === 0 ? 'REMINDER_PRIMARY_PHONE' : 'REMINDER_SECONDARY_PHONE')}: ${phone}`,
          'data-testid': `call-phone-${index}`,
        })),
        onClick: ({ key }) => void copy(key),
      }}
    >
      <Button icon={<PhoneOutlined />} aria-label={t('REMINDER_CALL')} data-testid="reminder-call">
        {t('REMINDER_CALL')}
      </Button>
    </Dropdown>
  );
}
