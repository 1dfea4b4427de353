import { PlainButton, PlainInput, PlainPassword } from '../../../components/plain-controls.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSignInBranches } from '../api/use-sign-in-branches.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { FieldError } from './field-error.tsx';
import { FormAlert } from './form-alert.tsx';
import { LoginBranchField } from './login-branch-field.tsx';

/**
 * Branch, username, password, all required (A§5), checked on change and on submit. A native
 * select, plain inputs and button and hand-made checks instead of antd: every user loads this page
 * first, and antd's Form and Select add about 45 kB (gzip) to it, its Button and Input with their
 * style engine about 60 kB. On success the session store changes and the login
 * route's guard moves the user on, so this form never navigates itself.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const branches = useSignInBranches();
  const { values, missing, isSubmitting, error, change, submit } = useLoginForm(branches.branches);

  return (
    <form className="pd-form" onSubmit={submit} noValidate data-testid="login-form">
      <LoginBranchField
        value={values.branch}
        isMissing={missing.has('branch')}
        branches={branches}
        onChange={(value) => change('branch', value)}
      />
      <div className="pd-field">
        <label htmlFor="login-username">{t('USERNAME')}</label>
        <PlainInput
          id="login-username"
          autoFocus
          autoComplete="username"
          value={values.username}
          isInvalid={missing.has('username')}
          onChange={(event) => change('username', event.target.value)}
          data-testid="login-username"
        />
        {missing.has('username') ? <FieldError text={t('REQUIRED_FIELD')} /> : null}
      </div>
      <div className="pd-field">
        <label htmlFor="login-password">{t('PASSWORD')}</label>
        <PlainPassword
          id="login-password"
          autoComplete="current-password"
          value={values.password}
          isInvalid={missing.has('password')}
          onChange={(event) => change('password', event.target.value)}
          data-testid="login-password"
        />
        {missing.has('password') ? <FieldError text={t('REQUIRED_FIELD')} /> : null}
      </div>
      {error ? <FormAlert testId="login-error">{error}</FormAlert> : null}
      <PlainButton
        type="submit"
        variant="primary"
        block
        loading={isSubmitting}
        data-testid="login-submit"
      >
        {t('LOGIN')}
      </PlainButton>
    </form>
  );
}
