import type { ChangePasswordInput } from '@pawndesk/domain/auth';
import { minPasswordLength } from '@pawndesk/domain/validation';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { changePassword } from '../api/change-password.ts';
import { changePasswordErrorText } from './change-password-error.ts';
import { showMismatchHint } from './mismatch-hint.ts';

type ChangePasswordFormProps = { onSuccess: () => void };

export function ChangePasswordForm({ onSuccess }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordInput>();
  const newPassword = Form.useWatch('newPassword', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const required = { required: true, whitespace: true, message: t('REQUIRED_FIELD') };
  const mismatch = showMismatchHint(newPassword, confirmPassword);

  const submit = async (values: ChangePasswordInput) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await changePassword(values);
      onSuccess();
    } catch (caught) {
      // A§8: the form is cleared after any error.
      form.resetFields();
      setError(changePasswordErrorText(caught, t));
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordInput>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      data-testid="change-password-form"
    >
      <Form.Item name="currentPassword" label={t('CURRENT_PASSWORD')} rules={[required]}>
        <Input.Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('NEW_PASSWORD')}
        rules={[
          required,
          { min: minPasswordLength, message: t('PASSWORD_MIN_LENGTH', { min: minPasswordLength }) },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('CONFIRM_PASSWORD')}
        rules={[required]}
        validateStatus={mismatch ? 'warning' : undefined}
        // `extra`, not `help`: help would hide the field's own errors and animates out slowly.
        extra={
          mismatch ? (
            <span className="pd-hint-warning" data-testid="mismatch-hint">
              {t('CONFIRM_PASSWORD_NOT_MATCH')}
            </span>
          ) : undefined
        }
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="change-password-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={submitting}
        data-testid="change-password-submit"
      >
        {t('CHANGE_PASSWORD')}
      </Button>
    </Form>
  );
}
