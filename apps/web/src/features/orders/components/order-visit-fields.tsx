import type { OrderDto } from '@pawndesk/domain/order-api';
import Col from 'antd/es/col';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import type { OrderReference } from '../hooks/use-order-reference.ts';
import { locationOptions } from '../model/location-options.ts';
import { personName } from '../model/people.ts';
import { OrderFormItem } from './order-form-item.tsx';

type OrderVisitFieldsProps = {
  form: OrderFormModel;
  reference: OrderReference;
  isReadOnly: boolean;
  order: OrderDto | undefined;
};

/** The home visit: the two validators who go and where (city, district, address). */
export function OrderVisitFields({ form, reference, isReadOnly, order }: OrderVisitFieldsProps) {
  const { t } = useTranslation();
  const { draft, set } = form;
  const staffOptions = reference.validators.map((staff) => ({
    value: staff.id,
    label: personName(staff),
  }));
  const locations = locationOptions(reference, draft, order);
  const search = { optionFilterProp: 'label' };
  return (
    <>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="validatorId" label={t('ORDER_VALIDATOR')} isRequired>
          <Select
            value={draft.validatorId ?? undefined}
            placeholder={t('ORDER_STAFF_PLACEHOLDER')}
            onChange={(value) => set('validatorId', value)}
            showSearch={search}
            options={staffOptions}
            data-testid="order-validator"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem
          form={form}
          field="supportingValidatorId"
          label={t('ORDER_SUPPORTING_VALIDATOR')}
          isRequired
        >
          <Select
            value={draft.supportingValidatorId ?? undefined}
            placeholder={t('ORDER_STAFF_PLACEHOLDER')}
            onChange={(value) => set('supportingValidatorId', value)}
            showSearch={search}
            options={staffOptions}
            data-testid="order-supporting-validator"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="cityId" label={t('ORDER_CITY')} isRequired>
          <Select
            value={draft.cityId ?? undefined}
            placeholder={t('ORDER_CITY_PLACEHOLDER')}
            onChange={(value) => set('cityId', value)}
            showSearch={search}
            options={locations.cities}
            data-testid="order-city"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="districtId" label={t('ORDER_DISTRICT')} isRequired>
          <Select
            value={draft.districtId ?? undefined}
            placeholder={t('ORDER_DISTRICT_PLACEHOLDER')}
            onChange={(value) => set('districtId', value)}
            disabled={isReadOnly || draft.cityId === null}
            showSearch={search}
            options={locations.districts}
            data-testid="order-district"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24}>
        <OrderFormItem form={form} field="address" label={t('ORDER_ADDRESS')} isRequired>
          <Input
            value={draft.address}
            onChange={(event) => set('address', event.target.value)}
            data-testid="order-address"
          />
        </OrderFormItem>
      </Col>
    </>
  );
}
