import type { ReactNode } from 'react';

type FormAlertProps = { children: ReactNode; action?: ReactNode; testId?: string };

/**
 * An error box styled like antd's error Alert, for the login page, which keeps antd Alert out of
 * the first download.
 */
export function FormAlert({ children, action, testId }: FormAlertProps) {
  return (
    <div className="pd-form-alert" role="alert" data-testid={testId}>
      <span>{children}</span>
      {action}
    </div>
  );
}
