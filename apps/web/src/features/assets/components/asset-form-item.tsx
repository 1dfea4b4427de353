import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

type AssetFormItemProps = {
  name: string;
  label: string;
  isRequired?: boolean;
  isMissing: boolean;
  /** A message key for a value that cannot be read (A§5 number rules). */
  error?: string | undefined;
  children: ReactNode;
};

/** One labelled field of the asset form; a required field left empty says so (error-<name>). */
export function AssetFormItem({
  name,
  label,
  isRequired = false,
  isMissing,
  error,
  children,
}: AssetFormItemProps) {
  const { t } = useTranslation();
  const message = isMissing ? 'FIELD_REQUIRED' : error;
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span data-testid={`error-${name}`}>{t(message)}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
