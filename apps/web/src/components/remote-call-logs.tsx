import { useQuery } from '@tanstack/react-query';
import Spin from 'antd/es/spin';
import { useTranslation } from '../i18n/use-translation.ts';
import { remoteCallLogsQuery } from '../lib/phone/call-log-api.ts';
import { CallLogRows } from './call-log-rows.tsx';

/** The latest 20 calls with one number (PHONE-4), refreshed with the call-logs live channel. */
export function RemoteCallLogs({ remote, compact = false }: { remote: string; compact?: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(remoteCallLogsQuery(remote));
  return (
    <div className={compact ? 'pd-remote-calls pd-remote-calls-compact' : 'pd-remote-calls'}>
      <div className="pd-remote-calls-title">{t('PHONE_HISTORY')}</div>
      {query.isPending ? <Spin size="small" /> : null}
      {query.isError ? <div className="pd-dial-error">{t('CALL_LOG_LOAD_FAILED')}</div> : null}
      {query.data ? <CallLogRows items={query.data.items} testId="remote-call-logs" /> : null}
    </div>
  );
}
