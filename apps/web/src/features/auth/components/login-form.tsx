import type { SignInInput } from '@pawndesk/domain/auth';
import { isBlank } from '@pawndesk/domain/validation';
import Button from 'antd/es/button';
// The input files directly: the `antd/es/input` index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAppData } from '../../../lib/app-data.ts';
import { signIn } from '../api/sign-in.ts';
import { useSignInBranches } from '../api/use-sign-in-branches.ts';
import { FieldError } from './field-error.tsx';
import { FormAlert } from './form-alert.tsx';
import { loginErrorText } from './login-error.ts';

type LoginValues = { branch: string; username: string; password: string };
type LoginField = keyof LoginValues;
const fields: readonly LoginField[] = ['branch', 'username', 'password'];

/**
 * Branch, username, password, all required (A§5), checked on change and on submit. A native
 * select and hand-made checks instead of antd Form and Select: every user loads this page first,
 * and those two add about 45 kB (gzip) to it. On success the session store changes and the login
 * route's guard moves the user on, so this form never navigates itself.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { branches, loading, failed, retry } = useSignInBranches();
  const [values, setValues] = useState<LoginValues>({ branch: '', username: '', password: '' });
  const [missing, setMissing] = useState<ReadonlySet<LoginField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  // Pre-select the branch used last on this device, once the list is known to contain it.
  useEffect(() => {
    const last = readAppData().lastBranchId;
    if (last !== undefined && branches.some((branch) => branch.id === last)) {
      setValues((current) => (current.branch ? current : { ...current, branch: String(last) }));
    }
  }, [branches]);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => {
      const next = new Set(current);
      if (isBlank(value)) {
        next.add(field);
      } else {
        next.delete(field);
      }
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = new Set(fields.filter((field) => isBlank(values[field])));
    setMissing(blank);
    const [first] = fields.filter((field) => blank.has(field));
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    const input: SignInInput = {
      username: values.username.trim(),
      password: values.password,
      branch: Number(values.branch),
    };
    try {
      await signIn(input);
    } catch (caught) {
      setError(loginErrorText(caught, t));
      setSubmitting(false);
    }
  };

  const status = (field: LoginField) => (missing.has(field) ? 'error' : undefined);

  return (
    <form className="pd-form" onSubmit={submit} noValidate data-testid="login-form">
      <div className="pd-field">
        <label htmlFor="login-branch">{t('BRANCH')}</label>
        <select
          id="login-branch"
          className={`pd-select${missing.has('branch') ? ' pd-select-error' : ''}`}
          value={values.branch}
          onChange={(event) => change('branch', event.target.value)}
          disabled={loading}
          aria-invalid={missing.has('branch')}
          aria-describedby={missing.has('branch') ? 'login-branch-error' : undefined}
          data-testid="branch-select"
        >
          <option value="" disabled>
            {loading ? t('BRANCHES_LOADING') : t('BRANCH_PLACEHOLDER')}
          </option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
        {missing.has('branch') ? (
          <FieldError id="login-branch-error" text={t('REQUIRED_FIELD')} />
        ) : null}
        {failed ? (
          <FormAlert
            action={
              <Button size="small" onClick={retry}>
                {t('RETRY')}
              </Button>
            }
          >
            {t('BRANCHES_LOAD_FAILED')}
          </FormAlert>
        ) : null}
      </div>
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
        loading={submitting}
        data-testid="login-submit"
      >
        {t('LOGIN')}
      </Button>
    </form>
  );
}
