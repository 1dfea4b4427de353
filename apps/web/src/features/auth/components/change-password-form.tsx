import { PlainButton, PlainPassword } from '../../../components/plain-controls.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type PasswordField, useChangePasswordForm } from '../hooks/use-change-password-form.ts';
import { FieldError } from './field-error.tsx';
import { FormAlert } from './form-alert.tsx';
import { showMismatchHint } from './mismatch-hint.ts';

type ChangePasswordFormProps = { onSuccess: () => void };

const labels: Record<PasswordField, string> = {
  currentPassword: 'CURRENT_PASSWORD',
  newPassword: 'NEW_PASSWORD',
  confirmPassword: 'CONFIRM_PASSWORD',
};
const testIds: Record<PasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'confirm-password',
};

/**
 * Three password boxes with the login page's plain controls: antd's Form and password input
 * put about 30 kB (gzip) on a page that only needs three fields and a button.
 */
export function ChangePasswordForm({ onSuccess }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { values, problem, isSubmitting, error, change, submit } = useChangePasswordForm(onSuccess);
  const mismatch = showMismatchHint(values.newPassword, values.confirmPassword);

  const field = (name: PasswordField, autoComplete: string) => {
    const id = `password-${name}`;
    const fieldProblem = problem(name);
    return (
      <div className="pd-field">
        <label htmlFor={id}>{t(labels[name])}</label>
        <PlainPassword
          id={id}
          autoComplete={autoComplete}
          value={values[name]}
          isInvalid={fieldProblem !== undefined}
          aria-describedby={fieldProblem ? `${id}-problem` : undefined}
          onChange={(event) => change(name, event.target.value)}
          data-testid={testIds[name]}
        />
        {fieldProblem ? <FieldError id={`${id}-problem`} text={fieldProblem} /> : null}
        {name === 'confirmPassword' && mismatch ? (
          <span className="pd-hint-warning" data-testid="mismatch-hint">
            {t('CONFIRM_PASSWORD_NOT_MATCH')}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className="pd-form" onSubmit={submit} noValidate data-testid="change-password-form">
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      {error ? <FormAlert testId="change-password-error">{error}</FormAlert> : null}
      <div>
        <PlainButton
          type="submit"
          variant="primary"
          loading={isSubmitting}
          data-testid="change-password-submit"
        >
          {t('CHANGE_PASSWORD')}
        </PlainButton>
      </div>
    </form>
  );
}
