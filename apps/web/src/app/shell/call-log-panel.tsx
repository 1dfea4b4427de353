import { useQuery } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import { CallLogRows } from '../../components/call-log-rows.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { myCallLogsQuery } from '../../lib/phone/call-log-api.ts';

/** My latest 100 calls (PHONE-4), loaded when the list opens and kept fresh by the live channel. */
export function CallLogPanel({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(myCallLogsQuery());
  return (
    // A click on a row calls its number; the list then closes.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the rows are buttons; this only closes the list
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div className="pd-call-log-panel" data-testid="call-log-panel" onClick={onPick}>
      {query.isPending ? <Spin /> : null}
      {query.isError ? <div className="pd-dial-error">{t('CALL_LOG_LOAD_FAILED')}</div> : null}
      {query.data ? <CallLogRows items={query.data.items} testId="call-log-list" /> : null}
    </div>
  );
}

/** On mobile and tablet the list is a bottom sheet, 15 % from the top. */
export function CallLogSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="bottom"
      size="85%"
      open
      onClose={onClose}
      title={t('CALL_LOG')}
      className="pd-call-log-sheet"
      destroyOnHidden
    >
      <CallLogPanel onPick={onClose} />
    </Drawer>
  );
}
