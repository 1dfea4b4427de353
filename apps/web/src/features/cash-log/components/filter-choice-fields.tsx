import type { MiscDto } from '@pawndesk/domain/reference';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { allDirections, allTypes } from '../model/filters.ts';
import { categoryOptionLabel } from '../model/labels.ts';

/** The filter box's four multi-selects; each must keep at least one choice (B§5). */
export function FilterChoiceFields({
  misc,
  categories,
}: {
  misc: MiscDto | undefined;
  categories: CashLogCategory[];
}) {
  const { t } = useTranslation();
  const directionText = (direction: number) =>
    direction === 1 ? t('CASH_LOG_DIRECTION_IN') : t('CASH_LOG_DIRECTION_OUT');
  const required = { required: true, message: t('CASH_LOG_FILTER_REQUIRED') };
  return (
    <>
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
    </>
  );
}
