import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import {
  type DueContractDto,
  type PastDueClientDto,
  type PastDueListDto,
  type ReminderSummaryDto,
  reminderLiveEvent,
} from '@pawndesk/domain/reminder-api';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { latenessGroups } from '@pawndesk/domain/reminders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  reminderAttitudes,
  reminderNextActions,
  reminderResults,
  reminderStatuses,
} from '../../db/schema.ts';
import { liveNotifyChannel } from '../../lib/live.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { buildBranch, buildClient, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let w: ContractWorld;
let collector: string;
let adjuster: string;
const events: { channel: string; data: { type: string } & Record<string, unknown> }[] = [];

type Client = Awaited<ReturnType<typeof buildClient>>;
const clients: Record<'a' | 'b' | 'c' | 'd', Client> = {} as Record<'a' | 'b' | 'c' | 'd', Client>;
const loans: Record<'a1' | 'a2' | 'b1' | 'c1' | 'd1', ContractDto> = {} as Record<
  'a1' | 'a2' | 'b1' | 'c1' | 'd1',
  ContractDto
>;

/** A disbursed 30-day postpaid contract of `client`, created and disbursed on `day`. */
function lend(client: Client, day: string, approvedAmount: number) {
  t.clock.set(`${day}T02:00:00Z`);
  return w.lend(client.id, approvedAmount);
}

const get = (url: string, token = collector) => t.as(token, { method: 'GET', url });

