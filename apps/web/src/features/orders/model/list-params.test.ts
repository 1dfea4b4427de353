import { describe, expect, it } from 'vitest';
import {
  readListState,
  searchParams,
  toggleCounter,
  toListParams,
  writeListState,
} from './list-params.ts';

describe('order list parameters (ORD-1)', () => {
  it('should start on page 1 of 20 in the spec default sort when the URL is empty', () => {
    const state = readListState(new URLSearchParams());
    expect(toListParams(state)).toEqual({
      page: 1,
      pageSize: 20,
      status: [],
      step: [],
      sort: 'step_index,last_modify,id,order_staff,order_name',
    });
    expect(writeListState(state).toString()).toBe('');
  });

  it('should round-trip every filter through the URL', () => {
    const url = new URLSearchParams(
      'page=3&q=Vision&step=contact&status=failed&status=invalid&from=2026-11-01&to=2026-11-20&sort=-appointment,id',
    );
    const state = readListState(url);
    expect(writeListState(state).toString()).toBe(url.toString());
    expect(toListParams(state)).toEqual({
      page: 3,
      pageSize: 20,
      term: 'Vision',
      status: ['failed', 'invalid'],
      step: ['contact'],
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
      sort: '-appointment,id',
    });
  });

  it('should drop values the API would refuse when they come from the URL', () => {
    const state = readListState(
      new URLSearchParams('page=-2&step=nowhere&status=done&from=yesterday&sort=-price,-id'),
    );
    expect(state).toMatchObject({ page: 1, steps: [], statuses: [], fromDate: null });
    expect(toListParams(state).sort).toBe('-id');
  });

  it('should filter by a counter step, clear on a second click or on total, and go back to page 1', () => {
    const start = { ...readListState(new URLSearchParams('page=4')) };
    const pending = toggleCounter(start, 'pending');
    expect(pending).toMatchObject({ steps: ['pending'], page: 1 });
    expect(toggleCounter(pending, 'pending').steps).toEqual([]);
    expect(toggleCounter(pending, 'quoted').steps).toEqual(['quoted']);
    expect(toggleCounter(pending, null).steps).toEqual([]);
  });

  it('should send a phone number as phone and anything else as term', () => {
    expect(searchParams(' 0912 345.678 ')).toEqual({ phone: '0912345678' });
    expect(searchParams('+84912345678')).toEqual({ phone: '+84912345678' });
    expect(searchParams('Honda Vision')).toEqual({ term: 'Honda Vision' });
    expect(searchParams('   ')).toEqual({});
  });
});
