import type { OrderDto } from '@pawndesk/domain/order-api';
import { isSourceSelectable } from '@pawndesk/domain/order-form';
import { isAppointmentRequired, orderSources } from '@pawndesk/domain/orders';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import type { OrderReference } from '../hooks/use-order-reference.ts';
import { appointmentToPicker, pickerToAppointment } from '../model/appointment.ts';
import { assetTypeLabel, fieldErrorKey, sourceLabelKey } from '../model/labels.ts';
import type { OrderDraft } from '../model/order-draft.ts';
import { personName } from '../model/people.ts';

type OrderFormFieldsProps = {
  form: OrderFormModel;
  reference: OrderReference;
  isReadOnly: boolean;
  /** The order being edited: its location names stand in until (or if never) the lists have it. */
  order?: OrderDto;
};

type Option = { value: number; label: string };

function withFallback(options: Option[], fallback: Option | null): Option[] {
  if (!fallback || options.some((option) => option.value === fallback.value)) {
    return options;
  }
  return [...options, fallback];
}

function locationFallbacks(order: OrderDto | undefined): {
  city: Option | null;
  district: Option | null;
} {
  const location = order?.location;
  if (!location) {
    return { city: null, district: null };
  }
  if (location.parent && location.level >= 2) {
    return {
      city: { value: location.parent.id, label: location.parent.name },
      district: { value: location.id, label: location.name },
    };
  }
  return { city: { value: location.id, label: location.name }, district: null };
}

