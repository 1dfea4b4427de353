import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLiveStatus } from '../../lib/live-context.tsx';

/** Live updates gave up reconnecting (A§4.5): only a reload brings them back, so say so and stay. */
export function LiveNotice() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  if (status !== 'reload-needed') {
    return null;
  }
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={t('LIVE_RELOAD_NEEDED')}
      data-testid="live-reload-notice"
      action={
        <Button size="small" type="primary" onClick={() => window.location.reload()}>
          {t('RELOAD')}
        </Button>
      }
    />
  );
}
