import Tabs from 'antd/es/tabs';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CashLogTab } from '../hooks/use-cash-log-tab.ts';

/** The list, pending and closures tabs (CASH-1, CASH-4, CASH-5). */
export function CashLogTabs({
  tab,
  onChange,
}: {
  tab: CashLogTab;
  onChange: (next: CashLogTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onChange(key as CashLogTab)}
      items={[
        { key: 'list', label: <span data-testid="cash-tab-list">{t('CASH_LOG_TAB_LIST')}</span> },
        {
          key: 'pending',
          label: <span data-testid="cash-tab-pending">{t('CASH_LOG_TAB_PENDING')}</span>,
        },
        {
          key: 'closures',
          label: <span data-testid="cash-tab-closures">{t('CASH_LOG_TAB_CLOSURES')}</span>,
        },
      ]}
    />
  );
}
