import { describe, expect, it } from 'vitest';
import { hasPermissions, landingPath, type Permission } from './permissions.ts';

const user = (permissions: Permission[], isSuperuser = false) => ({ permissions, isSuperuser });

describe('landingPath', () => {
  it.each([
    {
      who: 'sales',
      permissions: ['general_access', 'order_access', 'client_access'],
      expected: '/orders',
    },
    {
      who: 'valuator',
      permissions: ['order_access', 'value_adjustment_access'],
      expected: '/orders',
    },
    {
      who: 'validator',
      permissions: ['contract_access', 'value_adjustment_access', 'undo_contract'],
      expected: '/value-adjustment',
    },
    {
      who: 'collector',
      permissions: ['payment_reminder_access', 'client_access'],
      expected: '/payment-reminder',
    },
    {
      who: 'accountant',
      permissions: ['cash_log_access', 'contract_access'],
      expected: '/cash-log',
    },
    {
      who: 'reminder before cash',
      permissions: ['cash_log_access', 'payment_reminder_access'],
      expected: '/payment-reminder',
    },
    { who: 'nobody in particular', permissions: ['general_access'], expected: '/orders' },
  ] satisfies { who: string; permissions: Permission[]; expected: string }[])(
    'should send $who to $expected',
    ({ permissions, expected }) => {
      expect(landingPath(user(permissions))).toBe(expected);
    },
  );

  it('should send a superuser to orders', () => {
    expect(landingPath(user([], true))).toBe('/orders');
  });
});

describe('hasPermissions', () => {
  it.each([
    { held: ['order_access'], required: ['order_access'], expected: true },
    { held: ['order_access'], required: ['order_access', 'client_access'], expected: false },
    { held: [], required: [], expected: true },
    { held: ['client_access'], required: ['order_access'], expected: false },
  ] satisfies { held: Permission[]; required: Permission[]; expected: boolean }[])(
    'should need every required permission ($required with $held → $expected)',
    ({ held, required, expected }) => {
      expect(hasPermissions(user(held), required)).toBe(expected);
    },
  );

  it('should grant everything to a superuser', () => {
    expect(hasPermissions(user([], true), ['head_accountant_access', 'undo_contract'])).toBe(true);
  });
});
