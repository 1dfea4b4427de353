import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { type PromiseState, promiseStates } from '@pawndesk/domain/promises';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReminderListState } from '../model/list-state.ts';

/**
 * The list tab's own tools (issue 16 item 6): the promise-to-pay filter and the "call now" view
 * (clients whose next action time has come, the soonest first).
 */
export function ListTools({
  state,
  onFilter,
}: {
  state: ReminderListState;
  onFilter: (change: Partial<ReminderListState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pd-toolbar pd-reminder-list-tools">
      <Button
        icon={<PhoneOutlined />}
        type={state.callNow ? 'primary' : 'default'}
        aria-pressed={state.callNow}
        onClick={() => onFilter({ callNow: !state.callNow })}
        data-testid="reminder-call-now"
      >
        {t('REMINDER_CALL_NOW')}
      </Button>
      <Select<PromiseState | 'any'>
        value={state.promise ?? 'any'}
        aria-label={t('REMINDER_PROMISE_FILTER')}
        className="pd-reminder-preset"
        onChange={(value) => onFilter({ promise: value === 'any' ? null : value })}
        options={[
          { value: 'any', label: t('REMINDER_PROMISE_ANY') },
          ...promiseStates.map((value) => ({
            value,
            label: t(`REMINDER_PROMISE_FILTER_${value}`),
          })),
        ]}
        data-testid="reminder-promise-filter"
      />
      {state.callNow ? (
        <span className="pd-meta" data-testid="reminder-call-now-hint">
          {t('REMINDER_CALL_NOW_HINT')}
        </span>
      ) : null}
    </div>
  );
}
