import { isBlank, isValidPhone } from './validation.ts';

/** Client rules shared by the edit modal and the server (B§5 Edit client modal, B§9). */
export const minClientAge = 15;
/** The birth-date calendar reaches back 100 years (B§5, B§9). */
export const maxClientAge = 100;

/** Old ID cards (CMND) have 9 digits, chip citizen cards (CCCD) 12. */
export const citizenIdPattern = /^(\d{9}|\d{12})$/;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into its parts, or undefined when it is not a real calendar date. */
function dateParts(date: string): { year: number; month: number; day: number } | undefined {
  const match = isoDatePattern.exec(date);
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return undefined;
  }
  return { year, month, day };
}

export function isValidIsoDate(date: string): boolean {
  return dateParts(date) !== undefined;
}

/** Whole years between a birth date and a business date (both YYYY-MM-DD); undefined if unparsable. */
export function ageAt(dateOfBirth: string, businessDate: string): number | undefined {
  const birth = dateParts(dateOfBirth);
  const today = dateParts(businessDate);
  if (!birth || !today) {
    return undefined;
  }
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The birth-date calendar's year range: 100 to 15 years back from the business date's year. */
export function birthYearRange(businessDate: string): { fromYear: number; toYear: number } {
  const year = Number(businessDate.slice(0, 4));
  return { fromYear: year - maxClientAge, toYear: year - minClientAge };
}

export type DateOfBirthError = 'INVALID_DATE_FORMAT' | 'INVALID_AGE';

/** INVALID_DATE_FORMAT when unparsable or in the future; INVALID_AGE under 15 or before the calendar. */
export function dateOfBirthError(
  dateOfBirth: string,
  businessDate: string,
): DateOfBirthError | undefined {
  const age = ageAt(dateOfBirth, businessDate);
  if (age === undefined || dateOfBirth > businessDate) {
    return 'INVALID_DATE_FORMAT';
  }
  const { fromYear } = birthYearRange(businessDate);
  if (age < minClientAge || Number(dateOfBirth.slice(0, 4)) < fromYear) {
    return 'INVALID_AGE';
  }
  return undefined;
}

export function isValidCitizenId(value: string): boolean {
  return citizenIdPattern.test(value);
}

/** A§5 phone rule on the number as typed (spaces, dots, dashes and +84 allowed). */
export function isValidClientPhone(value: string): boolean {
  return isValidPhone(value);
}

/** The edit modal's required fields (B§5 Edit client modal). */
export const requiredClientFields = [
  'firstName',
  'lastName',
  'primaryPhoneNumber',
  'dateOfBirth',
  'citizenId',
  'locationId',
] as const;
export type RequiredClientField = (typeof requiredClientFields)[number];

export type ClientFormError =
  | 'REQUIRED'
  | 'INVALID_PHONE'
  | 'INVALID_CITIZEN_ID'
  | DateOfBirthError;

export type ClientFormValues = {
  firstName?: string | null;
  lastName?: string | null;
  primaryPhoneNumber?: string | null;
  secondaryPhoneNumber?: string | null;
  citizenId?: string | null;
  dateOfBirth?: string | null;
  /** The province (or a district/commune under it). */
  locationId?: number | null;
};

/** Field → error for the edit modal; an empty object means the form may be saved. */
export function clientFormErrors(
  values: ClientFormValues,
  businessDate: string,
): Partial<Record<keyof ClientFormValues, ClientFormError>> {
  const errors: Partial<Record<keyof ClientFormValues, ClientFormError>> = {};
  for (const field of requiredClientFields) {
    const value = values[field];
    if (value === null || value === undefined || (typeof value === 'string' && isBlank(value))) {
      errors[field] = 'REQUIRED';
    }
  }
  const primary = values.primaryPhoneNumber?.trim();
  if (primary && !isValidClientPhone(primary)) {
    errors.primaryPhoneNumber = 'INVALID_PHONE';
  }
  const secondary = values.secondaryPhoneNumber?.trim();
  if (secondary && !isValidClientPhone(secondary)) {
    errors.secondaryPhoneNumber = 'INVALID_PHONE';
  }
  const citizenId = values.citizenId?.trim();
  if (citizenId && !isValidCitizenId(citizenId)) {
    errors.citizenId = 'INVALID_CITIZEN_ID';
  }
  const dateOfBirth = values.dateOfBirth?.trim();
  if (dateOfBirth) {
    const error = dateOfBirthError(dateOfBirth, businessDate);
    if (error) {
      errors.dateOfBirth = error;
    }
  }
  return errors;
}

/** The Vietnamese message of each form error, used by the server's 400 answers. */
export const clientFormMessages: Record<ClientFormError, string> = {
  REQUIRED: 'Vui lòng nhập thông tin bắt buộc',
  INVALID_PHONE: 'Số điện thoại không hợp lệ',
  INVALID_CITIZEN_ID: 'Số CMND/CCCD phải gồm 9 hoặc 12 chữ số',
  INVALID_DATE_FORMAT: 'Ngày sinh không hợp lệ',
  INVALID_AGE: 'Khách hàng phải từ 15 tuổi trở lên',
};

/**
 * The contract editor's client form (B§5): the edit modal's rules, plus gender and address
 * required (citizen id, primary phone, names, gender, date of birth, city and address).
 */
export function editorClientFormErrors(
  values: ClientFormValues & { gender?: string | null; address?: string | null },
  businessDate: string,
): Partial<Record<keyof ClientFormValues | 'gender' | 'address', ClientFormError>> {
  const errors: Partial<Record<keyof ClientFormValues | 'gender' | 'address', ClientFormError>> =
    clientFormErrors(values, businessDate);
  if (!values.gender) {
    errors.gender = 'REQUIRED';
  }
  if (isBlank(values.address)) {
    errors.address = 'REQUIRED';
  }
  return errors;
}
