import { describe, expect, it } from 'vitest';
import {
  availableActions,
  type ContractAction,
  type ContractFacts,
  type ContractStatus,
  canRetract,
  checkAction,
  contractActions,
  contractStatuses,
  isSettled,
  isStanding,
  isValidActionDate,
  isValidTransactionDate,
  needsDisburseType,
  notRedeemableMessage,
  notRenewableMessage,
  rowActions,
} from './contract-states.ts';

const today = '2026-11-21';
const staff = { permissions: ['contract_access'], isSuperuser: false };
const undoer = {
  permissions: ['contract_access', 'undo_contract', 'value_adjustment_access'],
  isSuperuser: false,
};
const superuser = { permissions: [], isSuperuser: true };

function facts(status: ContractStatus, change: Partial<ContractFacts> = {}): ContractFacts {
  return {
    status,
    hasParent: false,
    submittedOn: '2026-11-20',
    createdOn: '2026-11-20',
    approvedOn: '2026-11-20',
    disbursedOn: '2026-11-20',
    repaidOn: '2026-11-20',
    renewedOn: '2026-11-20',
    ...change,
  };
}

/** A§4.2 and B§4, status by status, for a holder of undo_contract and value adjustment. */
const expected: Record<ContractStatus, ContractAction[]> = {
  PENDING: ['approve', 'reject', 'edit'],
  APPROVED: ['disburse', 'undoApproval'],
  DISBURSED: [
    'undoDisbursal',
    'repay',
    'renew',
    'addTransaction',
    'chargeFee',
    'overrideOverdueFee',
    'adjustValue',
    'close',
  ],
  OVERDUE: [
    'undoDisbursal',
    'repay',
    'renew',
    'addTransaction',
    'chargeFee',
    'overrideOverdueFee',
    'adjustValue',
    'liquidize',
    'close',
  ],
  REJECTED: [],
  REPAID: ['undoRepayment'],
  RENEWED: ['undoRenewal'],
  CLOSED: [],
};

describe('availableActions', () => {
  it.each(contractStatuses.map((s) => [s]))('%s allows exactly what the spec lists', (status) => {
    expect(availableActions(facts(status), undoer, today)).toEqual(expected[status]);
  });

  it('should refuse every other action in every status with STATUS', () => {
    for (const status of contractStatuses) {
      for (const action of contractActions) {
        if (!expected[status].includes(action) && action !== 'sendRenewedNotification') {
          const verdict = checkAction(action, facts(status), undoer, today);
          expect(verdict, `${action} on ${status}`).toEqual({ ok: false, refusal: 'STATUS' });
        }
      }
    }
  });

  it('should offer undo renewal on a pending renewal (with a parent) instead of edit', () => {
    const child = facts('PENDING', { hasParent: true });
    expect(availableActions(child, undoer, today)).toEqual(['approve', 'reject', 'undoRenewal']);
    expect(checkAction('edit', child, undoer, today)).toEqual({ ok: false, refusal: 'HAS_PARENT' });
  });
});

describe('checkAction rules beyond status', () => {
  it('should refuse a value adjustment to a user without value_adjustment_access', () => {
    expect(checkAction('adjustValue', facts('OVERDUE'), staff, today)).toEqual({
      ok: false,
      refusal: 'PERMISSION',
    });
  });

  it.each([
    ['2026-11-18', true],
    ['2026-11-17', false],
  ])('should allow edit of a contract created %s: %s (3 days)', (createdOn, ok) => {
    expect(checkAction('edit', facts('PENDING', { createdOn }), staff, today).ok).toBe(ok);
  });

  it.each([
    ['2026-11-21', true],
    ['2026-11-20', true],
    ['2026-11-22', false],
  ])('should disburse only when submittedOn %s ≤ today: %s', (submittedOn, ok) => {
    expect(checkAction('disburse', facts('APPROVED', { submittedOn }), staff, today).ok).toBe(ok);
  });

  it.each([
    ['undoApproval', facts('APPROVED', { approvedOn: '2026-11-18' }), true],
    ['undoApproval', facts('APPROVED', { approvedOn: '2026-11-17' }), false],
    ['undoDisbursal', facts('DISBURSED', { disbursedOn: '2026-11-17' }), false],
    ['undoDisbursal', facts('OVERDUE', { disbursedOn: '2026-11-18' }), true],
    ['undoRepayment', facts('REPAID', { repaidOn: '2026-11-17' }), false],
    ['undoRenewal', facts('RENEWED', { renewedOn: '2026-11-18' }), true],
    ['undoRenewal', facts('RENEWED', { renewedOn: '2026-11-10' }), false],
    ['undoRenewal', facts('PENDING', { hasParent: true, createdOn: '2026-11-10' }), false],
  ] as const)('%s within 3 days: %s → %s', (action, contract, ok) => {
    const verdict = checkAction(action, contract, undoer, today);
    expect(verdict.ok).toBe(ok);
    if (!ok) {
      expect(verdict).toEqual({ ok: false, refusal: 'UNDO_WINDOW' });
    }
    // The superuser has no window.
    expect(checkAction(action, contract, superuser, today).ok).toBe(true);
  });

  it('should require undo_contract for every undo', () => {
    expect(checkAction('undoApproval', facts('APPROVED'), staff, today)).toEqual({
      ok: false,
      refusal: 'PERMISSION',
    });
    expect(checkAction('undoRepayment', facts('REPAID'), staff, today)).toEqual({
      ok: false,
      refusal: 'PERMISSION',
    });
  });

  it('should let only a superuser send the renewed notification', () => {
    expect(checkAction('sendRenewedNotification', facts('RENEWED'), undoer, today)).toEqual({
      ok: false,
      refusal: 'PERMISSION',
    });
    expect(checkAction('sendRenewedNotification', facts('RENEWED'), superuser, today).ok).toBe(
      true,
    );
    expect(checkAction('sendRenewedNotification', facts('DISBURSED'), superuser, today).ok).toBe(
      false,
    );
  });
});

