import type { OrderFieldError } from '@pawndesk/domain/order-form';
import type { OrderSource, OrderStage, OrderStatus, OrderStep } from '@pawndesk/domain/orders';

/** Message keys for the domain's enumerations; both catalogues carry every one (labels.test.ts). */
export function stepLabelKey(step: OrderStep): string {
  return `ORDER_STEP_${step.toUpperCase()}`;
}

export function stageLabelKey(stage: OrderStage): string {
  return `ORDER_STAGE_${stage.toUpperCase()}`;
}

export function statusLabelKey(status: OrderStatus): string {
  return `ORDER_STATUS_${status.toUpperCase()}`;
}

/** "Old Customer" → ORDER_SOURCE_OLD_CUSTOMER, "Walk-in" → ORDER_SOURCE_WALK_IN. */
export function sourceLabelKey(source: OrderSource): string {
  return `ORDER_SOURCE_${source.toUpperCase().replace(/[^A-Z]+/g, '_')}`;
}

/** The domain's A§5 codes are the catalogue keys themselves. */
export function fieldErrorKey(error: OrderFieldError): string {
  return error;
}

export const statusColors: Record<OrderStatus, string> = {
  open: 'blue',
  in_progress: 'gold',
  failed: 'red',
  invalid: 'default',
  success: 'green',
};

/** Asset types carry an English name ("Bike") and a Vietnamese description ("Xe máy"). */
export function assetTypeLabel(
  type: { name: string; description: string } | null | undefined,
  language: string,
): string {
  if (!type) {
    return '';
  }
  return language === 'en' || type.description.trim() === '' ? type.name : type.description;
}

export { moneyLocale } from '../../../lib/format.ts';
