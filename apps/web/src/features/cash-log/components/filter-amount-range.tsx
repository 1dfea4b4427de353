import Form from 'antd/es/form';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldNumber, numberRule } from '../../../lib/number-field.ts';
import { isCeilingBelowFloor } from '../model/filters.ts';

/** The filter box's amount floor and ceiling; a ceiling below the floor is refused (B§5). */
export function FilterAmountRange() {
  const { t } = useTranslation();
  // An element, not a component: Form.Item hands its value and onChange to its direct child.
  const amountInput = (testId: string, label: string) => (
    <NumberInput unit="vnd" ariaLabel={label} testId={testId} />
  );
  return (
    <div className="pd-cash-amount-range">
      <Form.Item name="minAmount" label={t('CASH_LOG_FLOOR')} rules={[numberRule(t, 'vnd')]}>
        {amountInput('cash-filter-min', t('CASH_LOG_FLOOR'))}
      </Form.Item>
      <Form.Item
        name="maxAmount"
        label={t('CASH_LOG_CEILING')}
        dependencies={['minAmount']}
        rules={[
          numberRule(t, 'vnd'),
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | number | null) =>
              isCeilingBelowFloor(
                fieldNumber(getFieldValue('minAmount'), 'vnd'),
                fieldNumber(value, 'vnd'),
              )
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
