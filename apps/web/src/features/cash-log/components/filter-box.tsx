import type { CashLogDirection } from '@pawndesk/domain/cash-log-api';
import type { MiscDto } from '@pawndesk/domain/reference';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldNumber } from '../../../lib/number-field.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { allDirections, allTypes, type CashLogFilters } from '../model/filters.ts';
import { FilterAmountRange } from './filter-amount-range.tsx';
import { FilterChoiceFields } from './filter-choice-fields.tsx';

type FilterValues = {
  funds: number[];
  types: ('CASH' | 'BANK')[];
  directions: CashLogDirection[];
  categories: number[];
  /** As typed in the NumberInput, or the filter in force. */
  minAmount?: string | number | null;
  maxAmount?: string | number | null;
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
            minAmount: fieldNumber(values.minAmount, 'vnd'),
            maxAmount: fieldNumber(values.maxAmount, 'vnd'),
          });
          onClose();
        }}
      >
        <FilterChoiceFields misc={misc} categories={categories} />
        <FilterAmountRange />
      </Form>
    </Modal>
  );
}
