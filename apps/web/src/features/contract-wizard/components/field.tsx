import type { WizardFieldError } from '@pawndesk/domain/contract-wizard';
import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * One labelled input of a wizard step, with its error in the step's words (WIZARD_ERROR_*). A
 * missing value is marked by the asterisk and the disabled Next; its message shows only with
 * `showError` (a section of the check step being confirmed).
 */
export function Field({
  label,
  error,
  isRequired = false,
  showError,
  testId,
  children,
}: {
  label: string;
  error: WizardFieldError | undefined;
  isRequired?: boolean;
  showError: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shown =
    error && (error !== 'REQUIRED' || showError) ? t(`WIZARD_ERROR_${error}`) : undefined;
  return (
    <Form.Item
      label={label}
      required={isRequired}
      validateStatus={shown ? 'error' : undefined}
      help={shown ? <span data-testid={`${testId}-error`}>{shown}</span> : undefined}
      className="pd-wizard-field"
    >
      {children}
    </Form.Item>
  );
}
