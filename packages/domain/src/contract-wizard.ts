/**
 * The contract creation wizard's rules (B§2 Contract creation wizard, B§4 Creation wizard, B§5
 * client/asset/authorization/contract forms in the wizard, B§9). The console drives its steps
 * with these and the server checks the print step's call with the same ones.
 */
import { citizenIdPattern, dateOfBirthError } from './client-rules.ts';
import { interestCaps, type LoanProduct, type LoanPromotion, loanTerms } from './loan-math.ts';
import { numberTextError, numberTextValue } from './number-text.ts';
import { isBlank, isValidPhone } from './validation.ts';

export const wizardSteps = [
  'client',
  'authorization',
  'asset',
  'purchase',
  'contract',
  'check',
  'print',
  'complete',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Vehicle asset types and the real-estate one, by the asset type's name (B§9). */
export const vehicleAssetTypes: readonly string[] = ['Bike', 'Car', 'Truck'];
export const realEstateAssetType = 'Realestate';

export function isVehicleAssetType(name: string | null | undefined): boolean {
  return !!name && vehicleAssetTypes.includes(name);
}

export function isRealEstateAssetType(name: string | null | undefined): boolean {
  return name === realEstateAssetType;
}

/**
 * The step sequence by collateral type (B§2): vehicles add the authorization step before the
 * asset, real estate the purchase step (second client) after it.
 */
export function wizardStepSequence(assetTypeName: string | null | undefined): WizardStep[] {
  if (isVehicleAssetType(assetTypeName)) {
    return ['client', 'authorization', 'asset', 'contract', 'check', 'print', 'complete'];
  }
  if (isRealEstateAssetType(assetTypeName)) {
    return ['client', 'asset', 'purchase', 'contract', 'check', 'print', 'complete'];
  }
  return ['client', 'asset', 'contract', 'check', 'print', 'complete'];
}

/**
 * Whether an order may start the creation wizard: claimed (past the unclaimed step), still in
 * progress (not failed, invalid or won) and without a contract (B§4: one per order).
 */
export function isContractCreatable(order: {
  step: string;
  status: string;
  contract: unknown;
}): boolean {
  return order.step !== 'unclaimed' && order.status === 'in_progress' && !order.contract;
}

/** The header's four-step progress: 1 client, 2 collateral, 3 contract, 4 confirm (0-based). */
export function wizardProgressIndex(step: WizardStep): 0 | 1 | 2 | 3 {
  switch (step) {
    case 'client':
      return 0;
    case 'authorization':
    case 'asset':
    case 'purchase':
      return 1;
    case 'contract':
      return 2;
    default:
      return 3;
  }
}

/** The step after / before `step` in the sequence, or undefined at either end. */
export function nextWizardStep(sequence: readonly WizardStep[], step: WizardStep) {
  const index = sequence.indexOf(step);
  return index < 0 ? undefined : sequence[index + 1];
}
export function previousWizardStep(sequence: readonly WizardStep[], step: WizardStep) {
  const index = sequence.indexOf(step);
  return index <= 0 ? undefined : sequence[index - 1];
}

/** The wizard's message keys; `wizardMessages` holds their Vietnamese text. */
export type WizardFieldError =
  | 'REQUIRED'
  | 'INVALID_PHONE'
  | 'INVALID_NATIONAL_ID'
  | 'INVALID_DATE_OF_BIRTH'
  | 'NOT_OLD_ENOUGH'
  | 'INVALID_NOT_NUMBER'
  | 'INVALID_POSITIVE_NUMBER'
  | 'INVALID_NUMBER'
  | 'INVALID_APPROVE_AMOUNT'
  | 'INVALID_INTEREST_VALUE_PREPAID'
  | 'INVALID_INTEREST_VALUE_POSTPAID'
  | 'INVALID_INTEREST_VALUE';

export const wizardMessages: Record<WizardFieldError, string> = {
  REQUIRED: 'Vui lòng nhập thông tin bắt buộc',
  INVALID_PHONE: 'Số điện thoại không hợp lệ',
  INVALID_NATIONAL_ID: 'Số CMND/CCCD phải gồm 9 hoặc 12 chữ số',
  INVALID_DATE_OF_BIRTH: 'Ngày sinh không hợp lệ',
  NOT_OLD_ENOUGH: 'Không đủ độ tuổi',
  INVALID_NOT_NUMBER: 'Dữ liệu không hợp lệ',
  INVALID_POSITIVE_NUMBER: 'Số không được âm',
  INVALID_NUMBER: 'Tối đa 3 chữ số thập phân',
  INVALID_APPROVE_AMOUNT: 'Giá cầm lớn hơn giá thẩm định',
  INVALID_INTEREST_VALUE_PREPAID: `Lãi suất trả trước phải lớn hơn 0 và tối đa ${interestCaps.ADVANCE}%`,
  INVALID_INTEREST_VALUE_POSTPAID: `Lãi suất trả sau phải lớn hơn 0 và tối đa ${interestCaps.ARREARS}%`,
  INVALID_INTEREST_VALUE: 'Lãi suất nằm ngoài khoảng của gói vay',
};

type Errors<K extends string> = Partial<Record<K, WizardFieldError>>;

export type WizardClientValues = {
  primaryPhone: string;
  nationalId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or '' when not chosen. */
  dateOfBirth: string;
  alternativePhone: string;
  address: string;
  gender: 'MALE' | 'FEMALE' | '';
  cityId: number | null;
  districtId: number | null;
};

/** Name, birth date, phone 2, address and the rest wait for a national id (B§5). */
export function isClientFormUnlocked(nationalId: string): boolean {
  return !isBlank(nationalId);
}

/** Name and birth date are editable only for a new client (B§5). */
export function isClientIdentityEditable(isNewClient: boolean): boolean {
  return isNewClient;
}

/** Address and district are required only for vehicle and real-estate collateral (B§5). */
export function isAddressRequired(assetTypeName: string | null | undefined): boolean {
  return isVehicleAssetType(assetTypeName) || isRealEstateAssetType(assetTypeName);
}

/** The client step's errors; empty means Next may go on. */
export function wizardClientErrors(
  values: WizardClientValues,
  context: { assetTypeName: string | null | undefined; today: string },
): Errors<keyof WizardClientValues> {
  const errors: Errors<keyof WizardClientValues> = {};
  const require = (field: keyof WizardClientValues, missing: boolean) => {
    if (missing) {
      errors[field] = 'REQUIRED';
    }
  };
  require('primaryPhone', isBlank(values.primaryPhone));
  require('nationalId', isBlank(values.nationalId));
  require('firstName', isBlank(values.firstName));
  require('lastName', isBlank(values.lastName));
  require('dateOfBirth', isBlank(values.dateOfBirth));
  require('gender', values.gender === '');
  require('cityId', values.cityId === null);
  if (isAddressRequired(context.assetTypeName)) {
    require('address', isBlank(values.address));
    require('districtId', values.districtId === null);
  }
  if (!errors.primaryPhone && !isValidPhone(values.primaryPhone)) {
    errors.primaryPhone = 'INVALID_PHONE';
  }
  if (!isBlank(values.alternativePhone) && !isValidPhone(values.alternativePhone)) {
    errors.alternativePhone = 'INVALID_PHONE';
  }
  if (!errors.nationalId && !citizenIdPattern.test(values.nationalId.trim())) {
    errors.nationalId = 'INVALID_NATIONAL_ID';
  }
  if (!errors.dateOfBirth) {
    const error = dateOfBirthError(values.dateOfBirth, context.today);
    if (error) {
      errors.dateOfBirth = error === 'INVALID_AGE' ? 'NOT_OLD_ENOUGH' : 'INVALID_DATE_OF_BIRTH';
    }
  }
  return errors;
}

export type WizardAssetValues = {
  description: string;
  /** The validator's (proposed) amount, in millions as typed. */
  proposedAmount: string;
  /** The approved amount, in millions as typed. */
  approvedAmount: string;
  validatorId: number | null;
};

/** An amount in millions as typed: numeric, optional minus (refused), up to 3 decimals (B§5). */
function amountTextError(text: string): WizardFieldError | undefined {
  return isBlank(text) ? 'REQUIRED' : numberTextError(text.trim(), 'millions');
}

/** Whole VND of a millions text, or undefined when it does not read as a number. */
export function wizardAmountVnd(text: string): number | undefined {
  return isBlank(text) ? undefined : numberTextValue(text.trim(), 'millions');
}

/** Approved must not exceed proposed: "Giá cầm lớn hơn giá thẩm định" (B§5). */
export function isApprovedAboveProposed(approvedVnd: number, proposedVnd: number): boolean {
  return approvedVnd > proposedVnd;
}

/** The asset step's errors (B§5 Asset form, wizard). */
export function wizardAssetErrors(values: WizardAssetValues): Errors<keyof WizardAssetValues> {
  const errors: Errors<keyof WizardAssetValues> = {};
  if (isBlank(values.description)) {
    errors.description = 'REQUIRED';
  }
  if (values.validatorId === null) {
    errors.validatorId = 'REQUIRED';
  }
  const proposedError = amountTextError(values.proposedAmount);
  const approvedError = amountTextError(values.approvedAmount);
  if (proposedError) {
    errors.proposedAmount = proposedError;
  }
  if (approvedError) {
    errors.approvedAmount = approvedError;
  }
  if (!proposedError && !approvedError) {
    const proposed = wizardAmountVnd(values.proposedAmount) ?? 0;
    const approved = wizardAmountVnd(values.approvedAmount) ?? 0;
    if (isApprovedAboveProposed(approved, proposed)) {
      errors.approvedAmount = 'INVALID_APPROVE_AMOUNT';
    }
  }
  return errors;
}

/**
 * The six fields of the vehicle authorization step (B§5: label, vehicle type, chassis number,
 * painting colour, vehicle id, licence plate), stored under the asset meta keys the asset list and
 * the printed contract read (B§3's alternative names).
 */
export const authorizationFields = [
  'brand',
  'productLine',
  'chassisNumber',
  'paintingColor',
  'engineNumber',
  'licensePlate',
] as const;
export type AuthorizationField = (typeof authorizationFields)[number];
export type WizardAuthorizationValues = Record<AuthorizationField, string>;

export const authorizationLabels: Record<AuthorizationField, string> = {
  brand: 'Nhãn hiệu',
  productLine: 'Loại xe',
  chassisNumber: 'Số khung',
  paintingColor: 'Màu sơn',
  engineNumber: 'Số máy',
  licensePlate: 'Biển số',
};

/** All six authorization fields are required non-empty (B§5). */
export function wizardAuthorizationErrors(
  values: WizardAuthorizationValues,
): Errors<AuthorizationField> {
  const errors: Errors<AuthorizationField> = {};
  for (const field of authorizationFields) {
    if (isBlank(values[field])) {
      errors[field] = 'REQUIRED';
    }
  }
  return errors;
}

/** The purchase step (real estate): the second client, stored as asset meta coOwner (B§3). */
export type WizardPurchaseValues = { coOwner: string; coOwnerCitizenId: string };

export function wizardPurchaseErrors(
  values: WizardPurchaseValues,
): Errors<keyof WizardPurchaseValues> {
  const errors: Errors<keyof WizardPurchaseValues> = {};
  if (isBlank(values.coOwner)) {
    errors.coOwner = 'REQUIRED';
  }
  if (isBlank(values.coOwnerCitizenId)) {
    errors.coOwnerCitizenId = 'REQUIRED';
  } else if (!citizenIdPattern.test(values.coOwnerCitizenId.trim())) {
    errors.coOwnerCitizenId = 'INVALID_NATIONAL_ID';
  }
  return errors;
}

/** A product as the contract step needs it. */
export type WizardProduct = LoanProduct & {
  id: number;
  interestValue: number | null;
  minInterestRate: number;
  maxInterestRate: number;
};

/** The product list order of B§9: prepaid 30-day, postpaid 30-day, prepaid other, postpaid other. */
export function sortWizardProducts<T extends Pick<LoanProduct, 'interestType' | 'loanTerm'>>(
  products: readonly T[],
): T[] {
  const rank = (product: T) =>
    (product.loanTerm === 30 ? 0 : 2) + (product.interestType === 'ADVANCE' ? 0 : 1);
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => rank(a.product) - rank(b.product) || a.index - b.index)
    .map(({ product }) => product);
}

