import type { ReminderResultDto } from '@pawndesk/domain/reminder-api';
import { formatDateTime, personName } from '../../../lib/format.ts';

/** The latest reminder result: status and attitude, who saved it and when. */
export function LastResultText({ result }: { result: ReminderResultDto | null }) {
  if (!result) {
    return <>—</>;
  }
  return (
    <div>
      <div>
        {result.status.name} · {result.clientAttitude.name}
      </div>
      <div className="pd-meta">
        {formatDateTime(result.createdAt)} {personName(result.createdBy)}
      </div>
    </div>
  );
}
