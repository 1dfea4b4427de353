import { vndToMillions } from '@pawndesk/domain/money';
import type { CreateOrderInput, OrderDto, UpdateOrderInput } from '@pawndesk/domain/order-api';
import {
  type OrderFormContext,
  type OrderFormErrors,
  type OrderFormValues,
  orderAmountVnd,
  validateOrderForm,
} from '@pawndesk/domain/order-form';
import {
  isSetByContractFlow,
  type OrderSource,
  type OrderStep,
  statusOfStage,
} from '@pawndesk/domain/orders';
import { cleanPhone, isBlank } from '@pawndesk/domain/validation';

/** The order form's values: the domain's form values plus the customer's name and the step. */
export type OrderDraft = OrderFormValues & {
  firstName: string;
  lastName: string;
  step: OrderStep;
};

export function emptyDraft(): OrderDraft {
  return {
    phone: '',
    firstName: '',
    lastName: '',
    source: '',
    assetTypeId: null,
    assetDescription: '',
    requiredAmount: '',
    proposedAmount: '',
    referralCode: '',
    validatorId: null,
    isAtHomeSupport: false,
    supportingValidatorId: null,
    cityId: null,
    districtId: null,
    address: '',
    appointment: null,
    step: 'unclaimed',
    stage: null,
  };
}

/** Whole VND → the millions typed in the form; 0 shows as empty, which also means 0 (A§5). */
export function amountText(vnd: number): string {
  return vnd === 0 ? '' : String(vndToMillions(vnd));
}

export function draftFromOrder(order: OrderDto): OrderDraft {
  const location = order.location;
  const isDistrict = location !== null && location.parent !== null && location.level >= 2;
  return {
    phone: order.phone,
    firstName: order.firstName ?? '',
    lastName: order.lastName ?? '',
    source: order.source,
    assetTypeId: order.assetType?.id ?? null,
    assetDescription: order.assetDescription,
    requiredAmount: amountText(order.requiredAmount),
    proposedAmount: amountText(order.proposedAmount),
    referralCode: order.referralCode ?? '',
    validatorId: order.validator?.id ?? null,
    isAtHomeSupport: order.isAtHomeSupport,
    supportingValidatorId: order.supportingValidator?.id ?? null,
    cityId: isDistrict ? (location.parent?.id ?? null) : (location?.id ?? null),
    districtId: isDistrict ? location.id : null,
    address: order.address ?? '',
    appointment: order.appointment,
    step: order.step,
    stage: order.stage,
  };
}

function textOrNull(text: string): string | null {
  return isBlank(text) ? null : text.trim();
}

function locationOf(draft: OrderDraft): number | null {
  return draft.districtId ?? draft.cityId;
}

function sameInstant(a: string | null, b: string | null): boolean {
  return a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));
}

/**
 * The form's own rules are the domain's (validateOrderForm), with two readings for an existing
 * order: a source it already has is kept even when it could not be chosen now (an Affiliate
 * order stays Affiliate), and a changed step needs a stage before it can be saved.
 */
export function draftErrors(
  draft: OrderDraft,
  baseline: OrderDraft | null,
  context: OrderFormContext,
): OrderFormErrors {
  const errors = validateOrderForm(draft, context);
  if (baseline) {
    const isSourceKept = draft.source === baseline.source;
    if (
      isSourceKept &&
      (errors.source === 'SOURCE_NOT_SELECTABLE' || errors.source === 'OLD_CUSTOMER_NEEDS_CLIENT')
    ) {
      delete errors.source;
    }
    if (draft.step !== baseline.step && draft.stage === null && !errors.stage) {
      errors.stage = 'REQUIRED_FIELD';
    }
  }
  return errors;
}

/** orderEndpoints.create's body: at-home details only with at-home support; amounts in whole VND. */
export function createInput(draft: OrderDraft): CreateOrderInput {
  const input: CreateOrderInput = {
    phone: cleanPhone(draft.phone),
    firstName: textOrNull(draft.firstName),
    lastName: textOrNull(draft.lastName),
    // validateOrderForm has refused an empty source before this is called.
    source: draft.source as OrderSource,
    asset: draft.assetTypeId ?? 0,
    assetDescription: draft.assetDescription.trim(),
    requiredAmount: orderAmountVnd(draft.requiredAmount),
    proposedAmount: orderAmountVnd(draft.proposedAmount),
    isAtHomeSupport: draft.isAtHomeSupport,
  };
  if (draft.source === 'Referral' && !isBlank(draft.referralCode)) {
    input.referralCode = draft.referralCode.trim();
  }
  if (draft.isAtHomeSupport) {
    input.validator = draft.validatorId;
    input.supportingValidator = draft.supportingValidatorId;
    input.location = locationOf(draft);
    input.address = textOrNull(draft.address);
    input.appointment = draft.appointment;
  }
  return input;
}

/**
 * orderEndpoints.update's body: only what changed. A stage change sends the step, the stage and
 * the status mapped to it (A§4.1), except what only the contract flow may set.
 */
export function orderChanges(baseline: OrderDraft, draft: OrderDraft): UpdateOrderInput {
  const changes: UpdateOrderInput = {};
  if (cleanPhone(draft.phone) !== cleanPhone(baseline.phone)) {
    changes.phone = cleanPhone(draft.phone);
  }
  for (const field of ['firstName', 'lastName', 'address', 'referralCode'] as const) {
    const next = textOrNull(draft[field]);
    if (next !== textOrNull(baseline[field])) {
      changes[field] = next;
    }
  }
  if (draft.source !== baseline.source && draft.source !== '') {
    changes.source = draft.source;
  }
  if (draft.assetTypeId !== baseline.assetTypeId && draft.assetTypeId !== null) {
    changes.asset = draft.assetTypeId;
  }
  if (draft.assetDescription.trim() !== baseline.assetDescription.trim()) {
    changes.assetDescription = draft.assetDescription.trim();
  }
  for (const field of ['requiredAmount', 'proposedAmount'] as const) {
    const next = orderAmountVnd(draft[field]);
    if (next !== orderAmountVnd(baseline[field])) {
      changes[field] = next;
    }
  }
  if (draft.isAtHomeSupport !== baseline.isAtHomeSupport) {
    changes.isAtHomeSupport = draft.isAtHomeSupport;
  }
  if (draft.validatorId !== baseline.validatorId) {
    changes.validator = draft.validatorId;
  }
  if (draft.supportingValidatorId !== baseline.supportingValidatorId) {
    changes.supportingValidator = draft.supportingValidatorId;
  }
  if (locationOf(draft) !== locationOf(baseline)) {
    changes.location = locationOf(draft);
  }
  if (!sameInstant(draft.appointment, baseline.appointment)) {
    changes.appointment = draft.appointment;
  }
  const stage = draft.stage;
  const isStageChanged = draft.step !== baseline.step || stage !== baseline.stage;
  if (isStageChanged && stage !== null && !isSetByContractFlow({ step: draft.step, stage })) {
    changes.step = draft.step;
    changes.stage = stage;
    changes.status = statusOfStage(stage);
  }
  return changes;
}

export function hasChanges(changes: UpdateOrderInput): boolean {
  return Object.keys(changes).length > 0;
}
