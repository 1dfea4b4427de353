import { PlainButton } from '../../../components/plain-controls.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SignInBranches } from '../api/use-sign-in-branches.ts';
import { FieldError } from './field-error.tsx';
import { FormAlert } from './form-alert.tsx';

type LoginBranchFieldProps = {
  value: string;
  isMissing: boolean;
  branches: SignInBranches;
  onChange: (value: string) => void;
};

/**
 * The branch choice: a native select (antd's Select would add to the first page every user
 * loads), with a retry when the list did not load.
 */
export function LoginBranchField({ value, isMissing, branches, onChange }: LoginBranchFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="pd-field">
      <label htmlFor="login-branch">{t('BRANCH')}</label>
      <select
        id="login-branch"
        className={`pd-select${isMissing ? ' pd-select-error' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={branches.loading}
        aria-invalid={isMissing}
        aria-describedby={isMissing ? 'login-branch-error' : undefined}
        data-testid="branch-select"
      >
        <option value="" disabled>
          {branches.loading ? t('BRANCHES_LOADING') : t('BRANCH_PLACEHOLDER')}
        </option>
        {branches.branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
      {isMissing ? <FieldError id="login-branch-error" text={t('REQUIRED_FIELD')} /> : null}
      {branches.failed ? (
        <FormAlert
          action={
            <PlainButton size="small" onClick={branches.retry}>
              {t('RETRY')}
            </PlainButton>
          }
        >
          {t('BRANCHES_LOAD_FAILED')}
        </FormAlert>
      ) : null}
    </div>
  );
}
