import { millionsToVnd, numberTextError } from './number-text.ts';
import { isAppointmentRequired, type OrderSource, type OrderStage } from './orders.ts';
import { isBlank, isValidPhone } from './validation.ts';

/** Message keys of A§5 (the console's text sets translate them). */
export type OrderFieldError =
  | 'REQUIRED_FIELD'
  | 'INVALID_PHONENUMBER'
  | 'INVALID_NOT_NUMBER'
  | 'INVALID_NUMBER'
  | 'INVALID_POSITIVE_NUMBER'
  | 'REFERRAL_ONLY_FOR_REFERRAL'
  | 'SOURCE_NOT_SELECTABLE'
  | 'OLD_CUSTOMER_NEEDS_CLIENT';

export type OrderFormValues = {
  phone: string;
  source: OrderSource | '';
  assetTypeId: number | null;
  assetDescription: string;
  /** Millions, as typed. */
  requiredAmount: string;
  proposedAmount: string;
  referralCode: string;
  validatorId: number | null;
  isAtHomeSupport: boolean;
  supportingValidatorId: number | null;
  cityId: number | null;
  districtId: number | null;
  address: string;
  appointment: string | null;
  stage: OrderStage | null;
};

export type OrderFormContext = {
  mode: 'create' | 'edit';
  /** Whether the phone belongs to an existing client (Old Customer is offered only then). */
  phoneMatchesClient: boolean;
};

export type OrderFormErrors = Partial<Record<keyof OrderFormValues, OrderFieldError>>;

/** Sources a user may pick: Affiliate is shown but disabled, Old Customer needs a known client. */
export function isSourceSelectable(source: OrderSource, phoneMatchesClient: boolean): boolean {
  if (source === 'Affiliate') {
    return false;
  }
  return source !== 'Old Customer' || phoneMatchesClient;
}

/**
 * A positive amount in millions (A§5 rule 3): numeric ("12,5" or "12.5"), not negative, at most 3
 * decimals.
 */
export function amountError(text: string): OrderFieldError | undefined {
  return numberTextError(text, 'millions');
}

/** Every rule of the order form (A§5 Order form); an empty result means the form may be sent. */
export function validateOrderForm(
  values: OrderFormValues,
  context: OrderFormContext,
): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const require = (field: keyof OrderFormValues, isMissing: boolean) => {
    if (isMissing && !errors[field]) {
      errors[field] = 'REQUIRED_FIELD';
    }
  };
  require('phone', isBlank(values.phone));
  if (!errors.phone && !isValidPhone(values.phone)) {
    errors.phone = 'INVALID_PHONENUMBER';
  }
  require('source', values.source === '');
  if (values.source && !isSourceSelectable(values.source, context.phoneMatchesClient)) {
    errors.source =
      values.source === 'Affiliate' ? 'SOURCE_NOT_SELECTABLE' : 'OLD_CUSTOMER_NEEDS_CLIENT';
  }
  require('assetTypeId', values.assetTypeId === null);
  require('assetDescription', isBlank(values.assetDescription));
  for (const field of ['requiredAmount', 'proposedAmount'] as const) {
    const error = amountError(values[field]);
    if (error) {
      errors[field] = error;
    }
  }
  if (!isBlank(values.referralCode) && values.source !== 'Referral') {
    errors.referralCode = 'REFERRAL_ONLY_FOR_REFERRAL';
  }
  if (values.isAtHomeSupport) {
    require('validatorId', values.validatorId === null);
    require('supportingValidatorId', values.supportingValidatorId === null);
    require('cityId', values.cityId === null);
    require('districtId', values.districtId === null);
    require('address', isBlank(values.address));
    require('appointment', values.appointment === null);
  }
  if (context.mode === 'edit' && isAppointmentRequired(values.stage)) {
    require('appointment', values.appointment === null);
  }
  return errors;
}

/** Amounts typed in millions → whole VND; empty means 0 (A§5). */
export function orderAmountVnd(text: string): number {
  return text.trim() === '' ? 0 : (millionsToVnd(text) ?? 0);
}
