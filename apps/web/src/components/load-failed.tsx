import Button from 'antd/es/button';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { StatusResult } from './status-result.tsx';

/** A screen whose data did not load: what failed, the server's reason, and a retry button. */
export function LoadFailed({
  title,
  error,
  onRetry,
  testId,
  retryTestId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  testId: string;
  retryTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="error"
      title={title}
      subTitle={errorText(error, t)}
      extra={
        <Button type="primary" onClick={onRetry} data-testid={retryTestId}>
          {t('RETRY')}
        </Button>
      }
      data-testid={testId}
    />
  );
}

/** Loads again the queries of a screen that failed, leaving the ones that loaded alone. */
export function retryFailed(
  queries: readonly { isError: boolean; refetch: () => Promise<unknown> }[],
): void {
  for (const query of queries) {
    if (query.isError) {
      void query.refetch();
    }
  }
}
