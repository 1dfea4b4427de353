import { endpointUrl } from '@pawndesk/domain/endpoint';
import type { PastDueListDto } from '@pawndesk/domain/reminder-api';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildClient, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The list reads a page up to the first sort key's cut-off only (reminders.repo leadingCutoff):
// pages of 5 must always join up into the one long page, whatever the sort and its ties.
let t: TestApp;
let w: ContractWorld;
let collector: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  // 13 clients, due on three days with ties, some with two or three contracts.
  const days = ['2026-11-01', '2026-11-03', '2026-11-03', '2026-11-06'];
  for (let n = 0; n < 13; n += 1) {
    const client = await buildClient(w.db, { firstName: `K${(n * 7) % 13}` });
    for (let k = 0; k <= n % 3; k += 1) {
      const day = days[(n + k) % days.length] ?? '2026-11-01';
      t.clock.set(`${day}T02:00:00Z`);
      await w.lend(client.id, 1_000_000 * (n + 1));
    }
  }
  // Due after the list's default window: one client with 21 contracts due on the newest day,
  // then five clients each due a day earlier (reminders.repo newestDueRange).
  const heavy = await buildClient(w.db, { firstName: 'Nhiều' });
  t.clock.set('2026-11-20T02:00:00Z');
  for (let k = 0; k < 21; k += 1) {
    await w.lend(heavy.id, 1_000_000);
  }
  for (let n = 0; n < 5; n += 1) {
    t.clock.set(`2026-11-1${n + 5}T02:00:00Z`);
    await w.lend((await buildClient(w.db, { firstName: `L${n}` })).id, 2_000_000);
  }
  t.clock.set('2026-12-10T02:00:00Z');
  collector = (
    await t.login(
      await buildUser(w.db, {
        branchIds: [w.branch.id],
        permissions: ['payment_reminder_access'],
      }),
    )
  ).accessToken;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function page(query: string): Promise<PastDueListDto> {
  const response = await t.as(collector, {
    method: 'GET',
    url: `${endpointUrl(reminderEndpoints.pastDueClients, {})}?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('past-due list pages', () => {
  it.each([
    ['default sort', ''],
    ['latest due first, then loans', 'sortedList=-due_date_latest&sortedList=-total_loans'],
    ['earliest due first, then name', 'sortedList=due_date_latest&sortedList=name'],
    ['most loans first, then mifos id', 'sortedList=-total_loans&sortedList=-mifos_id'],
    ['fewest loans first', 'sortedList=total_loans'],
    ['name first', 'sortedList=name&sortedList=-due_date_latest'],
  ])('should join up into the whole list: %s', async (_label, sort) => {
    const whole = await page(`pageSize=50&${sort}`);
    expect(whole.total).toBe(13);
    const joined: number[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const part = await page(`pageSize=5&page=${n}&${sort}`);
      expect(part.total).toBe(whole.total);
      expect(part.loanBalance).toBe(whole.loanBalance);
      joined.push(...part.items.map((item) => item.id));
    }
    expect(joined).toEqual(whole.items.map((item) => item.id));
  });

  it('should read the whole list when the newest due contracts belong to too few clients', async () => {
    // The newest 20 due contracts are one client's: the first page of 5 needs the others too.
    const window = 'fromDate=2026-12-11&toDate=2027-02-28';
    const whole = await page(`pageSize=50&${window}`);
    expect(whole.total).toBe(6);
    expect(whole.items[0]?.numberOfDueContracts).toBe(21);
    const first = await page(`pageSize=5&${window}`);
    expect(first.items.map((item) => item.id)).toEqual(
      whole.items.slice(0, 5).map((item) => item.id),
    );
    const second = await page(`pageSize=5&page=2&${window}`);
    expect(second.items.map((item) => item.id)).toEqual(
      whole.items.slice(5).map((item) => item.id),
    );
  });
});