/** The rate is editable only when the product has no fixed interest value (B§5). */
export function isRateEditable(product: Pick<WizardProduct, 'interestValue'>): boolean {
  return product.interestValue === null;
}

/** The rate a product starts with: its fixed value, else its lowest allowed rate. */
export function defaultWizardRate(
  product: Pick<WizardProduct, 'interestValue' | 'minInterestRate'>,
): number {
  return product.interestValue ?? product.minInterestRate;
}

/** Rate above 0 and at most 7.4 % prepaid / 8 % postpaid, and within the product's range (B§5). */
export function wizardRateError(
  rate: number | undefined,
  product: Pick<WizardProduct, 'interestType' | 'minInterestRate' | 'maxInterestRate'>,
): WizardFieldError | undefined {
  const capError =
    product.interestType === 'ADVANCE'
      ? 'INVALID_INTEREST_VALUE_PREPAID'
      : 'INVALID_INTEREST_VALUE_POSTPAID';
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    return capError;
  }
  if (rate > interestCaps[product.interestType]) {
    return capError;
  }
  if (rate < product.minInterestRate || rate > product.maxInterestRate) {
    return 'INVALID_INTEREST_VALUE';
  }
  return undefined;
}

export type WizardContractValues = {
  product: WizardProduct | null;
  /** Percent as typed. */
  interestRate: string;
  /** Millions as typed. */
  approvedAmount: string;
};

