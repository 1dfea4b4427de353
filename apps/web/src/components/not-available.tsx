import Button from 'antd/es/button';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusResult } from './status-result.tsx';

type NotAvailableProps = {
  title: string;
  /** Omitted when the user is already on their landing page. */
  onBack: (() => void) | undefined;
};

/** Says plainly that a screen is not built yet, instead of showing something that pretends to work. */
export function NotAvailable({ title, onBack }: NotAvailableProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="not-available">
      <StatusResult
        status="info"
        title={title}
        subTitle={t('NOT_AVAILABLE_YET')}
        extra={
          onBack ? (
            <Button type="primary" onClick={onBack}>
              {t('BACK_TO_HOME')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
