import type { ReminderResultDto } from '@pawndesk/domain/reminder-api';
import { nextActionLabel } from '@pawndesk/domain/reminders';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The next action and when (A§2.8): Today, Tomorrow, After N days, or DD/MM HH:mm when past. */
export function NextActionText({ result }: { result: ReminderResultDto | null }) {
  const { t } = useTranslation();
  if (!result) {
    return <>—</>;
  }
  const label = result.nextActionAt
    ? nextActionLabel(new Date(result.nextActionAt), new Date())
    : null;
  const when =
    label === null
      ? ''
      : label.kind === 'past'
        ? label.text
        : label.kind === 'afterDays'
          ? t('REMINDER_AFTER_DAYS', { days: label.days })
          : t(label.kind === 'today' ? 'REMINDER_TODAY' : 'REMINDER_TOMORROW');
  return (
    <span data-testid="next-action">
      {result.nextAction.name}
      {when ? (
        <span className={label?.kind === 'past' ? 'pd-reminder-past' : 'pd-reminder-when'}>
          {' '}
          · {when}
        </span>
      ) : null}
    </span>
  );
}