/** The contract step's errors; `proposedVnd` is the asset step's validator amount. */
export function wizardContractErrors(
  values: WizardContractValues,
  proposedVnd: number,
): Errors<keyof WizardContractValues> {
  const errors: Errors<keyof WizardContractValues> = {};
  if (!values.product) {
    errors.product = 'REQUIRED';
  } else {
    const rate = isBlank(values.interestRate)
      ? undefined
      : numberTextValue(values.interestRate.trim(), 'percent');
    const rateError = wizardRateError(rate, values.product);
    if (rateError) {
      errors.interestRate = rateError;
    }
  }
  const amountError = amountTextError(values.approvedAmount);
  if (amountError) {
    errors.approvedAmount = amountError;
  } else if ((wizardAmountVnd(values.approvedAmount) ?? 0) <= 0) {
    errors.approvedAmount = 'INVALID_POSITIVE_NUMBER';
  } else if (isApprovedAboveProposed(wizardAmountVnd(values.approvedAmount) ?? 0, proposedVnd)) {
    errors.approvedAmount = 'INVALID_APPROVE_AMOUNT';
  }
  return errors;
}

/**
 * The contract step's read-only figures (B§2, B§9): principal, interest, rounding, discount (with
 * a promotion, prepaid only), received amount and due date — the loan core's own loanTerms().
 */
export function wizardContractFigures(input: {
  product: WizardProduct;
  promotion: LoanPromotion | null;
  approvedAmount: number;
  interestRate: number;
  storageFee: number;
  createdOn: string;
}) {
  const terms = loanTerms({
    approvedAmount: input.approvedAmount,
    interestRate: input.interestRate,
    submittedOn: input.createdOn,
    storageFee: input.storageFee,
    product: input.product,
    promotion: input.promotion,
    isRenewal: false,
  });
  return {
    principalAmount: terms.principalAmount,
    interestAmount: terms.interestAmount,
    roundingFee: terms.roundingFee,
    discountAmount: terms.discountAmount,
    receivedAmount: terms.receivedAmount,
    dueDate: terms.dueDate,
    maturesOn: terms.maturesOn,
  };
}

/** A contract step is offered the promotion only when one exists for the order (B§2). */
export function isPromotionShown(promotion: unknown): boolean {
  return promotion !== null && promotion !== undefined;
}