/** Every field of A§2.6's order form; the rules behind the messages are the domain's (A§5). */
export function OrderFormFields({ form, reference, isReadOnly, order }: OrderFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const { draft, set, errorOf, mode } = form;

  const item = (
    field: keyof OrderDraft,
    label: string,
    control: ReactNode,
    isRequired = false,
    extra?: ReactNode,
  ) => {
    const error = errorOf(field);
    return (
      <Form.Item
        label={label}
        required={isRequired}
        validateStatus={error ? 'error' : undefined}
        help={
          error ? <span data-testid={`error-${field}`}>{t(fieldErrorKey(error))}</span> : undefined
        }
        extra={extra}
      >
        {control}
      </Form.Item>
    );
  };

  const staffOptions: Option[] = reference.validators.map((staff) => ({
    value: staff.id,
    label: personName(staff),
  }));
  const fallbacks = locationFallbacks(order);
  const cityOptions = withFallback(
    reference.cities.map((city) => ({ value: city.id, label: city.name })),
    fallbacks.city,
  );
  const districtOptions = withFallback(
    reference
      .districtsOf(draft.cityId)
      .map((district) => ({ value: district.id, label: district.name })),
    fallbacks.district?.value === draft.districtId ? fallbacks.district : null,
  );
  const isAppointmentNeeded = mode === 'edit' && isAppointmentRequired(draft.stage);
  const isAppointmentShown =
    draft.isAtHomeSupport || isAppointmentNeeded || (mode === 'edit' && draft.appointment !== null);
  const search = { optionFilterProp: 'label' };

  return (
    <Form layout="vertical" component="div" disabled={isReadOnly} data-testid="order-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item(
            'phone',
            t('ORDER_PHONE'),
            <Input
              value={draft.phone}
              inputMode="tel"
              autoComplete="off"
              onChange={(event) => set('phone', event.target.value)}
              onPressEnter={form.lookUpNow}
              data-testid="order-phone"
            />,
            true,
            form.clientName ? (
              <Tag color="green" data-testid="client-match">
                {t('ORDER_OLD_CUSTOMER_FOUND', { name: form.clientName })}
              </Tag>
            ) : undefined,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'source',
            t('ORDER_SOURCE'),
            <Select
              value={draft.source || undefined}
              placeholder={t('ORDER_SOURCE_PLACEHOLDER')}
              onChange={(value) => set('source', value)}
              options={orderSources.map((source) => ({
                value: source,
                label: t(sourceLabelKey(source)),
                disabled: !isSourceSelectable(source, form.phoneMatchesClient),
              }))}
              data-testid="order-source"
            />,
            true,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'lastName',
            t('ORDER_LAST_NAME'),
            <Input
              value={draft.lastName}
              onChange={(event) => set('lastName', event.target.value)}
              data-testid="order-last-name"
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'firstName',
            t('ORDER_FIRST_NAME'),
            <Input
              value={draft.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              data-testid="order-first-name"
            />,
          )}
        </Col>
        {draft.source === 'Referral' || draft.referralCode.trim() !== '' ? (
          <Col xs={24} md={12}>
            {item(
              'referralCode',
              t('ORDER_REFERRAL_CODE'),
              <Input
                value={draft.referralCode}
                onChange={(event) => set('referralCode', event.target.value)}
                data-testid="order-referral-code"
              />,
            )}
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          {item(
            'assetTypeId',
            t('ORDER_ASSET_TYPE'),
            <Select
              value={draft.assetTypeId ?? undefined}
              placeholder={t('ORDER_ASSET_TYPE_PLACEHOLDER')}
              onChange={(value) => set('assetTypeId', value)}
              showSearch={search}
              options={reference.assetTypes.map((type) => ({
                value: type.id,
                label: assetTypeLabel(type, i18n.language),
              }))}
              data-testid="order-asset-type"
            />,
            true,
          )}
        </Col>
        <Col xs={24}>
          {item(
            'assetDescription',
            t('ORDER_ASSET_DESCRIPTION'),
            <Input.TextArea
              value={draft.assetDescription}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(event) => set('assetDescription', event.target.value)}
              data-testid="order-asset-description"
            />,
            true,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'requiredAmount',
            t('ORDER_REQUIRED_AMOUNT'),
            <Input
              value={draft.requiredAmount}
              inputMode="decimal"
              suffix={t('MILLIONS')}
              onChange={(event) => set('requiredAmount', event.target.value)}
              data-testid="order-required-amount"
            />,
          )}
        </Col>
        <Col xs={24} md={12}>
          {item(
            'proposedAmount',
            t('ORDER_PROPOSED_AMOUNT'),
            <Input
              value={draft.proposedAmount}
              inputMode="decimal"
              suffix={t('MILLIONS')}
              onChange={(event) => set('proposedAmount', event.target.value)}
              data-testid="order-proposed-amount"
            />,
          )}
        </Col>
        <Col xs={24}>
          <Form.Item label={t('ORDER_AT_HOME_SUPPORT')}>
            <Switch
              checked={draft.isAtHomeSupport}
              onChange={(checked) => set('isAtHomeSupport', checked)}
              data-testid="order-at-home"
            />
          </Form.Item>
        </Col>
        {draft.isAtHomeSupport ? (
          <>
            <Col xs={24} md={12}>
              {item(
                'validatorId',
                t('ORDER_VALIDATOR'),
                <Select
                  value={draft.validatorId ?? undefined}
                  placeholder={t('ORDER_STAFF_PLACEHOLDER')}
                  onChange={(value) => set('validatorId', value)}
                  showSearch={search}
                  options={staffOptions}
                  data-testid="order-validator"
                />,
                true,
              )}
            </Col>
            <Col xs={24} md={12}>
              {item(
                'supportingValidatorId',
                t('ORDER_SUPPORTING_VALIDATOR'),
                <Select
                  value={draft.supportingValidatorId ?? undefined}
                  placeholder={t('ORDER_STAFF_PLACEHOLDER')}
                  onChange={(value) => set('supportingValidatorId', value)}
                  showSearch={search}
                  options={staffOptions}
                  data-testid="order-supporting-validator"
                />,
                true,
              )}
            </Col>
            <Col xs={24} md={12}>
              {item(
                'cityId',
                t('ORDER_CITY'),
                <Select
                  value={draft.cityId ?? undefined}
                  placeholder={t('ORDER_CITY_PLACEHOLDER')}
                  onChange={(value) => set('cityId', value)}
                  showSearch={search}
                  options={cityOptions}
                  data-testid="order-city"
                />,
                true,
              )}
            </Col>
            <Col xs={24} md={12}>
              {item(
                'districtId',
                t('ORDER_DISTRICT'),
                <Select
                  value={draft.districtId ?? undefined}
                  placeholder={t('ORDER_DISTRICT_PLACEHOLDER')}
                  onChange={(value) => set('districtId', value)}
                  disabled={isReadOnly || draft.cityId === null}
                  showSearch={search}
                  options={districtOptions}
                  data-testid="order-district"
                />,
                true,
              )}
            </Col>
            <Col xs={24}>
              {item(
                'address',
                t('ORDER_ADDRESS'),
                <Input
                  value={draft.address}
                  onChange={(event) => set('address', event.target.value)}
                  data-testid="order-address"
                />,
                true,
              )}
            </Col>
          </>
        ) : null}
        {isAppointmentShown ? (
          <Col xs={24} md={12}>
            {item(
              'appointment',
              t('ORDER_APPOINTMENT'),
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="DD/MM/YYYY HH:mm"
                value={appointmentToPicker(draft.appointment)}
                onChange={(value) => set('appointment', pickerToAppointment(value))}
                style={{ width: '100%' }}
                data-testid="order-appointment"
              />,
              draft.isAtHomeSupport || isAppointmentNeeded,
            )}
          </Col>
        ) : null}
      </Row>
    </Form>
  );
}
