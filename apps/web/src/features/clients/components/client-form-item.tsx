import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import type { ClientDraft, ClientEditFormModel } from '../hooks/use-client-edit-form.ts';

type ClientFormItemProps = {
  name: string;
  label: string;
  message: string | undefined;
  isRequired?: boolean;
  children: ReactNode;
};

/** One labelled field of the edit client form, with its error (error-<name>) under it. */
export function ClientFormItem({
  name,
  label,
  message,
  isRequired = false,
  children,
}: ClientFormItemProps) {
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span data-testid={`error-${name}`}>{message}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

type TextFieldName = Exclude<keyof ClientDraft, 'gender'>;

/** A plain text field of the edit client form (client-<name>). */
export function ClientTextField({
  form,
  name,
  label,
  isRequired = false,
}: {
  form: ClientEditFormModel;
  name: TextFieldName;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <ClientFormItem
      name={name}
      label={label}
      message={form.messageOf(name)}
      isRequired={isRequired}
    >
      <Input
        value={form.draft[name] ?? ''}
        onChange={(event) => form.set(name, event.target.value)}
        aria-label={label}
        data-testid={`client-${name}`}
      />
    </ClientFormItem>
  );
}
