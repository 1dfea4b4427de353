import Tabs from 'antd/es/tabs';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';

export type ReminderTab = 'list' | 'reports';

const tabPaths: Record<ReminderTab, string> = {
  list: '/payment-reminder',
  reports: '/payment-reminder/reports',
};

/** The two tabs of A§2.8; choosing one replaces the route, so Back leaves the screen. */
export function ReminderTabs({ active }: { active: ReminderTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        if (key === 'list' || key === 'reports') {
          void navigate(tabPaths[key], { replace: true });
        }
      }}
      items={[
        {
          key: 'list',
          label: <span data-testid="reminder-tab-list">{t('REMINDER_TAB_LIST')}</span>,
        },
        {
          key: 'reports',
          label: <span data-testid="reminder-tab-reports">{t('REMINDER_TAB_REPORTS')}</span>,
        },
      ]}
      data-testid="reminder-tabs"
    />
  );
}