describe('date windows', () => {
  it.each([
    ['2026-11-21', false, true],
    ['2026-11-11', false, true],
    ['2026-11-10', false, false],
    ['2026-11-10', true, true],
    ['2026-11-22', true, false],
  ])('action date %s (superuser %s) valid: %s', (date, isSuperuser, ok) => {
    expect(isValidActionDate(date, today, isSuperuser)).toBe(ok);
  });

  it('should refuse an action date before the submission date', () => {
    expect(isValidActionDate('2026-11-15', today, true, '2026-11-16')).toBe(false);
  });

  it.each([
    ['2026-11-20', '2026-11-01', '2026-11-19', true],
    ['2026-11-22', '2026-11-01', null, false],
    ['2026-10-31', '2026-11-01', null, false],
    ['2026-11-18', '2026-11-01', '2026-11-19', false],
    ['2026-11-19', '2026-11-01', '2026-11-19', true],
  ])(
    'transaction date %s (disbursed %s, latest %s) valid: %s',
    (date, disbursedOn, latestRegisteredOn, ok) => {
      expect(isValidTransactionDate({ date, today, disbursedOn, latestRegisteredOn })).toBe(ok);
    },
  );
});

describe('retractTransaction', () => {
  /** B§4: transactions of a disbursed or overdue contract; the row itself decides the rest. */
  const allowed: Record<ContractStatus, boolean> = {
    PENDING: false,
    APPROVED: false,
    DISBURSED: true,
    OVERDUE: true,
    REJECTED: false,
    REPAID: false,
    RENEWED: false,
    CLOSED: false,
  };
  it.each(contractStatuses.map((status) => [status, allowed[status]] as const))(
    'on %s: allowed %s',
    (status, ok) => {
      const verdict = checkAction('retractTransaction', facts(status), staff, today);
      expect(verdict).toEqual(ok ? { ok: true } : { ok: false, refusal: 'STATUS' });
      expect(checkAction('retractTransaction', facts(status), superuser, today).ok).toBe(ok);
    },
  );

  it('should stay off the contract buttons: it is offered per transaction row', () => {
    expect(rowActions).toEqual(['retractTransaction']);
    for (const status of contractStatuses) {
      expect(availableActions(facts(status), superuser, today)).not.toContain('retractTransaction');
    }
  });
});

describe('canRetract', () => {
  const repay = {
    status: 'REGISTERED' as const,
    action: 'REPAY' as const,
    parentId: null,
    manual: true,
  };
  it.each([
    ['a repay on a disbursed contract', repay, 'DISBURSED', staff, true],
    [
      'a waive on a disbursed contract',
      { ...repay, action: 'WAIVE' as const },
      'DISBURSED',
      staff,
      true,
    ],
    ['on an overdue contract without undo_contract', repay, 'OVERDUE', staff, false],
    ['on an overdue contract with undo_contract', repay, 'OVERDUE', undoer, true],
    ['a retracted row', { ...repay, status: 'RETRACTED' as const }, 'DISBURSED', staff, false],
    ['a row with a parent', { ...repay, parentId: 4 }, 'DISBURSED', staff, false],
    ['a renew row', { ...repay, action: 'RENEW' as const }, 'DISBURSED', staff, false],
    ['a row the core wrote', { ...repay, manual: false }, 'DISBURSED', staff, false],
    ['a repay on a repaid contract', repay, 'REPAID', superuser, false],
  ] as const)('%s: %s', (_label, tx, status, principal, ok) => {
    expect(canRetract(tx, status, principal)).toBe(ok);
  });
});

describe('needsDisburseType', () => {
  it.each([
    [10_000_000, null, true],
    [10_000_000, 12_000_000, false],
    [10_000_000, 10_000_000, false],
    [10_000_000, 8_000_000, true],
  ])('approved %i, parent approved %s → dialog %s', (approved, parent, needed) => {
    expect(needsDisburseType(approved, parent)).toBe(needed);
  });
});

describe('status groups and their refusal messages', () => {
  it.each([
    ['PENDING', false, true, 'Hợp đồng này không thể gia hạn', 'Hợp đồng chưa kích hoạt'],
    ['RENEWED', false, true, 'Hợp đồng này không thể gia hạn', 'Hợp đồng chưa kích hoạt'],
    ['REPAID', true, true, 'Hợp đồng đã đóng', 'Hợp đồng đã đóng'],
    ['CLOSED', true, false, 'Hợp đồng đã đóng', 'Hợp đồng đã đóng'],
    ['REJECTED', false, false, 'Hợp đồng này không thể gia hạn', 'Hợp đồng chưa kích hoạt'],
  ] as const)('%s: settled %s, standing %s', (status, settled, standing, renew, redeem) => {
    expect(isSettled(status)).toBe(settled);
    expect(isStanding(status)).toBe(standing);
    expect(notRenewableMessage(status)).toBe(renew);
    expect(notRedeemableMessage(status)).toBe(redeem);
  });
});
