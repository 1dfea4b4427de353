import { describe, expect, it } from 'vitest';
import { transactionFixture } from '../../../testing/fixtures/transaction.ts';
import { checkDraft, latestRegisteredOn, newDraft, transactionRows } from './transaction-draft.ts';

const rules = { today: '2026-02-20', disbursedOn: '2026-02-01', latestRegisteredOn: '2026-02-10' };

describe('a new transaction row (B§5)', () => {
  it('should send whole VND for a valid row', () => {
    const draft = { ...newDraft(1, 'REPAY', '2026-02-20'), amount: '1.5' };
    expect(checkDraft(draft, rules)).toEqual({
      ok: true,
      input: { registeredOn: '2026-02-20', type: 'CASH', amount: 1_500_000, action: 'REPAY' },
    });
  });

  it.each([
    ['after today', '2026-02-21'],
    ['before the disbursement', '2026-01-31'],
    ['before the latest registered transaction', '2026-02-09'],
  ])('should refuse a date %s with INVALID_TRANSACTION_DATE', (_, date) => {
    const draft = { ...newDraft(1, 'WAIVE', date), amount: '1' };
    expect(checkDraft(draft, rules)).toEqual({
      ok: false,
      errors: { registeredOn: 'INVALID_TRANSACTION_DATE' },
    });
  });

  it('should require the date, the type and the amount', () => {
    const draft = { ...newDraft(1, 'REPAY', '2026-02-20'), registeredOn: null, type: null };
    expect(checkDraft(draft, rules)).toEqual({
      ok: false,
      errors: { registeredOn: 'REQUIRED_FIELD', type: 'REQUIRED_FIELD', amount: 'REQUIRED_FIELD' },
    });
    expect(
      checkDraft({ ...draft, registeredOn: '2026-02-20', type: 'BANK', amount: 'x' }, rules),
    ).toEqual({ ok: false, errors: { amount: 'INVALID_NOT_NUMBER' } });
    expect(
      checkDraft({ ...draft, registeredOn: '2026-02-20', type: 'BANK', amount: '1.2345' }, rules),
    ).toEqual({ ok: false, errors: { amount: 'INVALID_NUMBER' } });
  });

  it('should take the latest date of the registered transactions only', () => {
    expect(
      latestRegisteredOn([
        transactionFixture({ id: 1, registeredOn: '2026-02-03' }),
        transactionFixture({ id: 2, registeredOn: '2026-02-12', status: 'RETRACTED' }),
        transactionFixture({ id: 3, registeredOn: '2026-02-08' }),
      ]),
    ).toBe('2026-02-08');
    expect(latestRegisteredOn([])).toBeNull();
  });
});

describe('transaction ordering (B§4)', () => {
  it('should sort by date, newest first, unsaved rows first on the same date', () => {
    const saved = [
      transactionFixture({ id: 1, registeredOn: '2026-02-03' }),
      transactionFixture({ id: 2, registeredOn: '2026-02-10' }),
      transactionFixture({ id: 3, registeredOn: '2026-02-10' }),
    ];
    const drafts = [newDraft(1, 'REPAY', '2026-02-10'), newDraft(2, 'WAIVE', '2026-02-10')];
    expect(transactionRows(saved, drafts).map((row) => row.key)).toEqual([
      'draft-2',
      'draft-1',
      '3',
      '2',
      '1',
    ]);
  });
});
