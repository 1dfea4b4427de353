import type { CashLogDirection } from '@pawndesk/domain/cash-log-api';
import type { MiscDto } from '@pawndesk/domain/reference';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { CashLogCategory } from '../api/list-categories.ts';
import { formatAmountInput, parseAmountInput } from '../model/amount-input.ts';
import {
  allDirections,
  allTypes,
  type CashLogFilters,
  isCeilingBelowFloor,
} from '../model/filters.ts';
import { categoryOptionLabel } from '../model/labels.ts';

type FilterValues = {
  funds: number[];
  types: ('CASH' | 'BANK')[];
  directions: CashLogDirection[];
  categories: number[];
  minAmount?: number | null;
  maxAmount?: number | null;
};

/**
 * The filter box (CASH-6, B§5): funds, types, directions and categories must each keep at least
 * one choice (an empty choice in the filters means "all", shown here as everything ticked);
 * a ceiling below the floor is refused.
 */
export function FilterBox({
  open,
  filters,
  misc,
  categories,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: CashLogFilters;
  misc: MiscDto | undefined;
  categories: CashLogCategory[];
  onApply: (change: Partial<CashLogFilters>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const fundIds = (misc?.funds ?? []).map((fund) => fund.id);
  const categoryIds = categories.map((category) => category.id);
  const directionText = (direction: number) =>
    direction === 1 ? t('CASH_LOG_DIRECTION_IN') : t('CASH_LOG_DIRECTION_OUT');

  const required = { required: true, message: t('CASH_LOG_FILTER_REQUIRED') };
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
    <Modal
      open={open}
      title={t('CASH_LOG_FILTER')}
      okText={t('CASH_LOG_APPLY')}
      cancelText={t('CANCEL')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="cash-filter-box"
    >
      <Form<FilterValues>
        form={form}
        layout="vertical"
        // The screen mounts the box for each opening, so it starts from the filters in force.
        initialValues={{
          funds: filters.funds.length ? filters.funds : fundIds,
          types: filters.types.length ? filters.types : allTypes,
          directions: filters.directions.length ? filters.directions : allDirections,
          categories: filters.categories.length ? filters.categories : categoryIds,
          minAmount: filters.minAmount ?? null,
          maxAmount: filters.maxAmount ?? null,
        }}
        onFinish={(values) => {
          onApply({
            funds: values.funds,
            types: values.types,
            directions: values.directions,
            categories: values.categories,
            minAmount: values.minAmount ?? undefined,
            maxAmount: values.maxAmount ?? undefined,
          });
          onClose();
        }}
      >
        <Form.Item name="funds" label={t('CASH_LOG_FUNDS')} rules={[required]}>
          <Select
            mode="multiple"
            maxTagCount="responsive"
            options={(misc?.funds ?? []).map((fund) => ({ value: fund.id, label: fund.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="cash-filter-funds"
          />
        </Form.Item>
        <Form.Item name="types" label={t('CASH_LOG_TYPES')} rules={[required]}>
          <Select
            mode="multiple"
            options={allTypes.map((type) => ({ value: type, label: t(`CASH_LOG_TYPE_${type}`) }))}
            data-testid="cash-filter-types"
          />
        </Form.Item>
        <Form.Item name="directions" label={t('CASH_LOG_DIRECTIONS')} rules={[required]}>
          <Select
            mode="multiple"
            options={allDirections.map((direction) => ({
              value: direction,
              label: directionText(direction),
            }))}
            data-testid="cash-filter-directions"
          />
        </Form.Item>
        <Form.Item name="categories" label={t('CASH_LOG_CATEGORIES')} rules={[required]}>
          <Select
            mode="multiple"
            maxTagCount="responsive"
            options={categories.map((category) => ({
              value: category.id,
              label: categoryOptionLabel(categories, category, directionText),
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="cash-filter-categories"
          />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
