import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { numberRule } from '../../../lib/number-field.ts';
import { requiredRule } from '../model/required-rule.ts';

/** The entry's date (not in the future) and its amount, with separators and spelled out. */
export function EntryDateAmountFields({
  today,
  words,
}: {
  today: string;
  words: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="registrationDate"
        label={t('CASH_LOG_DATE')}
        rules={[requiredRule(t('CASH_LOG_DATE_REQUIRED'))]}
      >
        <DatePicker
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          data-testid="cash-editor-date"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('CASH_LOG_AMOUNT')}
        rules={[
          // Whole đồng, grouped as typed ("1.250.000"); negative says so (A§5).
          numberRule(t, 'vnd', {
            requiredMessage: t('CASH_LOG_AMOUNT_REQUIRED'),
            zeroMessage: t('CASH_LOG_AMOUNT_REQUIRED'),
          }),
        ]}
        extra={<span data-testid="cash-editor-words">{words}</span>}
      >
        <NumberInput unit="vnd" suffix="đ" testId="cash-editor-amount" />
      </Form.Item>
    </>
  );
}
