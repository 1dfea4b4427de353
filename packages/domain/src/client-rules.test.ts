import { describe, expect, it } from 'vitest';
import {
  ageAt,
  birthYearRange,
  clientFormErrors,
  dateOfBirthError,
  editorClientFormErrors,
  isValidCitizenId,
  isValidClientPhone,
} from './client-rules.ts';

const today = '2026-11-21';

describe('ageAt', () => {
  it.each([
    ['2011-11-21', 15],
    ['2011-11-22', 14],
    ['2011-11-20', 15],
    ['1990-02-28', 36],
    ['2000-02-29', 26],
    ['1926-11-21', 100],
    ['not-a-date', undefined],
    ['2001-02-29', undefined],
    ['2001-13-01', undefined],
  ])('should give %s → %s at 2026-11-21', (dateOfBirth, age) => {
    expect(ageAt(dateOfBirth, today)).toBe(age);
  });
});

describe('dateOfBirthError (B§5: age at least 15, calendar 100 to 15 years back)', () => {
  it.each([
    ['2011-11-21', undefined],
    ['2011-11-22', 'INVALID_AGE'],
    ['2020-01-01', 'INVALID_AGE'],
    ['1926-01-01', undefined],
    ['1925-12-31', 'INVALID_AGE'],
    ['2027-01-01', 'INVALID_DATE_FORMAT'],
    ['31/12/1990', 'INVALID_DATE_FORMAT'],
    ['1990-02-30', 'INVALID_DATE_FORMAT'],
  ])('should answer %s → %s', (dateOfBirth, error) => {
    expect(dateOfBirthError(dateOfBirth, today)).toBe(error);
  });

  it('should open the calendar 100 years back and close it 15 years back', () => {
    expect(birthYearRange(today)).toEqual({ fromYear: 1926, toYear: 2011 });
  });
});

describe('citizen id and phone', () => {
  it.each([
    ['012345678', true],
    ['079190012345', true],
    ['01234567', false],
    ['0123456789', false],
    ['07919001234A', false],
    ['', false],
  ])('should check citizen id %j → %s', (value, isValid) => {
    expect(isValidCitizenId(value)).toBe(isValid);
  });

  it.each([
    ['0912345678', true],
    ['+84912345678', true],
    ['0212345678', false],
    ['091234567', false],
  ])('should check phone %j → %s', (value, isValid) => {
    expect(isValidClientPhone(value)).toBe(isValid);
  });
});

describe('clientFormErrors (B§5 Edit client modal)', () => {
  const valid = {
    firstName: 'Hùng',
    lastName: 'Nguyễn Văn',
    primaryPhoneNumber: '0912345678',
    secondaryPhoneNumber: null,
    citizenId: '079190012345',
    dateOfBirth: '1990-05-12',
    locationId: 12,
  };

  it('should accept a complete form', () => {
    expect(clientFormErrors(valid, today)).toEqual({});
  });

  it.each([
    'firstName',
    'lastName',
    'primaryPhoneNumber',
    'dateOfBirth',
    'citizenId',
    'locationId',
  ] as const)('should require %s', (field) => {
    expect(clientFormErrors({ ...valid, [field]: null }, today)).toEqual({ [field]: 'REQUIRED' });
    if (field !== 'locationId') {
      expect(clientFormErrors({ ...valid, [field]: '  ' }, today)).toEqual({
        [field]: 'REQUIRED',
      });
    }
  });

  it.each(['0912 345 678', '0912.345.678', '0912-345-678', '+84 912 345 678'])(
    'should accept the phone %j as people type it',
    (phone) => {
      expect(clientFormErrors({ ...valid, primaryPhoneNumber: phone }, today)).toEqual({});
    },
  );

  it.each([
    [{ primaryPhoneNumber: '12345' }, { primaryPhoneNumber: 'INVALID_PHONE' }],
    [{ secondaryPhoneNumber: '0212345678' }, { secondaryPhoneNumber: 'INVALID_PHONE' }],
    [{ citizenId: '1234' }, { citizenId: 'INVALID_CITIZEN_ID' }],
    [{ dateOfBirth: '2015-01-01' }, { dateOfBirth: 'INVALID_AGE' }],
    [{ dateOfBirth: '1990-02-31' }, { dateOfBirth: 'INVALID_DATE_FORMAT' }],
  ])('should flag %j', (change, errors) => {
    expect(clientFormErrors({ ...valid, ...change }, today)).toEqual(errors);
  });
});

describe('editorClientFormErrors (B§5 client form in the editor)', () => {
  const complete = {
    firstName: 'Hùng',
    lastName: 'Nguyễn Văn',
    primaryPhoneNumber: '0901234567',
    citizenId: '012345678901',
    dateOfBirth: '1990-05-01',
    locationId: 1,
    gender: 'MALE',
    address: '12 Lê Lợi',
  };
  it.each([
    ['complete', {}, {}],
    ['no gender', { gender: null }, { gender: 'REQUIRED' }],
    ['a blank address', { address: '  ' }, { address: 'REQUIRED' }],
    [
      'an unreadable birth date',
      { dateOfBirth: '1990-02-30' },
      { dateOfBirth: 'INVALID_DATE_FORMAT' },
    ],
    ['14 years old', { dateOfBirth: '2012-01-01' }, { dateOfBirth: 'INVALID_AGE' }],
    ['no city', { locationId: null }, { locationId: 'REQUIRED' }],
  ])('%s', (_name, changes, errors) => {
    expect(editorClientFormErrors({ ...complete, ...changes }, '2026-11-25')).toEqual(errors);
  });
});
