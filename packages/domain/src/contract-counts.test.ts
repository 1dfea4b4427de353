import { describe, expect, it } from 'vitest';
import { type ContractCounts, contractListTotal, contractSummary } from './contract-counts.ts';
import type { ContractStatus } from './contract-states.ts';

const counts: ContractCounts = {
  byStatus: new Map([
    ['PENDING', 3],
    ['APPROVED', 2],
    ['DISBURSED', 10],
    ['OVERDUE', 4],
    ['REPAID', 7],
    ['CLOSED', 1],
    ['REJECTED', 5],
  ]),
  clients: 9,
};

describe('contractListTotal', () => {
  it.each<[string, ContractStatus[] | undefined, number]>([
    ['no status filter: every status', undefined, 32],
    ['an empty status filter: every status', [], 32],
    ['the active statuses', ['DISBURSED', 'OVERDUE'], 14],
    ['a status repeated in the query counts once', ['DISBURSED', 'OVERDUE', 'DISBURSED'], 14],
    ['a status with no contract', ['RENEWED'], 0],
    ['rejected and closed', ['REJECTED', 'CLOSED'], 6],
  ])('should count %s', (_name, statuses, total) => {
    expect(contractListTotal(counts, statuses)).toBe(total);
  });
});

describe('contractSummary', () => {
  it('should count closed contracts as repaid and missing statuses as 0', () => {
    expect(contractSummary(counts)).toEqual({
      pending: 3,
      approved: 2,
      disbursed: 10,
      overdue: 4,
      renewed: 0,
      repaid: 8,
      clients: 9,
    });
  });
});
