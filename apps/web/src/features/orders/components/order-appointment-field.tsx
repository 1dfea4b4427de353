import { isAppointmentRequired } from '@pawndesk/domain/orders';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { OrderFormModel } from '../hooks/use-order-form.ts';
import { appointmentToPicker, pickerToAppointment } from '../model/appointment.ts';
import { OrderFormItem } from './order-form-item.tsx';

/**
 * The appointment: asked for a home visit or a stage that needs one, and kept visible in edit
 * mode once set so it can still be seen and changed.
 */
export function OrderAppointmentField({ form }: { form: OrderFormModel }) {
  const { t } = useTranslation();
  const { draft, set, mode } = form;
  const isAppointmentNeeded = mode === 'edit' && isAppointmentRequired(draft.stage);
  const isAppointmentShown =
    draft.isAtHomeSupport || isAppointmentNeeded || (mode === 'edit' && draft.appointment !== null);
  if (!isAppointmentShown) {
    return null;
  }
  return (
    <Col xs={24} md={12}>
      <OrderFormItem
        form={form}
        field="appointment"
        label={t('ORDER_APPOINTMENT')}
        isRequired={draft.isAtHomeSupport || isAppointmentNeeded}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          value={appointmentToPicker(draft.appointment)}
          onChange={(value) => set('appointment', pickerToAppointment(value))}
          style={{ width: '100%' }}
          data-testid="order-appointment"
        />
      </OrderFormItem>
    </Col>
  );
}