async function list(query = ''): Promise<PastDueListDto> {
  const response = await get(urlOf(reminderEndpoints.pastDueClients, {}, `pageSize=50${query}`));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function summary(query = ''): Promise<ReminderSummaryDto> {
  const response = await get(urlOf(reminderEndpoints.summary, {}, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function dueContracts(clientId: number, query = ''): Promise<DueContractDto[]> {
  const response = await get(
    urlOf(reminderEndpoints.dueContracts, { id: clientId }, `pageSize=-1${query}`),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

const ids = (page: PastDueListDto) => page.items.map((item) => item.id);

async function lookups() {
  const [statuses, attitudes, actions] = await Promise.all([
    w.db.select().from(reminderStatuses),
    w.db.select().from(reminderAttitudes),
    w.db.select().from(reminderNextActions),
  ]);
  const id = <T extends { id: number; key: string }>(rows: T[], key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row) {
      throw new Error(`no lookup ${key}`);
    }
    return row.id;
  };
  return {
    status: (key: string) => id(statuses, key),
    attitude: (key: string) => id(attitudes, key),
    action: (key: string) => id(actions, key),
  };
}

// Nine sign-ins (argon2) and six loans through the API: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
  const login = async (permissions: Parameters<typeof buildUser>[1]['permissions']) =>
    (await t.login(await buildUser(w.db, { branchIds: [w.branch.id], permissions }))).accessToken;
  await t.database.listen(liveNotifyChannel, (payload) => events.push(JSON.parse(payload)));

  for (const key of ['a', 'b', 'c', 'd'] as const) {
    clients[key] = await buildClient(w.db, { firstName: key.toUpperCase() });
  }
  // 30-day loans: due 2026-12-01 (a1, b1), 2026-12-03 (a2, c1), 2026-12-06 (d1).
  loans.a1 = await lend(clients.a, '2026-11-01', 10_000_000);
  loans.b1 = await lend(clients.b, '2026-11-01', 150_000_000);
  loans.a2 = await lend(clients.a, '2026-11-03', 5_000_000);
  loans.c1 = await lend(clients.c, '2026-11-03', 20_000_000);
  loans.d1 = await lend(clients.d, '2026-11-06', 8_000_000);
  // A settled loan is never due.
  const settled = await lend(clients.c, '2026-11-01', 3_000_000);
  t.clock.set('2026-11-10T02:00:00Z');
  await w.pay(settled, {
    registeredOn: '2026-11-10',
    type: 'CASH',
    amount: settled.toRepay,
    action: 'REPAY',
  });
  const repaid = await w.action(w.tokens.staff, settled, 'repay', { repaidOn: '2026-11-10' });
  expect(repaid.statusCode, repaid.body).toBe(200);
  // Today: 2026-12-06, 09:00 in Ho Chi Minh City; access tokens live 15 minutes, so sign in now.
  t.clock.set('2026-12-06T02:00:00Z');
  collector = await login(['payment_reminder_access']);
  adjuster = await login(['value_adjustment_access']);
  w.tokens.staff = await login(['contract_access']);
  w.tokens.superuser = (
    await t.login(await buildUser(w.db, { branchIds: [w.branch.id], isSuperuser: true }))
  ).accessToken;
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('the payment-reminder channel', () => {
  it('should carry only events of the shape the domain declares for the console', () => {
    const carried = events.filter((event) => event.channel === 'payment-reminder');
    expect(carried.length).toBeGreaterThan(0);
    for (const event of carried) {
      expect(reminderLiveEvent.safeParse(event.data).success, JSON.stringify(event.data)).toBe(
        true,
      );
    }
  });
});

describe('access', () => {
  const routes = [
    { method: 'GET' as const, url: () => urlOf(reminderEndpoints.pastDueClients) },
    { method: 'GET' as const, url: () => urlOf(reminderEndpoints.summary) },
    {
      method: 'GET' as const,
      url: () => urlOf(reminderEndpoints.dueContracts, { id: clients.a.id }),
    },
    {
      method: 'GET' as const,
      url: () => urlOf(reminderEndpoints.results, { id: clients.a.id }),
    },
    {
      method: 'POST' as const,
      url: () => urlOf(reminderEndpoints.addResult, { id: clients.a.id }),
    },
    {
      method: 'POST' as const,
      url: () => urlOf(reminderEndpoints.setLiquidation, { id: loans.a1.id }),
    },
  ];

  it.each(routes.map((route) => [route.method, route]))(
    'should answer 401 without a token and 403 without payment_reminder_access (%s)',
    async (_method, route) => {
      const anonymous = await t.app.inject({ method: route.method, url: route.url() });
      expect(anonymous.statusCode).toBe(401);
      const staff = await t.as(w.tokens.staff, { method: route.method, url: route.url() });
      expect(staff.statusCode).toBe(403);
    },
  );

  it('should refuse a value adjustment to contract readers and accept it with value_adjustment_access', async () => {
    const url = urlOf(contractEndpoints.adjustValue, { id: loans.c1.id });
    const refused = await t.as(w.tokens.staff, {
      method: 'POST',
      url,
      payload: { adjustedAmount: 1_000_000 },
    });
    expect(refused.statusCode).toBe(403);
    const above = await t.as(adjuster, { method: 'POST', url, payload: { adjustedAmount: -1 } });
    expect([above.statusCode, above.json().error.code]).toEqual([
      400,
      errorCodes.newPriceGreaterOldPrice,
    ]);
    const adjusted = await t.as(adjuster, {
      method: 'POST',
      url,
      payload: { adjustedAmount: 4_000_000 },
    });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().data).toMatchObject({
      adjustedAmount: 4_000_000,
      hasValueAdjustment: true,
    });
    expect(adjusted.json().data.asset.storedOn).toBe('2026-11-03');
  });
});

describe('GET /v2/past-due-clients/', () => {
  it.each([
    ['pageSize=15'],
    ['sortedList=phone'],
    ['sortedList=name&sortedList=-name'],
    ['minApprovedAmount=20&maxApprovedAmount=10'],
    ['minApprovedAmount=-1'],
    ['fromDate=2026-12-05&toDate=2026-12-01'],
    ['hasValueAdjustment=2'],
    ['branches=abc'],
  ])('should answer 400 for %s', async (query) => {
    const response = await get(urlOf(reminderEndpoints.pastDueClients, {}, query));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should answer 400 with the date code for an impossible date', async () => {
    const response = await get(
      urlOf(reminderEndpoints.pastDueClients, {}, { toDate: '2026-13-45' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidDateFormat);
  });

  it('should list clients with a contract due by today, latest due first', async () => {
    const page = await list();
    expect(ids(page)).toEqual([clients.d.id, clients.a.id, clients.c.id, clients.b.id]);
    expect(page.total).toBe(4);
    expect(page.loanBalance).toBe(193_000_000);
    const a = page.items.find((item) => item.id === clients.a.id) as PastDueClientDto;
    expect(a).toMatchObject({
      finfluxId: clients.a.finfluxId,
      nameVi: `${clients.a.lastName} A`,
      numberOfDueContracts: 2,
      latestDate: '2026-12-03',
      lateDays: 5,
      totalApprovedAmount: 15_000_000,
      loanBalance: 15_000_000,
      totalPrincipalAmount: 15_000_000,
      hasValueAdjustment: false,
      lastResult: null,
    });
  });

  it('should sort on several columns in the order given', async () => {
    const byLoans = await list('&sortedList=-total_loans&sortedList=name');
    expect(ids(byLoans)).toEqual([clients.a.id, clients.b.id, clients.c.id, clients.d.id]);
    const byDue = await list('&sortedList=due_date_latest&sortedList=-mifos_id');
    expect(ids(byDue)).toEqual([clients.b.id, clients.c.id, clients.a.id, clients.d.id]);
  });

  it('should page with the total and balance of every page', async () => {
    const response = await get(
      urlOf(reminderEndpoints.pastDueClients, {}, { pageSize: 10, page: 2 }),
    );
    expect(response.json().data).toMatchObject({ items: [], total: 4, loanBalance: 193_000_000 });
    const first = await get(
      urlOf(reminderEndpoints.pastDueClients, {}, { pageSize: 5, sortedList: 'name' }),
    );
    expect(first.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      clients.a.id,
      clients.b.id,
      clients.c.id,
      clients.d.id,
    ]);
  });

  it('should narrow consistently under every filter', async () => {
    const all = new Set(ids(await list()));
    const otherBranch = await buildBranch(w.db);
    const cases: [string, number[]][] = [
      ['&fromDate=2026-12-01&toDate=2026-12-01', [clients.a.id, clients.b.id]],
      ['&fromDate=2026-12-02&toDate=2026-12-04', [clients.a.id, clients.c.id]],
      ['&toDate=2026-12-02', [clients.a.id, clients.b.id]],
      ['&minTotalApprovedAmount=100000000', [clients.b.id]],
      ['&minApprovedAmount=9000000&maxApprovedAmount=20000000', [clients.c.id, clients.a.id]],
      ['&hasValueAdjustment=1', [clients.c.id]],
      ['&hasValueAdjustment=0', [clients.d.id, clients.a.id, clients.b.id]],
      [`&branches=${w.branch.id}&branches=${otherBranch.id}`, [...all]],
      [`&branches=${otherBranch.id}`, []],
      [`&terms=${clients.b.primaryPhone}`, [clients.b.id]],
      [`&terms=${clients.a.finfluxId}`, [clients.a.id]],
    ];
    for (const [query, expected] of cases) {
      const page = await list(query);
      expect(new Set(ids(page)), query).toEqual(new Set(expected));
      expect(page.total, query).toBe(expected.length);
      for (const id of ids(page)) {
        expect(all.has(id), query).toBe(true);
      }
    }
    // A client's figures add up only the contracts the filter keeps (a2 lent 5,000,000).
    const narrowed = await list('&minApprovedAmount=9000000');
    const a = narrowed.items.find((item) => item.id === clients.a.id);
    expect(a).toMatchObject({ numberOfDueContracts: 1, totalApprovedAmount: 10_000_000 });
    expect(narrowed.loanBalance).toBe(
      narrowed.items.reduce((sum, item) => sum + item.loanBalance, 0),
    );
  });

  it('should count only the asset types asked for', async () => {
    const everyType = await t.as(collector, { method: 'GET', url: urlOf(referenceEndpoints.misc) });
    const typeIds: number[] = everyType
      .json()
      .data.assetTypes.map((type: { id: number }) => type.id);
    const matched = new Set<number>();
    for (const typeId of typeIds) {
      for (const id of ids(await list(`&assetTypes=${typeId}`))) {
        matched.add(id);
      }
    }
    expect(matched).toEqual(new Set(ids(await list())));
  });
});

describe('GET /v2/past-due-clients/summary/', () => {
  it('should answer 400 for a reversed date range', async () => {
    const response = await get(
      urlOf(reminderEndpoints.summary, {}, { fromDate: '2026-12-06', toDate: '2026-12-01' }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('should group the due contracts by lateness, adding up to the list', async () => {
    const answer = await summary();
    expect(answer.today.total).toBe(1);
    expect(answer.late1Day.total).toBe(0);
    expect(answer.late2To3Days.total).toBe(2);
    expect(answer.late4To5Days.total).toBe(2);
    expect(answer.lateOver5Days.total).toBe(0);
    const page = await list();
    const groups = latenessGroups.map((group) => answer[group]);
    const sum = (pick: (g: (typeof groups)[number]) => number) =>
      groups.reduce((total, g) => total + pick(g), 0);
    expect(answer.numberOfPastDueClients).toBe(page.total);
    expect(answer.numberOfDueContracts).toBe(sum((g) => g.total));
    expect(answer.numberOfDueContracts).toBe(
      page.items.reduce((total, item) => total + item.numberOfDueContracts, 0),
    );
    expect(sum((g) => g.loanBalance)).toBe(page.loanBalance);
    for (const field of [
      'totalOutstandingAmount',
      'totalInterestAmount',
      'totalOverdueAmount',
    ] as const) {
      expect(
        sum((g) => g[field]),
        field,
      ).toBe(page.items.reduce((total, item) => total + item[field], 0));
    }
  });

  it('should count lateness to the filter end date', async () => {
    const answer = await summary('toDate=2026-12-03');
    expect(answer.today.total).toBe(2);
    expect(answer.late2To3Days.total).toBe(2);
    expect(answer.numberOfDueContracts).toBe(4);
  });
});

describe('GET /v2/clients/{id}/due-contracts/', () => {
  it('should answer 404 for an unknown client and 400 for a bad page size', async () => {
    expect((await get('/crm/api/v2/clients/999999/due-contracts/')).statusCode).toBe(404);
    expect(
      (await get(urlOf(reminderEndpoints.dueContracts, { id: clients.a.id }, { pageSize: 0 })))
        .statusCode,
    ).toBe(400);
  });

  it('should show each due contract exactly as its detail, with its renew and redeem amounts', async () => {
    const items = await dueContracts(clients.a.id);
    expect(items.map((item) => item.id)).toEqual([loans.a1.id, loans.a2.id]);
    for (const item of items) {
      const detail = (await w.get(item, w.tokens.superuser)).data;
      const { allowedActions: _a, ...expected } = detail;
      expect(item).toMatchObject(expected);
      expect(item.renewAmount).toBe(detail.toRenew);
      expect(item.redeemAmount).toBe(detail.toRepay);
      expect(item).toMatchObject({ isInactive: false, isExtra: false, canToggleLiquidation: true });
    }
    const [a1] = items;
    // 10,000,000 at 5 % for 30 days, 5 days late: 500,000 interest, 5 × 500,000 ÷ 30 overdue.
    expect(a1).toMatchObject({ lateDays: 5, interestAmount: 500_000, overdueFee: 83_000 });
    expect(a1?.redeemAmount).toBe(10_583_000);
  });

  it('should total the list figures from the same contracts', async () => {
    const items = await dueContracts(clients.a.id);
    const [a] = (await list(`&terms=${clients.a.finfluxId}`)).items;
    const sum = (pick: (item: DueContractDto) => number) =>
      items.reduce((total, item) => total + pick(item), 0);
    expect(a).toMatchObject({
      totalOutstandingAmount: sum((item) => item.redeemAmount),
      totalOverdueAmount: sum((item) => item.overdueFee),
      totalInterestAmount: sum((item) => item.interestAmount + item.roundingFee),
      totalPrincipalAmount: sum((item) => item.principalAmount),
    });
  });

  it('should mark contracts due after the filter end extra and page on request', async () => {
    const items = await dueContracts(clients.a.id, '&toDate=2026-12-06&filterEnd=2026-12-02');
    expect(items.map((item) => [item.id, item.isExtra])).toEqual([
      [loans.a1.id, false],
      [loans.a2.id, true],
    ]);
    const early = await dueContracts(clients.a.id, '&toDate=2026-12-02');
    expect(early.map((item) => item.id)).toEqual([loans.a1.id]);
    const paged = await get(
      urlOf(reminderEndpoints.dueContracts, { id: clients.a.id }, { pageSize: 1, page: 2 }),
    );
    expect(paged.json().data).toMatchObject({ total: 2, items: [{ id: loans.a2.id }] });
  });
});

describe('payment reminder results', () => {
  it('should refuse a result without its required pickers or with unknown ones', async () => {
    const l = await lookups();
    const url = urlOf(reminderEndpoints.addResult, { id: clients.a.id });
    const missing = await t.as(collector, {
      method: 'POST',
      url,
      payload: { statusId: l.status('CONTACTED'), clientAttitudeId: l.attitude('COOPERATIVE') },
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.as(collector, {
      method: 'POST',
      url,
      payload: {
        statusId: 99_999,
        clientAttitudeId: l.attitude('COOPERATIVE'),
        nextActionId: l.action('CALL_AGAIN'),
      },
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([
      400,
      errorCodes.invalidRequest,
    ]);
    const nobody = await t.as(collector, {
      method: 'POST',
      url: '/crm/api/v2/clients/999999/payment-reminder-results/',
      payload: {
        statusId: l.status('CONTACTED'),
        clientAttitudeId: l.attitude('COOPERATIVE'),
        nextActionId: l.action('CALL_AGAIN'),
      },
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('should save a result, list it newest first, show it as the last result and announce it', async () => {
    const l = await lookups();
    const url = urlOf(reminderEndpoints.addResult, { id: clients.a.id });
    const post = (payload: object) => t.as(collector, { method: 'POST', url, payload });
    const first = await post({
      statusId: l.status('NOT_REACHABLE'),
      clientAttitudeId: l.attitude('UNKNOWN'),
      nextActionId: l.action('CALL_AGAIN'),
      nextActionAt: '2026-12-06T08:00:00+07:00',
    });
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(60_000);
    const second = await post({
      statusId: l.status('PROMISED_TO_PAY'),
      clientAttitudeId: l.attitude('COOPERATIVE'),
      nextActionId: l.action('WAIT_PAYMENT'),
      nextActionAt: '2026-12-08T01:00:00Z',
      paymentDate: '2026-12-08',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({
      clientId: clients.a.id,
      status: { key: 'PROMISED_TO_PAY' },
      clientAttitude: { key: 'COOPERATIVE' },
      nextAction: { key: 'WAIT_PAYMENT' },
      nextActionAt: '2026-12-08T01:00:00.000Z',
      paymentDate: '2026-12-08',
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
    });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        channel: 'payment-reminder',
        data: {
          type: 'payment-reminder-result',
          client: { id: clients.a.id, finfluxId: clients.a.finfluxId },
          result: { id: second.json().data.id, nextActionAt: '2026-12-08T01:00:00Z' },
        },
      }),
    );
    const history = await get(urlOf(reminderEndpoints.results, { id: clients.a.id }));
    expect(history.json().data.total).toBe(2);
    expect(
      history.json().data.items.map((item: { status: { key: string } }) => item.status.key),
    ).toEqual(['PROMISED_TO_PAY', 'NOT_REACHABLE']);
    const [a] = (await list(`&terms=${clients.a.finfluxId}`)).items;
    expect(a?.lastResult).toMatchObject({ id: second.json().data.id, paymentDate: '2026-12-08' });
  });

  it('should count appointments and out-of-reach contracts from each client newest result', async () => {
    const l = await lookups();
    const reached = await t.as(collector, {
      method: 'POST',
      url: urlOf(reminderEndpoints.addResult, { id: clients.b.id }),
      payload: {
        statusId: l.status('WRONG_NUMBER'),
        clientAttitudeId: l.attitude('UNKNOWN'),
        nextActionId: l.action('VISIT'),
      },
    });
    expect(reached.statusCode).toBe(200);
    const answer = await summary();
    // a1 (5 days) and a2 (3 days) belong to a promise; b1 (5 days) is out of reach.
    expect(answer.late4To5Days).toMatchObject({ total: 2, appointments: 1, outOfReach: 1 });
    expect(answer.late2To3Days).toMatchObject({ total: 2, appointments: 1, outOfReach: 0 });
    expect(answer.numberOfAppointments).toBe(2);
  });
});

describe('POST /v2/contracts/{id}:set-liquidation/', () => {
  const toggle = (contract: ContractDto, waitingToLiquidize: unknown) =>
    t.as(collector, {
      method: 'POST',
      url: urlOf(reminderEndpoints.setLiquidation, { id: contract.id }),
      payload: { waitingToLiquidize },
    });

  it('should refuse a bad body and a contract that is not overdue', async () => {
    expect((await toggle(loans.a1, 'yes')).statusCode).toBe(400);
    const due = await toggle(loans.d1, true);
    expect([due.statusCode, due.json().error.code]).toEqual([409, errorCodes.contractNotOverdue]);
  });

  it('should switch an overdue contract asset to waiting to liquidize and back, audited and announced', async () => {
    const waiting = await toggle(loans.a1, true);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data.asset.status).toBe('WAITING_TO_LIQUIDIZE');
    const [a1] = await dueContracts(clients.a.id);
    expect(a1).toMatchObject({ isInactive: true, waitingToLiquidize: true });
    const [a] = (await list(`&terms=${clients.a.finfluxId}`)).items;
    expect(a?.waitingToLiquidize).toBe(true);
    await vi.waitFor(() =>
      expect(
        events.some(
          (event) =>
            event.data.type === 'contract' &&
            (event.data.contract as { id: number }).id === loans.a1.id,
        ),
      ).toBe(true),
    );
    const back = await toggle(loans.a1, false);
    expect(back.json().data.asset.status).toBe('IN_STORAGE');
    const audits = await w.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'asset.liquidation-toggled'),
          eq(auditEvents.entityId, String(loans.a1.asset.id)),
        ),
      );
    expect(audits.map((row) => row.after)).toEqual([
      { status: 'WAITING_TO_LIQUIDIZE', contractId: loans.a1.id },
      { status: 'IN_STORAGE', contractId: loans.a1.id },
    ]);
  });
});

describe('promises to pay and the call-now view (issue 16 item 6)', () => {
  /** A result saved at `createdAt` (earlier days than the test clock): inserted as the service would. */
  async function pastResult(
    client: Client,
    createdAt: string,
    values: { paymentDate?: string; nextActionAt?: string },
  ) {
    const l = await lookups();
    await w.db.insert(reminderResults).values({
      clientId: client.id,
      statusId: l.status('PROMISED_TO_PAY'),
      attitudeId: l.attitude('COOPERATIVE'),
      nextActionId: l.action('WAIT_PAYMENT'),
      paymentDate: values.paymentDate ?? null,
      nextActionAt: values.nextActionAt ? new Date(values.nextActionAt) : null,
      createdAt: new Date(createdAt),
    });
  }

  beforeAll(async () => {
    // c promised on 02/12 to pay by 04/12 and did not: broken. d promised the same and paid on
    // 03/12: kept. a promised today for 08/12 (the results test): open. b never promised.
    await pastResult(clients.c, '2026-12-02T03:00:00Z', {
      paymentDate: '2026-12-04',
      nextActionAt: '2026-12-05T01:00:00Z',
    });
    await pastResult(clients.d, '2026-12-02T03:00:00Z', {
      paymentDate: '2026-12-04',
      nextActionAt: '2026-12-06T01:00:00Z',
    });
    const paid = await w.pay(loans.d1, {
      registeredOn: '2026-12-03',
      type: 'CASH',
      amount: 1_000_000,
      action: 'REPAY',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('should answer 400 for an unknown promise state or call-now value, 401 and 403 as the list', async () => {
    for (const query of ['promise=late', 'callNow=2']) {
      const response = await get(urlOf(reminderEndpoints.pastDueClients, {}, query));
      expect([response.statusCode, response.json().error.code]).toEqual([
        400,
        errorCodes.invalidRequest,
      ]);
    }
    const summaryBad = await get(urlOf(reminderEndpoints.summary, {}, { promise: 'x' }));
    expect(summaryBad.statusCode).toBe(400);
    const url = urlOf(reminderEndpoints.pastDueClients, {}, { callNow: 1 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(w.tokens.staff, { method: 'GET', url })).statusCode).toBe(403);
  });

  it('should flag each client with its latest promise and its state', async () => {
    const byId = new Map((await list()).items.map((item) => [item.id, item]));
    expect(byId.get(clients.a.id)?.promise).toEqual({
      promisedOn: '2026-12-06',
      paymentDate: '2026-12-08',
      state: 'open',
    });
    expect(byId.get(clients.b.id)?.promise).toBeNull();
    expect(byId.get(clients.c.id)?.promise).toMatchObject({
      promisedOn: '2026-12-02',
      state: 'broken',
    });
    expect(byId.get(clients.d.id)?.promise).toMatchObject({ state: 'kept' });
  });

  it('should filter by promise state, each page agreeing with the flags, and narrow the summary alike', async () => {
    const all = await list();
    const promised = all.items.filter((item) => item.promise !== null);
    for (const state of ['open', 'kept', 'broken'] as const) {
      const page = await list(`&promise=${state}`);
      expect(page.items.every((item) => item.promise?.state === state)).toBe(true);
      expect(ids(page).sort()).toEqual(
        promised
          .filter((item) => item.promise?.state === state)
          .map((item) => item.id)
          .sort(),
      );
      const narrowed = await summary(`promise=${state}`);
      expect(narrowed.numberOfPastDueClients).toBe(page.total);
      expect(narrowed.numberOfDueContracts).toBe(
        page.items.reduce((sum, item) => sum + item.numberOfDueContracts, 0),
      );
    }
    expect(ids(await list('&promise=kept'))).toEqual([clients.d.id]);
    expect(ids(await list('&promise=broken'))).toEqual([clients.c.id]);
  });

  it('should count kept and broken promises per lateness group', async () => {
    const answer = await summary();
    // d1 is due today (kept); c1 is 3 days late (broken).
    expect(answer.today).toMatchObject({ keptPromises: 1, brokenPromises: 0 });
    expect(answer.late2To3Days).toMatchObject({ keptPromises: 0, brokenPromises: 1 });
    const kept = latenessGroups.reduce((sum, group) => sum + answer[group].keptPromises, 0);
    const broken = latenessGroups.reduce((sum, group) => sum + answer[group].brokenPromises, 0);
    expect([kept, broken]).toEqual([1, 1]);
  });

  it('should list in the call-now view the clients whose next action time has come, soonest first', async () => {
    // c: 05/12 08:00, d: 06/12 08:00 (before now, 09:00); a: 08/12; b: no time.
    const page = await list('&callNow=1');
    expect(ids(page)).toEqual([clients.c.id, clients.d.id]);
    expect(page.total).toBe(2);
    // The call-now view keeps the other filters.
    expect(ids(await list('&callNow=1&promise=kept'))).toEqual([clients.d.id]);
  });
});
