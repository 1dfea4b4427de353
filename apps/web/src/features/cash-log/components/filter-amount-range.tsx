import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { formatAmountInput, parseAmountInput } from '../model/amount-input.ts';
import { isCeilingBelowFloor } from '../model/filters.ts';

/** The filter box's amount floor and ceiling; a ceiling below the floor is refused (B§5). */
export function FilterAmountRange() {
  const { t } = useTranslation();
  // An element, not a component: Form.Item hands its value and onChange to its direct child.
  const amountInput = (testId: string, label: string) => (
    <InputNumber<number>
      min={0}
      style={{ width: '100%' }}
      formatter={(value) => formatAmountInput(value)}
      parser={(text) => parseAmountInput(text)}
      aria-label={label}
      data-testid={testId}
    />
  );
  return (
    <div className="pd-cash-amount-range">
      <Form.Item name="minAmount" label={t('CASH_LOG_FLOOR')}>
        {amountInput('cash-filter-min', t('CASH_LOG_FLOOR'))}
      </Form.Item>
      <Form.Item
        name="maxAmount"
        label={t('CASH_LOG_CEILING')}
        dependencies={['minAmount']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: number | null) =>
              isCeilingBelowFloor(getFieldValue('minAmount') ?? undefined, value ?? undefined)
                ? Promise.reject(new Error(t('CEILING_SMALLER_THAN_FLOOR')))
                : Promise.resolve(),
          }),
        ]}
      >
        {amountInput('cash-filter-max', t('CASH_LOG_CEILING'))}
      </Form.Item>
    </div>
  );
}
