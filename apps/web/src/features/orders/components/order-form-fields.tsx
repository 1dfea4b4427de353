import type { OrderDto } from '@pawndesk/domain/order-api';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import type { OrderReference } from '../hooks/use-order-reference.ts';
import { OrderAppointmentField } from './order-appointment-field.tsx';
import { OrderAssetFields } from './order-asset-fields.tsx';
import { OrderContactFields } from './order-contact-fields.tsx';
import { OrderVisitFields } from './order-visit-fields.tsx';

type OrderFormFieldsProps = {
  form: OrderFormModel;
  reference: OrderReference;
  isReadOnly: boolean;
  /** The order being edited: its location names stand in until (or if never) the lists have it. */
  order?: OrderDto;
};

/** Every field of A§2.6's order form; the rules behind the messages are the domain's (A§5). */
export function OrderFormFields({ form, reference, isReadOnly, order }: OrderFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" disabled={isReadOnly} data-testid="order-form">
      <Row gutter={16}>
        <OrderContactFields form={form} />
        <OrderAssetFields form={form} reference={reference} />
        <Col xs={24}>
          <Form.Item label={t('ORDER_AT_HOME_SUPPORT')}>
            <Switch
              checked={form.draft.isAtHomeSupport}
              onChange={(checked) => form.set('isAtHomeSupport', checked)}
              data-testid="order-at-home"
            />
          </Form.Item>
        </Col>
        {form.draft.isAtHomeSupport ? (
          <OrderVisitFields
            form={form}
            reference={reference}
            isReadOnly={isReadOnly}
            order={order}
          />
        ) : null}
        <OrderAppointmentField form={form} />
      </Row>
    </Form>
  );
}
