import { describe, expect, it } from 'vitest';
import { isCallDue, promiseState } from './promises.ts';

const promise = { promisedOn: '2026-11-20', paymentDate: '2026-11-23' };

describe('promiseState', () => {
  it.each([
    ['paid on the promised day', '2026-11-23', '2026-11-25', 'kept'],
    ['paid the day it was promised', '2026-11-20', '2026-11-25', 'kept'],
    ['paid before the day, checked before the day', '2026-11-21', '2026-11-22', 'kept'],
    ['not paid, the day not come', null, '2026-11-22', 'open'],
    ['not paid, the promised day is today', null, '2026-11-23', 'open'],
    ['not paid, the day passed', null, '2026-11-24', 'broken'],
    ['paid a day late', '2026-11-24', '2026-11-25', 'broken'],
    ['a payment before the promise does not count', '2026-11-19', '2026-11-24', 'broken'],
    ['a payment before the promise, the day to come', '2026-11-19', '2026-11-21', 'open'],
  ] as const)('%s → %s', (_, paidOn, today, expected) => {
    expect(promiseState(promise, paidOn, today)).toBe(expected);
  });
});

describe('isCallDue', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  it.each([
    [null, false],
    [new Date('2026-11-24T02:59:59Z'), true],
    [new Date('2026-11-24T03:00:00Z'), true],
    [new Date('2026-11-24T03:00:01Z'), false],
  ])('%s → %s', (at, expected) => {
    expect(isCallDue(at, now)).toBe(expected);
  });
});
