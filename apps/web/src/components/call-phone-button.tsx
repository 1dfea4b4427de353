import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { flash } from '../lib/flash.ts';
import { usePhone } from '../lib/phone/phone-context.tsx';
import type { CallRef } from '../lib/phone/sip-phone.ts';

/**
 * A call icon (PHONE-5): starts a call with the built-in phone, with the reference of what the
 * call is about. A browser without the phone (no WebRTC) copies the number instead.
 */
export function CallPhoneButton({
  phone: number,
  callRef,
  testId,
}: {
  phone: string;
  callRef: CallRef | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const onClick = async (event: MouseEvent) => {
    // Cards link to the detail page; a call must not follow the link.
    event.preventDefault();
    event.stopPropagation();
    if (phone) {
      phone.call(number, callRef);
      return;
    }
    try {
      await navigator.clipboard.writeText(number);
      flash.info(t('COPY_PHONE_SUCCESS'));
    } catch {
      flash.error(t('COPY_PHONE_FAILED'));
    }
  };
  const label = phone ? t('CALL_PHONE', { phone: number }) : t('COPY_PHONE', { phone: number });
  return (
    <Button
      type="text"
      size="small"
      icon={<PhoneOutlined />}
      onClick={(event) => void onClick(event)}
      aria-label={label}
      title={label}
      data-testid={testId ?? 'call-phone'}
    />
  );
}
