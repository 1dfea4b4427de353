import type { SignInInput } from '@pawndesk/domain/auth';
import type { BranchDto } from '@pawndesk/domain/reference';
import { isBlank } from '@pawndesk/domain/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { readAppData } from '../../../lib/app-data.ts';
import { signIn } from '../api/sign-in.ts';
import { loginErrorText } from '../components/login-error.ts';

export type LoginValues = { branch: string; username: string; password: string };
export type LoginField = keyof LoginValues;
const fields: readonly LoginField[] = ['branch', 'username', 'password'];

export type LoginFormModel = {
  values: LoginValues;
  /** The required fields found blank, on change or on submit. */
  missing: ReadonlySet<LoginField>;
  isSubmitting: boolean;
  /** Why the last sign-in was refused. */
  error: string | undefined;
  change: (field: LoginField, value: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
};

/**
 * The login form's state: every field required (A§5), the first blank one focused on submit.
 * A successful sign-in only changes the session store; the route's guard moves the user on.
 */
export function useLoginForm(branches: readonly BranchDto[]): LoginFormModel {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ branch: '', username: '', password: '' });
  const [missing, setMissing] = useState<ReadonlySet<LoginField>>(new Set());
  const [isSubmitting, setSubmitting] = useState(false);
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

  return { values, missing, isSubmitting, error, change, submit };
}
