import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { hasPermissions } from '@pawndesk/domain/permissions';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../lib/use-session.ts';

/** A record's change history in the audit trail, for those who may read it (issue 19). */
export function HistoryLink({ entity, entityId }: { entity: string; entityId: number | string }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  if (!principal || !hasPermissions(principal, ['staff_admin'])) {
    return null;
  }
  const query = new URLSearchParams({ entity, entityId: String(entityId) });
  return (
    <Link to={`/audit?${query}`} className="pd-history-link" data-testid="history-link">
      <HistoryOutlined /> {t('AUDIT_HISTORY')}
    </Link>
  );
}
