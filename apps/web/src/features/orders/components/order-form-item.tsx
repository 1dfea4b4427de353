import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import { fieldErrorKey } from '../model/labels.ts';
import type { OrderDraft } from '../model/order-draft.ts';

type OrderFormItemProps = {
  form: OrderFormModel;
  field: keyof OrderDraft;
  label: string;
  isRequired?: boolean;
  extra?: ReactNode;
  children: ReactNode;
};

/** One labelled field of the order form; its error (error-<field>) shows once the form says so. */
export function OrderFormItem({
  form,
  field,
  label,
  isRequired = false,
  extra,
  children,
}: OrderFormItemProps) {
  const { t } = useTranslation();
  const error = form.errorOf(field);
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? <span data-testid={`error-${field}`}>{t(fieldErrorKey(error))}</span> : undefined
      }
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
