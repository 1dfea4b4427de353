import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { flash } from '../../../lib/flash.ts';
import { usePhone } from '../../../lib/phone/phone-context.tsx';
import { useReminderClient } from '../api/get-client.ts';

/**
 * The modal's call button (A§2.8, PHONE-5): it offers the client's primary and secondary numbers
 * and calls the chosen one with the built-in phone (reference CLIENT). A browser without the phone
 * (no WebRTC) copies the number instead.
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
  const phone = usePhone();
  const phones = [
    client.data?.primaryPhoneNumber ?? fallbackPhone,
    client.data?.secondaryPhoneNumber ?? null,
  ].filter((entry): entry is string => entry !== null && entry !== '');
  const start = async (number: string) => {
    if (phone) {
      phone.call(number, { type: 'CLIENT', id: clientId });
      return;
    }
    try {
      await navigator.clipboard.writeText(number);
      flash.info(t('COPY_PHONE_SUCCESS'));
    } catch {
      flash.error(t('COPY_PHONE_FAILED'));
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: phones.map((entry, index) => ({
          key: entry,
          label: `${t(index === 0 ? 'REMINDER_PRIMARY_PHONE' : 'REMINDER_SECONDARY_PHONE')}: ${entry}`,
          'data-testid': `call-phone-${index}`,
        })),
        onClick: ({ key }) => void start(key),
      }}
    >
      <Button icon={<PhoneOutlined />} aria-label={t('REMINDER_CALL')} data-testid="reminder-call">
        {t('REMINDER_CALL')}
      </Button>
    </Dropdown>
  );
}
