import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AssetFormItemProps = {
  name: string;
  label: string;
  isRequired?: boolean;
  isMissing: boolean;
  children: ReactNode;
};

/** One labelled field of the asset form; a required field left empty says so (error-<name>). */
export function AssetFormItem({
  name,
  label,
  isRequired = false,
  isMissing,
  children,
}: AssetFormItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={isMissing ? 'error' : undefined}
      help={
        isMissing ? <span data-testid={`error-${name}`}>{t('FIELD_REQUIRED')}</span> : undefined
      }
    >
      {children}
    </Form.Item>
  );
}
