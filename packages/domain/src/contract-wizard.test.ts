import { describe, expect, it } from 'vitest';
import {
  defaultWizardRate,
  isAddressRequired,
  isClientFormUnlocked,
  isContractCreatable,
  isRateEditable,
  nextWizardStep,
  previousWizardStep,
  sortWizardProducts,
  type WizardClientValues,
  type WizardProduct,
  wizardAssetErrors,
  wizardAuthorizationErrors,
  wizardClientErrors,
  wizardContractErrors,
  wizardContractFigures,
  wizardProgressIndex,
  wizardPurchaseErrors,
  wizardRateError,
  wizardStepSequence,
} from './contract-wizard.ts';

const today = '2026-11-25';

describe('isContractCreatable', () => {
  it.each([
    [{ step: 'pending', status: 'in_progress', contract: null }, true],
    [{ step: 'appointment', status: 'in_progress', contract: null }, true],
    [{ step: 'unclaimed', status: 'open', contract: null }, false],
    [{ step: 'contact', status: 'failed', contract: null }, false],
    [{ step: 'contract', status: 'success', contract: { id: 1 } }, false],
    [{ step: 'pending', status: 'in_progress', contract: { id: 1 } }, false],
  ])('%o → %s', (order, expected) => {
    expect(isContractCreatable(order)).toBe(expected);
  });
});

describe('wizardStepSequence (B§2)', () => {
  it.each([
    ['Bike', 'client authorization asset contract check print complete'],
    ['Car', 'client authorization asset contract check print complete'],
    ['Truck', 'client authorization asset contract check print complete'],
    ['Realestate', 'client asset purchase contract check print complete'],
    ['Phone', 'client asset contract check print complete'],
    [null, 'client asset contract check print complete'],
  ])('%s → %s', (type, steps) => {
    expect(wizardStepSequence(type).join(' ')).toBe(steps);
  });

  it('should walk forward and back within the sequence', () => {
    const bike = wizardStepSequence('Bike');
    expect(nextWizardStep(bike, 'client')).toBe('authorization');
    expect(nextWizardStep(bike, 'complete')).toBeUndefined();
    expect(previousWizardStep(bike, 'asset')).toBe('authorization');
    expect(previousWizardStep(bike, 'client')).toBeUndefined();
  });

  it.each([
    ['client', 0],
    ['authorization', 1],
    ['asset', 1],
    ['purchase', 1],
    ['contract', 2],
    ['check', 3],
    ['print', 3],
    ['complete', 3],
  ] as const)('progress of %s is %i', (step, index) => {
    expect(wizardProgressIndex(step)).toBe(index);
  });
});

const client: WizardClientValues = {
  primaryPhone: '0901234567',
  nationalId: '079123456789',
  firstName: 'Hùng',
  lastName: 'Nguyễn Văn',
  dateOfBirth: '1990-05-01',
  alternativePhone: '',
  address: '12 Lê Lợi',
  gender: 'MALE',
  cityId: 1,
  districtId: 2,
};

describe('wizardClientErrors (B§5 client form in the wizard)', () => {
  it('should accept a complete client', () => {
    expect(wizardClientErrors(client, { assetTypeName: 'Bike', today })).toEqual({});
  });

  it.each([
    ['Bike', true],
    ['Realestate', true],
    ['Phone', false],
  ])('address and district required for %s: %s', (type, required) => {
    const values = { ...client, address: ' ', districtId: null };
    const errors = wizardClientErrors(values, { assetTypeName: type, today });
    expect(errors.address === 'REQUIRED').toBe(required);
    expect(errors.districtId === 'REQUIRED').toBe(required);
    expect(isAddressRequired(type)).toBe(required);
  });

  it.each([
    ['2011-11-25', undefined],
    ['2011-11-26', 'NOT_OLD_ENOUGH'],
    ['2020-01-01', 'NOT_OLD_ENOUGH'],
    ['1990-02-30', 'INVALID_DATE_OF_BIRTH'],
    ['2027-01-01', 'INVALID_DATE_OF_BIRTH'],
  ])('birth date %s → %s (age ≥ 15)', (dateOfBirth, error) => {
    const errors = wizardClientErrors({ ...client, dateOfBirth }, { assetTypeName: 'Bike', today });
    expect(errors.dateOfBirth).toBe(error);
  });

  it('should require the fields and check phones and the national id', () => {
    const errors = wizardClientErrors(
      {
        ...client,
        firstName: '',
        gender: '',
        cityId: null,
        primaryPhone: '123',
        alternativePhone: 'abc',
        nationalId: '12345',
      },
      { assetTypeName: 'Phone', today },
    );
    expect(errors).toEqual({
      firstName: 'REQUIRED',
      gender: 'REQUIRED',
      cityId: 'REQUIRED',
      primaryPhone: 'INVALID_PHONE',
      alternativePhone: 'INVALID_PHONE',
      nationalId: 'INVALID_NATIONAL_ID',
    });
  });

  it('should keep the other fields locked until a national id is typed', () => {
    expect(isClientFormUnlocked('')).toBe(false);
    expect(isClientFormUnlocked('  ')).toBe(false);
    expect(isClientFormUnlocked('0')).toBe(true);
  });
});

