import { contractStatuses } from '@pawndesk/domain/contract-states';
import { describe, expect, it } from 'vitest';
import {
  matchingPreset,
  nextStatuses,
  oneYearBefore,
  readListState,
  toggledStatus,
  toListParams,
  writeListState,
} from './list-params.ts';

const today = '2026-11-21';

describe('contract list state (CON-1)', () => {
  it('should default to every status and one year back when the URL says nothing', () => {
    const state = readListState(new URLSearchParams(), today);
    expect(state).toEqual({
      page: 1,
      search: '',
      statuses: [...contractStatuses],
      fromDate: '2025-11-21',
      toDate: today,
    });
    expect(writeListState(state, today).toString()).toBe('');
    expect(toListParams(state)).toMatchObject({ pageSize: 20, status: [...contractStatuses] });
  });

  it('should read back what it writes', () => {
    const state = {
      page: 3,
      search: 'wave',
      statuses: ['OVERDUE' as const, 'DISBURSED' as const],
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    };
    const url = writeListState(state, today);
    expect(url.toString()).toBe(
      'page=3&q=wave&status=OVERDUE&status=DISBURSED&from=2026-11-01&to=2026-11-30',
    );
    expect(readListState(url, today)).toEqual(state);
    expect(matchingPreset(state, today)).toBe('THIS_MONTH');
    expect(toListParams(state)).toMatchObject({ term: 'wave', page: 3 });
  });

  it('should ignore unknown statuses and a bad range', () => {
    const state = readListState(
      new URLSearchParams('status=NOPE&from=2026-12-01&to=2026-01-01'),
      today,
    );
    expect(state.statuses).toEqual([...contractStatuses]);
    expect(state.fromDate).toBe('2025-11-21');
  });

  it('should never leave the status filter empty', () => {
    expect(nextStatuses(['OVERDUE'], [])).toEqual(['OVERDUE']);
    expect(nextStatuses(['OVERDUE'], ['PENDING', 'OVERDUE'])).toEqual(['PENDING', 'OVERDUE']);
  });

  it('should go one year back from 29 February to 28 February', () => {
    expect(oneYearBefore('2028-02-29')).toBe('2027-02-28');
    expect(oneYearBefore('2026-01-01')).toBe('2025-01-01');
  });
});

describe('toggledStatus (the summary counts filter the list)', () => {
  it('should narrow the list to the pressed status, and widen it again when pressed twice', () => {
    expect(toggledStatus([...contractStatuses], 'OVERDUE')).toEqual(['OVERDUE']);
    expect(toggledStatus(['PENDING'], 'OVERDUE')).toEqual(['OVERDUE']);
    expect(toggledStatus(['OVERDUE'], 'OVERDUE')).toEqual([...contractStatuses]);
  });
});
