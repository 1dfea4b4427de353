import Layout from 'antd/es/layout';
import { useTranslation } from '../../i18n/use-translation.ts';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="pd-footer" data-testid="footer">
      <span>{t('WORKING_HOURS')}</span>
      <span>{t('WORKING_HOURS_WEEKDAYS')}</span>
      <span>{t('WORKING_HOURS_SUNDAY')}</span>
    </Layout.Footer>
  );
}
