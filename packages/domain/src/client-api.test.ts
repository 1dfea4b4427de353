import { describe, expect, it } from 'vitest';
import {
  clientInput,
  clientListQuery,
  createBankAccountInput,
  createClientNoteInput,
  updateBankAccountInput,
} from './client-api.ts';

const valid = {
  firstName: ' Hùng ',
  lastName: 'Nguyễn Văn',
  primaryPhoneNumber: '0912345678',
  secondaryPhoneNumber: '',
  citizenId: '079190012345',
  zaloId: null,
  address: '12 Lê Lợi',
  gender: 'MALE',
  dateOfBirth: '1990-05-12',
  locationId: 7,
};

describe('clientInput', () => {
  it('should trim and turn empty optional fields into null', () => {
    expect(clientInput.parse(valid)).toEqual({
      ...valid,
      firstName: 'Hùng',
      secondaryPhoneNumber: null,
      zaloId: null,
    });
  });

  it.each([
    ['firstName', ''],
    ['lastName', '  '],
    ['primaryPhoneNumber', '0212345678'],
    ['secondaryPhoneNumber', '12345'],
    ['citizenId', '12345'],
    ['citizenId', undefined],
    ['dateOfBirth', '12/05/1990'],
    ['locationId', undefined],
    ['gender', 'OTHER'],
  ])('should refuse %s = %j', (field, value) => {
    expect(clientInput.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('should take phones as people type them and keep the A§5 spelling', () => {
    const parsed = clientInput.parse({
      ...valid,
      primaryPhoneNumber: '+84 912 345 678',
      secondaryPhoneNumber: '0387.654.321',
    });
    expect(parsed.primaryPhoneNumber).toBe('0912345678');
    expect(parsed.secondaryPhoneNumber).toBe('0387654321');
    expect(clientInput.safeParse({ ...valid, primaryPhoneNumber: '0912 345 67' }).success).toBe(
      false,
    );
  });

  it('should say what is missing in Vietnamese', () => {
    const result = clientInput.safeParse({ ...valid, citizenId: '' });
    expect(result.error?.issues[0]?.message).toBe('Vui lòng nhập số CMND/CCCD');
  });
});

describe('clientListQuery', () => {
  it.each([
    [{}, { page: 1, pageSize: 30 }],
    [
      { term: ' dang ', page: '2', pageSize: '100' },
      { term: 'dang', page: 2, pageSize: 100 },
    ],
  ])('should read %j', (query, parsed) => {
    expect(clientListQuery.parse(query)).toEqual(parsed);
  });

  it.each([{ pageSize: '101' }, { pageSize: '0' }, { page: '0' }])('should refuse %j', (query) => {
    expect(clientListQuery.safeParse(query).success).toBe(false);
  });
});

describe('notes and bank accounts', () => {
  it.each(['', '   '])('should refuse the empty note %j', (content) => {
    expect(createClientNoteInput.safeParse({ content }).success).toBe(false);
  });

  it('should require name, bank and number but not the branch', () => {
    const account = {
      client: 1,
      bankAccountName: 'NGUYEN VAN HUNG',
      bankName: 'Vietcombank',
      bankAccountNo: '0071000123456',
    };
    expect(createBankAccountInput.parse(account)).toEqual({ ...account, bankBranch: null });
    for (const field of ['bankAccountName', 'bankName', 'bankAccountNo'] as const) {
      expect(createBankAccountInput.safeParse({ ...account, [field]: '' }).success).toBe(false);
    }
  });

  it('should refuse an empty update and allow clearing the branch', () => {
    expect(updateBankAccountInput.safeParse({}).success).toBe(false);
    expect(updateBankAccountInput.parse({ bankBranch: '' })).toEqual({ bankBranch: null });
  });
});
