import { describe, expect, it } from 'vitest';
import {
  changeAssetPage,
  filterAssets,
  readAssetListState,
  toAssetListParams,
  writeAssetListState,
} from './list-params.ts';

const today = '2026-11-21';

describe('asset list parameters (AST-1)', () => {
  it('should start on page 1 of 30, unfiltered, when the URL is empty', () => {
    const state = readAssetListState(new URLSearchParams());
    expect(toAssetListParams(state, today)).toEqual({ page: 1, pageSize: 30, branch: [] });
    expect(writeAssetListState(state).toString()).toBe('');
  });

  it('should round-trip branches, a preset, the term, the page and the page size', () => {
    const url = new URLSearchParams(
      'page=3&pageSize=60&q=TS-000005&branch=8&branch=2&preset=LAST_MONTH',
    );
    const state = readAssetListState(url);
    expect(writeAssetListState(state).toString()).toBe(url.toString());
    expect(toAssetListParams(state, today)).toEqual({
      page: 3,
      pageSize: 60,
      term: 'TS-000005',
      branch: [8, 2],
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
  });

  it('should keep a range picked by hand as from/to', () => {
    const url = new URLSearchParams('from=2026-01-05&to=2026-02-10');
    const state = readAssetListState(url);
    expect(writeAssetListState(state).toString()).toBe(url.toString());
    expect(toAssetListParams(state, today)).toMatchObject({
      fromDate: '2026-01-05',
      toDate: '2026-02-10',
    });
  });

  it('should read a preset against the day the list is opened, not the day it was saved', () => {
    const state = readAssetListState(new URLSearchParams('preset=THIS_MONTH'));
    expect(toAssetListParams(state, '2027-02-14')).toMatchObject({
      fromDate: '2027-02-01',
      toDate: '2027-02-28',
    });
  });

  it('should drop values the API would refuse when they come from the URL', () => {
    const state = readAssetListState(
      new URLSearchParams('page=0&pageSize=1000&branch=x&branch=-1&branch=8&branch=8&preset=SOON'),
    );
    expect(state).toMatchObject({ page: 1, pageSize: 30, branches: [8], preset: null });
    expect(readAssetListState(new URLSearchParams('from=2026-01-05'))).toMatchObject({
      fromDate: null,
      toDate: null,
    });
    expect(readAssetListState(new URLSearchParams('from=yesterday&to=2026-01-05')).fromDate).toBe(
      null,
    );
  });

  it('should go back to page 1 when a filter or the page size changes, not on a new page', () => {
    const state = readAssetListState(new URLSearchParams('page=4&pageSize=60'));
    expect(filterAssets(state, { branches: [8] })).toMatchObject({ page: 1, branches: [8] });
    expect(changeAssetPage(state, 5, 60)).toMatchObject({ page: 5, pageSize: 60 });
    expect(changeAssetPage(state, 4, 90)).toMatchObject({ page: 1, pageSize: 90 });
  });
});
