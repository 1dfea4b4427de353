import type { ContractDto, ContractListDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { activeStatuses } from '@pawndesk/domain/contract-states';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildClient } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

/**
 * The list's total and summary come from one counting statement (per-status grouping sets), not
 * from a count of their own: whatever the filter, they must agree with the rows the list shows.
 */
let t: TestApp;
let w: ContractWorld;
let someClientId: number;
let someFinfluxId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  const client = await buildClient(w.db);
  someClientId = client.id;
  // Two active contracts of one client, one pending of another, one approved, one rejected.
  const first = await w.lend(client.id, 8_000_000);
  await w.lend(client.id, 6_000_000);
  someFinfluxId = first.finfluxId;
  await w.create();
  await w.action(w.tokens.staff, await w.create(), 'approve');
  const rejected = await w.action(w.tokens.staff, await w.create(), 'reject', {
    cancelReason: 'FRAUD',
  });
  expect(rejected.data.status).toBe('REJECTED');
  await w.lend((await buildClient(w.db)).id, 5_000_000);
});
afterAll(async () => {
  await t?.close();
});

async function list(query: Record<string, unknown>): Promise<ContractListDto> {
  const response = await t.as(w.tokens.staff, {
    method: 'GET',
    url: urlOf(contractEndpoints.list, {}, { pageSize: 200, ...query }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function countOf(items: ContractDto[], ...statuses: string[]) {
  return items.filter((item) => statuses.includes(item.status)).length;
}

async function activeClientsInBook(): Promise<number> {
  const [row] = await w.db
    .select({ n: sql<number>`count(distinct ${contracts.clientId})::int` })
    .from(contracts)
    .where(inArray(contracts.status, [...activeStatuses]));
  return row?.n ?? 0;
}

const filters: { name: string; query: Record<string, unknown>; counters: boolean }[] = [
  { name: 'no filter', query: {}, counters: true },
  { name: 'a date range', query: { fromDate: '2026-01-01', toDate: '2026-12-31' }, counters: true },
  { name: 'a range with no contract', query: { fromDate: '2030-01-01' }, counters: true },
  { name: 'active only', query: { active: true }, counters: false },
  { name: 'closed only', query: { active: false }, counters: false },
  { name: 'no value adjustment', query: { hasValueAdjustment: false }, counters: false },
  { name: 'one client', query: { clientId: 0 }, counters: false },
  { name: 'a contract number', query: { term: 0 }, counters: false },
  { name: 'a term matching nothing', query: { term: 'zzzzqqqq' }, counters: false },
];

describe('the contract list total and summary', () => {
  it.each(filters)('should agree with the listed rows under $name', async (filter) => {
    const query = { ...filter.query };
    if ('clientId' in query) {
      query.clientId = someClientId;
    }
    if ('term' in query && query.term === 0) {
      query.term = String(someFinfluxId);
    }
    const all = await list(query);
    expect(all.total).toBe(all.items.length);
    expect(all.summary).toEqual({
      pending: countOf(all.items, 'PENDING'),
      approved: countOf(all.items, 'APPROVED'),
      disbursed: countOf(all.items, 'DISBURSED'),
      overdue: countOf(all.items, 'OVERDUE'),
      renewed: countOf(all.items, 'RENEWED'),
      repaid: countOf(all.items, 'REPAID', 'CLOSED'),
      clients: filter.counters
        ? await activeClientsInBook()
        : new Set(
            all.items
              .filter((item) => (activeStatuses as readonly string[]).includes(item.status))
              .map((item) => item.client.id),
          ).size,
    });

    // A status filter narrows the rows and the total, never the summary.
    const active = await list({ ...query, status: ['DISBURSED', 'OVERDUE', 'DISBURSED'] });
    expect(active.total).toBe(countOf(all.items, 'DISBURSED', 'OVERDUE'));
    expect(active.items).toHaveLength(active.total);
    expect(active.summary).toEqual(all.summary);
  });

  it('should count a page beyond the first with the whole filter total', async () => {
    const page = await list({ pageSize: 2, page: 2 });
    const all = await list({});
    expect(page.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(6);
  });
});
