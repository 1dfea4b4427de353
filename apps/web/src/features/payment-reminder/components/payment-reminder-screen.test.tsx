import { businessDate } from '@pawndesk/domain/dates';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { reminderPresetWindow } from '@pawndesk/domain/reminders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket.ts';
import { misc2Fixture, miscFixture } from '../../../testing/fixtures/reference.ts';
import {
  dueContractFixture,
  pastDueClientFixture,
  reminderLookups,
} from '../../../testing/fixtures/reminder.ts';
import { choose, type } from '../../../testing/form-helpers.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { reminderStateKey } from '../model/list-state.ts';

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
  setViewportWidth(1440);
});

const branches = [
  { id: 1, code: 'HO', name: 'Hội sở', address: '' },
  { id: 2, code: 'CG', name: 'Chi nhánh Cầu Giấy', address: '' },
  { id: 8, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
];

const hung = pastDueClientFixture([dueContractFixture()]);
const lan = pastDueClientFixture(
  [
    dueContractFixture({
      id: 8,
      finfluxId: 5008,
      client: { id: 2, finfluxId: 1002, name: 'Trần Thị Lan', primaryPhone: '0987654321' },
    }),
  ],
  { hasValueAdjustment: true, waitingToLiquidize: true },
);

function stubReference(api: ReturnType<typeof stubApi>) {
  api.respond(referenceEndpoints.misc, miscFixture({ branches }));
  api.respond(referenceEndpoints.misc2, misc2Fixture(reminderLookups));
}

/** The list answers these clients whatever is asked. */
async function openList(clients = [hung, lan]) {
  const api = stubApi();
  stubReference(api);
  api.respond(reminderEndpoints.pastDueClients, {
    items: clients,
    total: clients.length,
    loanBalance: clients.reduce((sum, client) => sum + client.loanBalance, 0),
  });
  signInAs(['payment_reminder_access']);
  const app = renderApp('/payment-reminder');
  await screen.findByTestId(`reminder-row-${clients[0]?.id ?? 0}`);
  const lastQuery = () => {
    const last = api.calls(reminderEndpoints.pastDueClients).at(-1);
    if (!last) {
      throw new Error('no list request');
    }
    return last.query;
  };
  return { ...app, api, lastQuery };
}

const today = () => businessDate(new Date());

describe('payment reminder list (REM-1, REM-2)', () => {
  it('should show the count and loan balance and flag the rows', async () => {
    await openList();
    expect(screen.getByTestId('reminder-total').textContent).toBe('2');
    expect(screen.getByTestId('reminder-loan-balance').textContent).toBe('20');
    expect(screen.getByTestId(`flag-value-adjustment-${lan.id}`)).toBeTruthy();
    expect(screen.getByTestId(`flag-liquidize-${lan.id}`)).toBeTruthy();
    expect(screen.queryByTestId(`flag-liquidize-${hung.id}`)).toBeNull();
  });

  it('should send the default sort, page size 20 and every due contract to today', async () => {
    const { lastQuery } = await openList();
    expect(lastQuery().getAll('sortedList')).toEqual([
      '-due_date_latest',
      'mifos_id',
      'name',
      'total_loans',
    ]);
    expect(lastQuery().get('pageSize')).toBe('20');
    expect(lastQuery().get('toDate')).toBe(today());
    expect(lastQuery().get('fromDate')).toBeNull();
    expect(screen.getByTestId('sort-order-due_date_latest').textContent).toBe('1');
    expect(screen.getByTestId('sort-order-total_loans').textContent).toBe('4');
  });

  it('should flip, drop and re-add sort columns with their order numbers', async () => {
    const { lastQuery } = await openList();
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(lastQuery().getAll('sortedList')).toContain('-name'));
    fireEvent.click(screen.getByTestId('sort-mifos_id'));
    fireEvent.click(screen.getByTestId('sort-mifos_id'));
    await waitFor(() =>
      expect(lastQuery().getAll('sortedList')).toEqual([
        '-due_date_latest',
        '-name',
        'total_loans',
      ]),
    );
    expect(screen.queryByTestId('sort-order-mifos_id')).toBeNull();
    expect(screen.getByTestId('sort-order-total_loans').textContent).toBe('3');
    fireEvent.click(screen.getByTestId('sort-mifos_id'));
    await waitFor(() => expect(screen.getByTestId('sort-order-mifos_id').textContent).toBe('4'));
    expect(lastQuery().getAll('sortedList')).toEqual([
      '-due_date_latest',
      '-name',
      'total_loans',
      'mifos_id',
    ]);
  });

  it('should send search on Enter, the value-adjustment toggle and a preset window', async () => {
    const { lastQuery } = await openList();
    const input = within(screen.getByTestId('reminder-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: ' Lan ' } });
    expect(lastQuery().get('terms')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('terms')).toBe('Lan'));
    fireEvent.click(screen.getByTestId('reminder-value-adjustment'));
    await waitFor(() => expect(lastQuery().get('hasValueAdjustment')).toBe('1'));
    await choose(document.body, 'reminder-date-preset', 'Trễ 2–3 ngày');
    const range = reminderPresetWindow('late2To3Days', today());
    await waitFor(() => expect(lastQuery().get('toDate')).toBe(range.toDate));
    expect(lastQuery().get('fromDate')).toBe(range.fromDate);
  });

  it('should flag promises and ask for a promise state and the call-now view', async () => {
    const promised = pastDueClientFixture([dueContractFixture()], {
      promise: { promisedOn: '2026-11-20', paymentDate: '2026-11-23', state: 'broken' },
    });
    const { lastQuery } = await openList([promised, lan]);
    const flag = screen.getByTestId(`flag-promise-${promised.id}`);
    expect(flag.textContent).toBe('Lỡ hẹn 23/11/2026');
    expect(screen.queryByTestId(`flag-promise-${lan.id}`)).toBeNull();
    await choose(document.body, 'reminder-promise-filter', 'Lỡ hẹn');
    await waitFor(() => expect(lastQuery().get('promise')).toBe('broken'));
    fireEvent.click(screen.getByTestId('reminder-call-now'));
    await waitFor(() => expect(lastQuery().get('callNow')).toBe('1'));
    expect(lastQuery().get('promise')).toBe('broken');
    expect(screen.getByTestId('reminder-call-now-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reminder-call-now'));
    await waitFor(() => expect(lastQuery().get('callNow')).toBeNull());
  });

  it('should keep Filter disabled while an amount is invalid and send VND when valid', async () => {
    const { lastQuery } = await openList();
    fireEvent.click(screen.getByTestId('reminder-filter-toggle'));
    const box = screen.getByTestId('reminder-filter-box');
    const apply = within(box).getByTestId<HTMLButtonElement>('reminder-filter-apply');
    type(box, 'reminder-min-amount', 'abc');
    expect(apply.disabled).toBe(true);
    expect(within(box).getByTestId('reminder-amount-error').textContent).toBe(
      'Dữ liệu không phải là số',
    );
    type(box, 'reminder-min-amount', '1,2345');
    expect(apply.disabled).toBe(true);
    expect(within(box).getByTestId('reminder-amount-error').textContent).toBe(
      'Tối đa 3 chữ số thập phân',
    );
    type(box, 'reminder-min-amount', '1,5');
    type(box, 'reminder-max-amount', '1');
    expect(apply.disabled).toBe(true);
    type(box, 'reminder-max-amount', '2.25');
    expect(apply.disabled).toBe(false);
    await choose(box, 'reminder-branches', 'Chi nhánh Quận 1');
    expect(screen.queryByTitle('Hội sở')).toBeNull();
    fireEvent.click(apply);
    await waitFor(() => expect(lastQuery().get('minApprovedAmount')).toBe('1500000'));
    expect(lastQuery().get('maxApprovedAmount')).toBe('2250000');
    expect(lastQuery().getAll('branches')).toEqual(['8']);
  });

  it('should change the page size to 50 from page 1 and keep the state in session storage', async () => {
    const { lastQuery, unmount } = await openList();
    fireEvent.mouseDown(within(screen.getByTestId('reminder-pagination')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('50 / trang')).at(-1) as HTMLElement);
    await waitFor(() => expect(lastQuery().get('pageSize')).toBe('50'));
    expect(lastQuery().get('page')).toBe('1');
    unmount();
    expect(JSON.parse(window.sessionStorage.getItem(reminderStateKey) ?? '{}').pageSize).toBe(50);
    const again = await openList();
    expect(again.lastQuery().get('pageSize')).toBe('50');
  });

  it('should show the empty state and the load error with a retry', async () => {
    await openList([hung]);
    resetSession();
    const api = stubApi();
    stubReference(api);
    api.respond(reminderEndpoints.pastDueClients, refusal(500, 'Máy chủ lỗi', -1));
    signInAs(['payment_reminder_access']);
    renderApp('/payment-reminder');
    expect(await screen.findByTestId('reminder-error')).toBeTruthy();
    api.respond(reminderEndpoints.pastDueClients, { items: [], total: 0, loanBalance: 0 });
    fireEvent.click(within(screen.getByTestId('reminder-error')).getByRole('button'));
    expect(await screen.findByTestId('reminder-empty')).toBeTruthy();
  });

  it('should show the loading table while the list is on its way', async () => {
    const api = stubApi();
    stubReference(api);
    api.hold(reminderEndpoints.pastDueClients);
    signInAs(['payment_reminder_access']);
    renderApp('/payment-reminder');
    await screen.findByTestId('reminder-table');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(screen.queryByTestId('reminder-empty')).toBeNull();
  });

  it('should refetch silently on a payment-reminder live signal', async () => {
    const { api } = await openList();
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'ready' });
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'subscribe', channel: 'payment-reminder' }),
    );
    const before = api.calls(reminderEndpoints.pastDueClients).length;
    api.respond(reminderEndpoints.pastDueClients, {
      items: [hung, { ...lan, nameVi: 'Trần Thị Lan Anh' }],
      total: 2,
      loanBalance: 20_000_000,
    });
    act(() => {
      socket.receive({
        type: 'event',
        channel: 'payment-reminder',
        data: {
          type: 'payment-reminder-result',
          client: { id: 2, finfluxId: 1002 },
          result: { id: 9, nextActionAt: null },
        },
      });
    });
    expect(await screen.findByText('Trần Thị Lan Anh')).toBeTruthy();
    expect(api.calls(reminderEndpoints.pastDueClients).length).toBe(before + 1);
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('should show cards on a phone', async () => {
    setViewportWidth(390);
    const api = stubApi();
    stubReference(api);
    api.respond(reminderEndpoints.pastDueClients, { items: [hung], total: 1, loanBalance: 0 });
    signInAs(['payment_reminder_access']);
    renderApp('/payment-reminder');
    expect(await screen.findByTestId(`reminder-card-${hung.id}`)).toBeTruthy();
    expect(screen.queryByTestId('reminder-table')).toBeNull();
  });
});
