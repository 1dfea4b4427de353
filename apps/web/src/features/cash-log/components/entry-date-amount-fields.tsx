import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { formatAmountInput, parseAmountInput } from '../model/amount-input.ts';
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
          requiredRule(t('CASH_LOG_AMOUNT_REQUIRED')),
          {
            validator: (_rule, value: number | null) =>
              value && value > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('CASH_LOG_AMOUNT_REQUIRED'))),
          },
        ]}
        extra={<span data-testid="cash-editor-words">{words}</span>}
      >
        <InputNumber<number>
          min={0}
          style={{ width: '100%' }}
          formatter={(value) => formatAmountInput(value)}
          parser={(text) => parseAmountInput(text)}
          suffix="đ"
          data-testid="cash-editor-amount"
        />
      </Form.Item>
    </>
  );
}
