import LockOutlined from '@ant-design/icons/LockOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import type { OrderDto } from '@pawndesk/domain/order-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePhone, usePhoneState } from '../../../lib/phone/phone-context.tsx';
import { useClaimOrder } from '../api/claim-order.ts';
import { type OrderFormMode, useOrderForm } from '../hooks/use-order-form.ts';
import { useOrderReference } from '../hooks/use-order-reference.ts';
import { useOrderSave } from '../hooks/use-order-save.ts';
import type { WorkingAgentLock } from '../hooks/use-working-agent-lock.ts';
import { personName } from '../model/people.ts';
import { OrderFormFields } from './order-form-fields.tsx';
import { StageActionBox } from './stage-action-box.tsx';

type OrderEditorProps = {
  mode: OrderFormMode;
  order?: OrderDto;
  lock?: WorkingAgentLock;
  onSaved: (order: OrderDto) => void;
  onCancel?: () => void;
};

/** Says who works on the order, and lets me give the order up by clicking my own lock. */
function LockBanner({ lock }: { lock: WorkingAgentLock }) {
  const { t } = useTranslation();
  if (lock.isReadOnly) {
    const text = lock.holder
      ? t('ORDER_LOCKED_BY', { name: personName(lock.holder) })
      : (lock.refusal ?? t('ORDER_LOCKED'));
    return (
      <Alert
        type="warning"
        showIcon
        icon={<LockOutlined />}
        title={text}
        className="pd-order-lock-banner"
        data-testid="order-locked"
      />
    );
  }
  if (!lock.isMine) {
    return null;
  }
  return (
    <Tooltip title={t('ORDER_RELEASE_HINT')}>
      <Tag
        color="blue"
        icon={<LockOutlined />}
        closable
        onClose={(event) => {
          event.preventDefault();
          lock.release();
        }}
        onClick={lock.release}
        className="pd-order-lock-tag"
        data-testid="working-agent-tag"
      >
        {t('ORDER_WORKING_ME')}
      </Tag>
    </Tooltip>
  );
}

/**
 * The order form with its actions (ORD-2, ORD-3, ORD-5): used by the new and edit modals and by
 * the order-detail page. A failed save keeps everything typed and says why in an error flash.
 */
export function OrderEditor({ mode, order, lock, onSaved, onCancel }: OrderEditorProps) {
  const { t } = useTranslation();
  const isReadOnly = lock?.isReadOnly ?? false;
  const form = useOrderForm(mode, order, isReadOnly);
  const reference = useOrderReference();
  const claimOrder = useClaimOrder();
  const phone = usePhone();
  const phoneState = usePhoneState();
  const { save, chooseShortcut, isSaving } = useOrderSave(mode, order, form, onSaved);

  const canClaim = mode === 'edit' && order?.step === 'unclaimed' && !isReadOnly;
  return (
    <div className="pd-order-editor" data-testid="order-editor">
      {lock ? <LockBanner lock={lock} /> : null}
      <OrderFormFields form={form} reference={reference} isReadOnly={isReadOnly} order={order} />
      {mode === 'edit' && !isReadOnly ? (
        <StageActionBox
          step={form.draft.step}
          stage={form.draft.stage}
          currentStatus={
            order &&
            form.baseline &&
            form.draft.step === form.baseline.step &&
            form.draft.stage === form.baseline.stage
              ? order.status
              : null
          }
          stageError={form.errorOf('stage')}
          isBusy={isSaving}
          onStepChange={(step) => form.set('step', step)}
          onStageChange={(stage) => form.set('stage', stage)}
          onShortcut={chooseShortcut}
        />
      ) : null}
      <div className="pd-order-actions">
        {onCancel ? (
          <Button onClick={onCancel} data-testid="order-cancel">
            {t('CLOSE')}
          </Button>
        ) : null}
        {canClaim && order ? (
          <Button
            onClick={() => claimOrder.mutate(order.id)}
            loading={claimOrder.isPending}
            data-testid="order-claim"
          >
            {t('ORDER_CLAIM')}
          </Button>
        ) : null}
        {mode === 'edit' && !isReadOnly && order ? (
          <Button
            icon={<PhoneOutlined />}
            disabled={!phone || phoneState.call !== null}
            // The call takes the order's working agent and gives it back when it ends (ORD-6).
            onClick={() => phone?.call(order.phone, { type: 'ORDER', id: order.id })}
            data-testid="order-call"
          >
            {t('ORDER_CALL')}
          </Button>
        ) : null}
        {isReadOnly ? null : (
          <Button
            type="primary"
            loading={isSaving}
            onClick={() => void save(form.draft)}
            data-testid="order-save"
          >
            {t('OK')}
          </Button>
        )}
      </div>
    </div>
  );
}
