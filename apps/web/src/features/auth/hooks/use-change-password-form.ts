import type { ChangePasswordInput } from '@pawndesk/domain/auth';
import { isBlank, minPasswordLength } from '@pawndesk/domain/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { changePassword } from '../api/change-password.ts';
import { changePasswordErrorText } from '../components/change-password-error.ts';

export type PasswordField = keyof ChangePasswordInput;
const fields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const blankValues: ChangePasswordInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export type ChangePasswordFormModel = {
  values: ChangePasswordInput;
  /** What is wrong with a field, once it was changed or the form submitted. */
  problem: (field: PasswordField) => string | undefined;
  isSubmitting: boolean;
  /** Why the last change was refused. */
  error: string | undefined;
  change: (field: PasswordField, value: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
};

/**
 * The change-password form's state: all three fields required, the new password at least
 * `minPasswordLength` characters (A§5), each checked as it changes and all on submit; after any
 * refusal the form is cleared (A§8) and the reason shown.
 */
export function useChangePasswordForm(onSuccess: () => void): ChangePasswordFormModel {
  const { t } = useTranslation();
  const [values, setValues] = useState<ChangePasswordInput>(blankValues);
  const [checked, setChecked] = useState<ReadonlySet<PasswordField>>(new Set());
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const problemOf = (field: PasswordField, value: string) => {
    if (isBlank(value)) {
      return t('REQUIRED_FIELD');
    }
    if (field === 'newPassword' && value.length < minPasswordLength) {
      return t('PASSWORD_MIN_LENGTH', { min: minPasswordLength });
    }
    return undefined;
  };

  const change = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => new Set(current).add(field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(new Set(fields));
    const first = fields.find((field) => problemOf(field, values[field]) !== undefined);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await changePassword(values);
      onSuccess();
    } catch (caught) {
      setValues(blankValues);
      setChecked(new Set());
      setError(changePasswordErrorText(caught, t));
      setSubmitting(false);
    }
  };

  return {
    values,
    problem: (field) => (checked.has(field) ? problemOf(field, values[field]) : undefined),
    isSubmitting,
    error,
    change,
    submit,
  };
}
