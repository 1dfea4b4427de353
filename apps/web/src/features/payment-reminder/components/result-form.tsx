import {
  defaultReminderHour,
  defaultReminderMinute,
  wrapReminderTime,
} from '@pawndesk/domain/reminders';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useAddReminderResult } from '../api/add-reminder-result.ts';
import { type ResultDraft, useResultForm } from '../hooks/use-result-form.ts';

type Keyed = { id: number; name: string };

function RequiredPicker({
  field,
  label,
  options,
  form,
}: {
  field: 'statusId' | 'clientAttitudeId' | 'nextActionId';
  label: string;
  options: readonly Keyed[];
  form: ReturnType<typeof useResultForm>;
}) {
  const { t } = useTranslation();
  const isMissing = form.isChecked && form.draft[field] === null;
  return (
    <div className="pd-reminder-field">
      <span>{label} *</span>
      <Select<number>
        value={form.draft[field] ?? undefined}
        placeholder={label}
        aria-label={label}
        status={isMissing ? 'error' : undefined}
        onChange={(value) => form.change({ [field]: value } as Partial<ResultDraft>)}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        data-testid={`result-${field}`}
      />
      {isMissing ? (
        <span className="pd-field-error" data-testid={`result-${field}-error`}>
          {t('REQUIRED_FIELD')}
        </span>
      ) : null}
    </div>
  );
}

/** Sets the time of `day`, wrapped as the picker steps (hours wrap, minutes carry). */
function atTime(day: Dayjs, hour: number, minute: number): Dayjs {
  const time = wrapReminderTime(hour, minute);
  return day.hour(time.hour).minute(time.minute).second(0).millisecond(0);
}

/**
 * The next action's date and time (A§2.8): a picked day starts at 08:00; the hour and minute
 * fields step with the arrows or the keyboard, hours wrapping 0–23 and minutes carrying.
 */
function NextActionAtField({ form }: { form: ReturnType<typeof useResultForm> }) {
  const { t } = useTranslation();
  const value = form.draft.nextActionAt;
  const setTime = (hour: number | null, minute: number | null) => {
    if (value && hour !== null && minute !== null) {
      form.change({ nextActionAt: atTime(value, hour, minute) });
    }
  };
  return (
    <div className="pd-reminder-field">
      <span>{t('REMINDER_NEXT_ACTION_AT')}</span>
      <div className="pd-reminder-when-fields">
        <DatePicker
          format="DD/MM/YYYY"
          value={value}
          aria-label={t('REMINDER_NEXT_ACTION_AT')}
          onChange={(day) =>
            form.change({
              nextActionAt: day
                ? atTime(
                    day,
                    value?.hour() ?? defaultReminderHour,
                    value?.minute() ?? defaultReminderMinute,
                  )
                : null,
            })
          }
          data-testid="result-next-action-at"
        />
        <InputNumber<number>
          value={value?.hour() ?? null}
          disabled={!value}
          precision={0}
          className="pd-reminder-time-part"
          aria-label={t('REMINDER_HOUR')}
          formatter={(part) => String(part ?? '').padStart(2, '0')}
          onChange={(hour) => setTime(hour, value?.minute() ?? 0)}
          data-testid="result-next-action-hour"
        />
        <span>:</span>
        <InputNumber<number>
          value={value?.minute() ?? null}
          disabled={!value}
          precision={0}
          className="pd-reminder-time-part"
          aria-label={t('REMINDER_MINUTE')}
          formatter={(part) => String(part ?? '').padStart(2, '0')}
          onChange={(minute) => setTime(value?.hour() ?? 0, minute)}
          data-testid="result-next-action-minute"
        />
      </div>
    </div>
  );
}

/**
 * REM-4's result form: status, attitude and next action (required), when to act next (default
 * 08:00) and the promised payment date; saved after CONFIRM_CREATE_PAYMENT_REMINDER_RESULT.
 */
export function ResultForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const misc2 = useMisc2();
  const form = useResultForm();
  const save = useAddReminderResult(clientId);
  const [modal, modalHolder] = Modal.useModal();

  const submit = () => {
    const input = form.check();
    if (!input) {
      return;
    }
    void modal.confirm({
      title: t('CONFIRM_CREATE_PAYMENT_REMINDER_RESULT'),
      okText: t('YES'),
      cancelText: t('NO'),
      okButtonProps: { 'data-testid': 'result-confirm-ok' } as never,
      onOk: async () => {
        try {
          await save.mutateAsync(input);
          flash.info(t('PAYMENT_REMINDER_RESULT_CREATED'));
          form.reset();
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };

  return (
    <section className="pd-reminder-modal-section" data-testid="result-form">
      <h3>{t('REMINDER_RESULT_FORM')}</h3>
      <div className="pd-reminder-result-form">
        <RequiredPicker
          field="statusId"
          label={t('REMINDER_STATUS')}
          options={misc2.data?.paymentReminderStatuses ?? []}
          form={form}
        />
        <RequiredPicker
          field="clientAttitudeId"
          label={t('REMINDER_ATTITUDE')}
          options={misc2.data?.paymentReminderClientAttitudes ?? []}
          form={form}
        />
        <RequiredPicker
          field="nextActionId"
          label={t('REMINDER_NEXT_ACTION')}
          options={misc2.data?.paymentReminderNextActions ?? []}
          form={form}
        />
        <NextActionAtField form={form} />
        <div className="pd-reminder-field">
          <span>{t('REMINDER_PAYMENT_DATE')}</span>
          <DatePicker
            format="DD/MM/YYYY"
            value={form.draft.paymentDate}
            aria-label={t('REMINDER_PAYMENT_DATE')}
            onChange={(value) => form.change({ paymentDate: value })}
            data-testid="result-payment-date"
          />
        </div>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="result-save">
          {t('REMINDER_SAVE_RESULT')}
        </Button>
      </div>
      {modalHolder}
    </section>
  );
}
