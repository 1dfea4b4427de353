import LockOutlined from '@ant-design/icons/LockOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import type { OrderDto } from '@pawndesk/domain/order-api';
import type { OrderStage } from '@pawndesk/domain/orders';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useClaimOrder } from '../api/claim-order.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { type OrderFormMode, useOrderForm } from '../hooks/use-order-form.ts';
import { useOrderReference } from '../hooks/use-order-reference.ts';
import type { WorkingAgentLock } from '../hooks/use-working-agent-lock.ts';
import { createInput, hasChanges, type OrderDraft, orderChanges } from '../model/order-draft.ts';
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
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder();
  const claimOrder = useClaimOrder();
  const isSaving = createOrder.isPending || updateOrder.isPending;

  const save = async (candidate: OrderDraft) => {
    if (isSaving || !form.check(candidate)) {
      return;
    }
    try {
      if (mode === 'create') {
        const created = await createOrder.mutateAsync(createInput(candidate));
        flash.info(t('ORDER_CREATED'));
        onSaved(created);
        return;
      }
      if (!order || !form.baseline) {
        return;
      }
      const changes = orderChanges(form.baseline, candidate);
      if (!hasChanges(changes)) {
        flash.info(t('ORDER_NO_CHANGES'));
        return;
      }
      const updated = await updateOrder.mutateAsync({ id: order.id, changes });
      flash.info(t('ORDER_UPDATE_SUCCESS'));
      form.reset(updated);
      onSaved(updated);
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const chooseShortcut = (stage: OrderStage) => {
    form.set('stage', stage);
    void save({ ...form.draft, stage });
  };

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
        {mode === 'edit' && !isReadOnly ? (
          <Tooltip title={t('PHONE_NOT_AVAILABLE')}>
            <span>
              <Button icon={<PhoneOutlined />} disabled data-testid="order-call">
                {t('ORDER_CALL')}
              </Button>
            </span>
          </Tooltip>
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