describe('wizardAssetErrors (B§5 asset form, wizard)', () => {
  const asset = {
    description: 'Honda Wave',
    proposedAmount: '10',
    approvedAmount: '8,5',
    validatorId: 3,
  };
  it.each([
    [{}, {}],
    [{ approvedAmount: '10' }, {}],
    [{ approvedAmount: '10,001' }, { approvedAmount: 'INVALID_APPROVE_AMOUNT' }],
    [{ approvedAmount: '1.2345' }, { approvedAmount: 'INVALID_NUMBER' }],
    [{ proposedAmount: 'abc' }, { proposedAmount: 'INVALID_NOT_NUMBER' }],
    [{ proposedAmount: '-5' }, { proposedAmount: 'INVALID_POSITIVE_NUMBER' }],
    [
      { description: ' ', validatorId: null },
      { description: 'REQUIRED', validatorId: 'REQUIRED' },
    ],
    [{ approvedAmount: '' }, { approvedAmount: 'REQUIRED' }],
  ])('%o → %o', (change, errors) => {
    expect(wizardAssetErrors({ ...asset, ...change })).toEqual(errors);
  });
});

describe('wizardAuthorizationErrors and wizardPurchaseErrors', () => {
  it('should require all six authorization fields', () => {
    const full = {
      brand: 'Honda',
      productLine: 'Wave',
      chassisNumber: 'RLHJA',
      paintingColor: 'Đỏ',
      engineNumber: 'JA39E',
      licensePlate: '59X1-12345',
    };
    expect(wizardAuthorizationErrors(full)).toEqual({});
    expect(wizardAuthorizationErrors({ ...full, licensePlate: '', brand: ' ' })).toEqual({
      licensePlate: 'REQUIRED',
      brand: 'REQUIRED',
    });
  });

  it('should require the second client and a valid second national id', () => {
    expect(
      wizardPurchaseErrors({ coOwner: 'Trần Thị B', coOwnerCitizenId: '079123456780' }),
    ).toEqual({});
    expect(wizardPurchaseErrors({ coOwner: '', coOwnerCitizenId: '12' })).toEqual({
      coOwner: 'REQUIRED',
      coOwnerCitizenId: 'INVALID_NATIONAL_ID',
    });
  });
});

const product = (over: Partial<WizardProduct>): WizardProduct => ({
  id: 1,
  interestType: 'ADVANCE',
  loanTerm: 30,
  repayEvery: 30,
  commitmentDays: 0,
  commitmentPenaltyRate: 0,
  interestValue: null,
  minInterestRate: 1,
  maxInterestRate: 20,
  ...over,
});

