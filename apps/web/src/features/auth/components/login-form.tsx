import Button from 'antd/es/button';
// The input files directly: the `antd/es/input` index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useSignInBranches } from '../api/use-sign-in-branches.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { FieldError } from './field-error.tsx';
import { FormAlert } from './form-alert.tsx';
import { LoginBranchField } from './login-branch-field.tsx';

/**
 * Branch, username, password, all required (A§5), checked on change and on submit. A native
 * select and hand-made checks instead of antd Form and Select: every user loads this page first,
 * and those two add about 45 kB (gzip) to it. On success the session store changes and the login
 * route's guard moves the user on, so this form never navigates itself.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const branches = useSignInBranches();
  const { values, missing, isSubmitting, error, change, submit } = useLoginForm(branches.branches);
  const status = (field: 'username' | 'password') => (missing.has(field) ? 'error' : undefined);

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
        <Input
          id="login-username"
          autoFocus
          autoComplete="username"
          value={values.username}
          status={status('username')}
          aria-invalid={missing.has('username')}
          onChange={(event) => change('username', event.target.value)}
          data-testid="login-username"
        />
        {missing.has('username') ? <FieldError text={t('REQUIRED_FIELD')} /> : null}
      </div>
      <div className="pd-field">
        <label htmlFor="login-password">{t('PASSWORD')}</label>
        <Password
          id="login-password"
          autoComplete="current-password"
          value={values.password}
          status={status('password')}
          aria-invalid={missing.has('password')}
          onChange={(event) => change('password', event.target.value)}
          data-testid="login-password"
        />
        {missing.has('password') ? <FieldError text={t('REQUIRED_FIELD')} /> : null}
      </div>
      {error ? <FormAlert testId="login-error">{error}</FormAlert> : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={isSubmitting}
        data-testid="login-submit"
      >
        {t('LOGIN')}
      </Button>
    </form>
  );
}
