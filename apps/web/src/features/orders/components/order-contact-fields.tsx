import { isSourceSelectable } from '@pawndesk/domain/order-form';
import { orderSources } from '@pawndesk/domain/orders';
import Col from 'antd/es/col';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import { sourceLabelKey } from '../model/labels.ts';
import { OrderFormItem } from './order-form-item.tsx';

/**
 * Who is asking: phone (with the matched client), source, name, and the referral code while the
 * source is Referral or a code is already there.
 */
export function OrderContactFields({ form }: { form: OrderFormModel }) {
  const { t } = useTranslation();
  const { draft, set } = form;
  return (
    <>
      <Col xs={24} md={12}>
        <OrderFormItem
          form={form}
          field="phone"
          label={t('ORDER_PHONE')}
          isRequired
          extra={
            form.clientName ? (
              <Tag color="green" data-testid="client-match">
                {t('ORDER_OLD_CUSTOMER_FOUND', { name: form.clientName })}
              </Tag>
            ) : undefined
          }
        >
          <Input
            value={draft.phone}
            inputMode="tel"
            autoComplete="off"
            onChange={(event) => set('phone', event.target.value)}
            onPressEnter={form.lookUpNow}
            data-testid="order-phone"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="source" label={t('ORDER_SOURCE')} isRequired>
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
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="lastName" label={t('ORDER_LAST_NAME')}>
          <Input
            value={draft.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            data-testid="order-last-name"
          />
        </OrderFormItem>
      </Col>
      <Col xs={24} md={12}>
        <OrderFormItem form={form} field="firstName" label={t('ORDER_FIRST_NAME')}>
          <Input
            value={draft.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            data-testid="order-first-name"
          />
        </OrderFormItem>
      </Col>
      {draft.source === 'Referral' || draft.referralCode.trim() !== '' ? (
        <Col xs={24} md={12}>
          <OrderFormItem form={form} field="referralCode" label={t('ORDER_REFERRAL_CODE')}>
            <Input
              value={draft.referralCode}
              onChange={(event) => set('referralCode', event.target.value)}
              data-testid="order-referral-code"
            />
          </OrderFormItem>
        </Col>
      ) : null}
    </>
  );
}
