import type { OrderDto } from '@pawndesk/domain/order-api';
import type { OrderStage } from '@pawndesk/domain/orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { createInput, hasChanges, type OrderDraft, orderChanges } from '../model/order-draft.ts';
import type { OrderFormMode, OrderFormModel } from './use-order-form.ts';

/**
 * Saving the order form: a new order is created; an edit sends only what changed, and the answer
 * becomes the form's baseline. A failed save keeps everything typed and says why in a flash.
 */
export function useOrderSave(
  mode: OrderFormMode,
  order: OrderDto | undefined,
  form: OrderFormModel,
  onSaved: (order: OrderDto) => void,
): {
  save: (candidate: OrderDraft) => Promise<void>;
  /** A stage shortcut sets the stage and saves at once. */
  chooseShortcut: (stage: OrderStage) => void;
  isSaving: boolean;
} {
  const { t } = useTranslation();
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder();
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

  return { save, chooseShortcut, isSaving };
}