describe('the contract step (B§5 contract form, B§9)', () => {
  it('should list products prepaid 30-day, postpaid 30-day, prepaid other, postpaid other', () => {
    const list = [
      product({ id: 1, interestType: 'ARREARS', loanTerm: 90 }),
      product({ id: 2, interestType: 'ADVANCE', loanTerm: 15 }),
      product({ id: 3, interestType: 'ARREARS', loanTerm: 30 }),
      product({ id: 4, interestType: 'ADVANCE', loanTerm: 60 }),
      product({ id: 5, interestType: 'ADVANCE', loanTerm: 30 }),
    ];
    expect(sortWizardProducts(list).map((p) => p.id)).toEqual([5, 3, 2, 4, 1]);
  });

  it.each([
    ['ADVANCE', 7.4, undefined],
    ['ADVANCE', 7.5, 'INVALID_INTEREST_VALUE_PREPAID'],
    ['ADVANCE', 0, 'INVALID_INTEREST_VALUE_PREPAID'],
    ['ARREARS', 8, undefined],
    ['ARREARS', 8.001, 'INVALID_INTEREST_VALUE_POSTPAID'],
    ['ARREARS', undefined, 'INVALID_INTEREST_VALUE_POSTPAID'],
  ] as const)('%s at %s %% → %s', (interestType, rate, error) => {
    expect(wizardRateError(rate, product({ interestType }))).toBe(error);
  });

  it('should refuse a rate outside the product range', () => {
    expect(wizardRateError(3, product({ minInterestRate: 4, maxInterestRate: 7.4 }))).toBe(
      'INVALID_INTEREST_VALUE',
    );
  });

  it('should let the rate be edited only without a fixed interest value', () => {
    expect(isRateEditable(product({ interestValue: 6.5 }))).toBe(false);
    expect(isRateEditable(product({ interestValue: null }))).toBe(true);
    expect(defaultWizardRate(product({ interestValue: 6.5, minInterestRate: 6.5 }))).toBe(6.5);
    expect(defaultWizardRate(product({ interestValue: null, minInterestRate: 3 }))).toBe(3);
  });

  it.each([
    [{ approvedAmount: '10' }, 10_000_000, {}],
    [{ approvedAmount: '10,5' }, 10_000_000, { approvedAmount: 'INVALID_APPROVE_AMOUNT' }],
    [{ approvedAmount: '0' }, 10_000_000, { approvedAmount: 'INVALID_POSITIVE_NUMBER' }],
    [{ product: null }, 10_000_000, { product: 'REQUIRED' }],
    [{ interestRate: '7,5' }, 10_000_000, { interestRate: 'INVALID_INTEREST_VALUE_PREPAID' }],
  ])('%o with proposed %i → %o', (change, proposed, errors) => {
    const values = { product: product({}), interestRate: '6,5', approvedAmount: '5', ...change };
    expect(wizardContractErrors(values, proposed)).toEqual(errors);
  });

  it('should compute the figures with rounding, discount, received amount and due date', () => {
    // 10,000,000 at 6.5 % for 30 days: interest 650,000; promotion 20 % → 130,000 discount.
    const figures = wizardContractFigures({
      product: product({ interestValue: 6.5 }),
      promotion: {
        interestDiscount: 20,
        minDiscount: 50_000,
        maxDiscount: 500_000,
        minPayout: 3_000_000,
      },
      approvedAmount: 10_000_000,
      interestRate: 6.5,
      storageFee: 0,
      createdOn: '2026-11-25',
    });
    expect(figures).toEqual({
      principalAmount: 10_000_000,
      interestAmount: 650_000,
      roundingFee: 0,
      discountAmount: 130_000,
      receivedAmount: 9_480_000,
      dueDate: '2026-12-25',
      maturesOn: '2026-12-25',
    });
  });

  it('should round the interest up to whole thousands with a rounding fee', () => {
    // 3,333,000 at 3 % postpaid: 99,990 → 99,000 interest + 1,000 rounding; received = approved.
    const figures = wizardContractFigures({
      product: product({ interestType: 'ARREARS' }),
      promotion: null,
      approvedAmount: 3_333_000,
      interestRate: 3,
      storageFee: 50_000,
      createdOn: '2026-01-31',
    });
    expect(figures.interestAmount).toBe(99_000);
    expect(figures.roundingFee).toBe(1_000);
    expect(figures.discountAmount).toBe(0);
    expect(figures.receivedAmount).toBe(3_283_000);
    expect(figures.dueDate).toBe('2026-03-02');
  });
});
