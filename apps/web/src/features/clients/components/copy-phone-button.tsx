import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { flash } from '../../../lib/flash.ts';

/**
 * The call icon. The built-in phone does not exist yet, so it copies the number (CLI-1); when the
 * phone lands this is where the call starts.
 */
export function CopyPhoneButton({ phone, testId }: { phone: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async (event: MouseEvent) => {
    // Cards link to the detail page; copying must not follow the link.
    event.preventDefault();
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(phone);
      flash.info(t('COPY_PHONE_SUCCESS'));
    } catch {
      flash.error(t('COPY_PHONE_FAILED'));
    }
  };
  return (
    <Button
      type="text"
      size="small"
      icon={<PhoneOutlined />}
      onClick={(event) => void copy(event)}
      aria-label={t('COPY_PHONE', { phone })}
      title={t('COPY_PHONE', { phone })}
      data-testid={testId ?? 'copy-phone'}
    />
  );
}
