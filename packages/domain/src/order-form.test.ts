import { describe, expect, it } from 'vitest';
import {
  amountError,
  isSourceSelectable,
  type OrderFormValues,
  orderAmountVnd,
  validateOrderForm,
} from './order-form.ts';

const valid: OrderFormValues = {
  phone: '0912345678',
  source: 'Hotline',
  assetTypeId: 1,
  assetDescription: 'Honda Vision 2022',
  requiredAmount: '15',
  proposedAmount: '12.5',
  referralCode: '',
  validatorId: null,
  isAtHomeSupport: false,
  supportingValidatorId: null,
  cityId: null,
  districtId: null,
  address: '',
  appointment: null,
  stage: null,
};
const create = { mode: 'create', phoneMatchesClient: false } as const;
const edit = { mode: 'edit', phoneMatchesClient: false } as const;

describe('amountError', () => {
  it.each([
    ['', undefined],
    ['15', undefined],
    ['0.125', undefined],
    ['-1', 'INVALID_POSITIVE_NUMBER'],
    ['abc', 'INVALID_NOT_NUMBER'],
    ['12,5', undefined],
    ['-12,5', 'INVALID_POSITIVE_NUMBER'],
    ['-1.2345', 'INVALID_POSITIVE_NUMBER'],
    ['1,2345', 'INVALID_NUMBER'],
    ['1.2345', 'INVALID_NUMBER'],
  ])('should judge %j as %s', (text, error) => {
    expect(amountError(text)).toBe(error);
  });

  it.each([
    ['', 0],
    ['15', 15_000_000],
    ['12.5', 12_500_000],
    ['12,5', 12_500_000],
  ])('should send %j million as %i VND', (text, vnd) => {
    expect(orderAmountVnd(text)).toBe(vnd);
  });
});

describe('validateOrderForm', () => {
  it('should accept a complete form', () => {
    expect(validateOrderForm(valid, create)).toEqual({});
  });

  it('should require phone, source, asset type and asset description', () => {
    const errors = validateOrderForm(
      { ...valid, phone: ' ', source: '', assetTypeId: null, assetDescription: '' },
      create,
    );
    expect(errors).toEqual({
      phone: 'REQUIRED_FIELD',
      source: 'REQUIRED_FIELD',
      assetTypeId: 'REQUIRED_FIELD',
      assetDescription: 'REQUIRED_FIELD',
    });
  });

  it.each(['12345', '0212345678', '+8491234567'])('should refuse the phone %s', (phone) => {
    expect(validateOrderForm({ ...valid, phone }, create).phone).toBe('INVALID_PHONENUMBER');
  });

  it.each(['0912 345 678', '0912.345.678', '+84 912 345 678'])(
    'should accept the phone %j as people type it',
    (phone) => {
      expect(validateOrderForm({ ...valid, phone }, create).phone).toBeUndefined();
    },
  );

  it('should allow a referral code only for Referral', () => {
    expect(validateOrderForm({ ...valid, referralCode: 'GT-01' }, create).referralCode).toBe(
      'REFERRAL_ONLY_FOR_REFERRAL',
    );
    expect(
      validateOrderForm({ ...valid, source: 'Referral', referralCode: 'GT-01' }, create),
    ).toEqual({});
  });

  it('should never allow Affiliate, and Old Customer only for a known phone', () => {
    expect(isSourceSelectable('Affiliate', true)).toBe(false);
    expect(isSourceSelectable('Old Customer', false)).toBe(false);
    expect(isSourceSelectable('Old Customer', true)).toBe(true);
    expect(validateOrderForm({ ...valid, source: 'Affiliate' }, create).source).toBe(
      'SOURCE_NOT_SELECTABLE',
    );
    expect(validateOrderForm({ ...valid, source: 'Old Customer' }, create).source).toBe(
      'OLD_CUSTOMER_NEEDS_CLIENT',
    );
    expect(
      validateOrderForm(
        { ...valid, source: 'Old Customer' },
        { mode: 'create', phoneMatchesClient: true },
      ),
    ).toEqual({});
  });

  it('should require the at-home support fields', () => {
    expect(validateOrderForm({ ...valid, isAtHomeSupport: true }, create)).toEqual({
      validatorId: 'REQUIRED_FIELD',
      supportingValidatorId: 'REQUIRED_FIELD',
      cityId: 'REQUIRED_FIELD',
      districtId: 'REQUIRED_FIELD',
      address: 'REQUIRED_FIELD',
      appointment: 'REQUIRED_FIELD',
    });
  });

  it.each([
    ['call_again_later', 'REQUIRED_FIELD'],
    ['appointment_3', 'REQUIRED_FIELD'],
    ['waiting_for_rate', undefined],
  ] as const)('should in edit mode at %s want the appointment: %s', (stage, error) => {
    expect(validateOrderForm({ ...valid, stage }, edit).appointment).toBe(error);
    expect(validateOrderForm({ ...valid, stage }, create).appointment).toBeUndefined();
  });
});
