import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import type { OrderDto, OrderListDto } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { claimChange } from '@pawndesk/domain/orders';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket.ts';
import {
  lockedByMe,
  me,
  orderFixture,
  orderListAnswer,
  orderNoteFixture,
  unclaimedOrder,
} from '../../../testing/fixtures/order.ts';
import { misc2Fixture, miscFixture, validators } from '../../../testing/fixtures/reference.ts';
import { type } from '../../../testing/form-helpers.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: the queries the list sends and how it shows the answers (counters as the server states
// them). Claiming, locking and the counters over real orders run on the real server in
// orders.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const unclaimed = unclaimedOrder({
  id: 102,
  phone: '0933333333',
  assetDescription: 'iPhone 15',
});
const campaign = orderFixture({
  id: 103,
  assetDescription: 'Vàng 1 chỉ',
  step: 'contact',
  stage: 'call_again_later',
  marketingCampaign: 'Tết 2027',
});
const defaultOrders = [orderFixture(), unclaimed, campaign];

/** What the server counts for defaultOrders: one unclaimed, one pending, one in contact. */
const defaultCounts = { countUnclaimed: 1, countPending: 1, countContact: 1 };

/** The calls of the list, its editor and the order page, answered for these orders. */
function serveOrders(orders: OrderDto[], counts: Partial<OrderListDto> = {}): StubApi {
  const api = stubApi();
  const list = orderListAnswer(orders, counts);
  api.respond(orderEndpoints.list, list);
  api.respond(orderEndpoints.myList, list);
  for (const order of orders) {
    api.respond(orderEndpoints.detail, { id: order.id }, order);
    api.respond(orderEndpoints.lock, { id: order.id }, lockedByMe(order));
    api.respond(orderEndpoints.unlock, { id: order.id }, order);
  }
  api.respond(orderEndpoints.notes, { items: [], total: 0 });
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.validators, { items: validators });
  return api;
}

async function openList(path = '/orders', orders = defaultOrders) {
  const api = serveOrders(orders, defaultCounts);
  signInAs(['order_access']);
  const app = renderApp(path);
  await screen.findByTitle(orders[0]?.assetDescription ?? '');
  return { ...app, api };
}

/** The query of the latest list request. */
function lastListQuery(api: StubApi, endpoint = orderEndpoints.list): URLSearchParams {
  const last = api.calls(endpoint).at(-1);
  if (!last) {
    throw new Error('no list request');
  }
  return last.query;
}

/** antd inputs take one Enter per key press: the key must come up again. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

function rowOf(id: number): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${id}"]`);
  if (!(row instanceof HTMLElement)) {
    throw new Error(`row ${id} not found`);
  }
  return row;
}

describe('orders list (ORD-1)', () => {
  it('asks for page 1 of 20 in the default sort and shows the counters', async () => {
    const { api } = await openList();
    const query = lastListQuery(api);
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('sort')).toBe('step_index,last_modify,id,order_staff,order_name');
    expect(query.getAll('step')).toEqual([]);
    const counters = screen.getByTestId('order-counters');
    expect(within(counters).getByTestId('counter-unclaimed').textContent).toBe('1Chưa nhận');
    expect(within(counters).getByTestId('counter-total').textContent).toBe('3Tổng');
    // The default sort is shown on its columns.
    expect(document.querySelectorAll('th[aria-sort="ascending"]')).toHaveLength(5);
    expect(within(rowOf(101)).getByText('15 / 12,5')).toBeTruthy();
    expect(within(rowOf(101)).getByText('Đã nhận đơn')).toBeTruthy();
    expect(within(rowOf(101)).getByText('Đang xử lý')).toBeTruthy();
  });

  it('filters by a counter step, and a second click (or total) clears it', async () => {
    const { api } = await openList();
    fireEvent.click(screen.getByTestId('counter-pending'));
    await waitFor(() => expect(lastListQuery(api).getAll('step')).toEqual(['pending']));
    expect(screen.getByTestId('counter-pending').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('counter-pending'));
    await waitFor(() => expect(lastListQuery(api).getAll('step')).toEqual([]));
    fireEvent.click(screen.getByTestId('counter-contact'));
    await waitFor(() => expect(lastListQuery(api).getAll('step')).toEqual(['contact']));
    fireEvent.click(screen.getByTestId('counter-total'));
    await waitFor(() => expect(lastListQuery(api).getAll('step')).toEqual([]));
  });

  it('searches a phone number as phone and other text as term, on Enter', async () => {
    const { api } = await openList();
    const search = within(screen.getByTestId('order-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '0912 345 678' } });
    pressEnter(search);
    await waitFor(() => expect(lastListQuery(api).get('phone')).toBe('0912345678'));
    expect(lastListQuery(api).get('term')).toBeNull();
    fireEvent.change(search, { target: { value: 'Vision' } });
    pressEnter(search);
    await waitFor(() => expect(lastListQuery(api).get('term')).toBe('Vision'));
    expect(lastListQuery(api).get('phone')).toBeNull();
  });

  it('maps column sorting to the sort parameter', async () => {
    const { api } = await openList();
    const idHeader = screen.getByRole('columnheader', { name: /Mã đơn/ });
    fireEvent.click(idHeader);
    await waitFor(() =>
      expect(lastListQuery(api).get('sort')).toBe(
        'step_index,last_modify,-id,order_staff,order_name',
      ),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Lịch hẹn/ }));
    await waitFor(() =>
      expect(lastListQuery(api).get('sort')).toBe(
        'step_index,last_modify,-id,order_staff,order_name,appointment',
      ),
    );
  });

  it('uses the my-orders list on /my-orders', async () => {
    const { api } = await openList('/my-orders');
    expect(api.calls(orderEndpoints.myList).length).toBeGreaterThan(0);
    expect(api.calls(orderEndpoints.list)).toHaveLength(0);
    expect(screen.getByTestId('my-orders-screen')).toBeTruthy();
  });

  it('opens the new-order form over the list on /create-order, and returns to /orders on close', async () => {
    const { router } = await openList('/create-order');
    const modal = await screen.findByTestId('order-modal');
    expect(within(modal).getByTestId('order-phone')).toBeTruthy();
    fireEvent.click(within(modal).getByTestId('order-cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('says so when there are no orders', async () => {
    serveOrders([]);
    signInAs(['order_access']);
    renderApp('/orders');
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(
      'Không có đơn hàng nào',
    );
  });

  it('shows a load failure with a retry', async () => {
    const api = serveOrders([orderFixture()]);
    api.respond(orderEndpoints.list, refusal(400, 'Bộ lọc không hợp lệ'));
    signInAs(['order_access']);
    renderApp('/orders');
    const error = await screen.findByTestId('orders-error');
    expect(error.textContent).toContain('Bộ lọc không hợp lệ');
    // The server answers again.
    api.respond(orderEndpoints.list, orderListAnswer([orderFixture()], { countPending: 1 }));
    fireEvent.click(within(error).getByTestId('orders-retry'));
    expect(await screen.findByTitle('Honda Vision 2020')).toBeTruthy();
  });

  it('opens campaign orders on their own page', async () => {
    const { router, api } = await openList();
    // The order page lists the calls with the order's number.
    api.respond(callEndpoints.list, { items: [], total: 0 });
    fireEvent.click(rowOf(103));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/103'));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
  });
});

describe('claiming (ORD-4)', () => {
  it('claims an unclaimed row without opening it', async () => {
    const { api } = await openList();
    api.respond(
      orderEndpoints.claim,
      { id: 102 },
      {
        ...unclaimed,
        ...claimChange,
        agent: me,
        dateClaim: '2026-11-21T02:00:00.000Z',
      },
    );
    expect(within(rowOf(101)).queryByText('Nhận đơn')).toBeNull();
    fireEvent.click(within(rowOf(102)).getByText('Nhận đơn'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    expect(api.calls(orderEndpoints.claim, { id: 102 })).toHaveLength(1);
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });

  it('shows the message and refreshes the list when someone else claimed it first', async () => {
    const { api } = await openList();
    api.respond(orderEndpoints.claim, refusal(409, 'Đơn hàng đã được người khác nhận'));
    const before = api.calls(orderEndpoints.list).length;
    fireEvent.click(within(rowOf(102)).getByText('Nhận đơn'));
    expect(await screen.findByText('Đơn hàng đã được người khác nhận')).toBeTruthy();
    await waitFor(() => expect(api.calls(orderEndpoints.list).length).toBeGreaterThan(before));
  });
});

describe('live updates (ORD-9)', () => {
  it('refetches the list and the open order silently, keeping the modal open', async () => {
    const { api } = await openList();
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'ready' });
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: 'orders' });

    fireEvent.click(rowOf(101));
    const editor = await screen.findByTestId('order-editor');
    type(editor, 'order-asset-description', 'Honda Vision 2020, biển 29');
    const lists = api.calls(orderEndpoints.list).length;
    const details = api.calls(orderEndpoints.detail, { id: 101 }).length;
    // Someone changed order 102: the server now lists it so.
    api.respond(
      orderEndpoints.list,
      orderListAnswer(
        defaultOrders.map((order) =>
          order.id === 102 ? { ...order, assetDescription: 'iPhone 15 Pro Max' } : order,
        ),
        defaultCounts,
      ),
    );
    act(() => {
      socket.receive({
        type: 'event',
        channel: 'orders',
        data: { orderId: 102, action: 'updated' },
      });
    });
    expect(await screen.findByTitle('iPhone 15 Pro Max')).toBeTruthy();
    expect(api.calls(orderEndpoints.list).length).toBe(lists + 1);
    await waitFor(() =>
      expect(api.calls(orderEndpoints.detail, { id: 101 }).length).toBe(details + 1),
    );
    // The modal is the same one, with what was typed, and no spinner covered anything.
    expect(screen.getByTestId('order-editor')).toBe(editor);
    expect(within(editor).getByTestId<HTMLTextAreaElement>('order-asset-description').value).toBe(
      'Honda Vision 2020, biển 29',
    );
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });
});

describe('mobile (< 768 px)', () => {
  it('shows cards, each with its notes', async () => {
    setViewportWidth(375);
    const api = serveOrders([orderFixture()]);
    const notes = [
      orderNoteFixture({ id: 1 }),
      orderNoteFixture({
        id: 2,
        content: 'Đã gọi, chưa nghe máy',
        createdAt: '2026-11-21T01:15:00.000Z',
        createdBy: { firstName: 'Hoa', lastName: 'Trần Thị' },
      }),
    ];
    api.respond(orderEndpoints.notes, { items: notes, total: notes.length });
    signInAs(['order_access']);
    renderApp('/orders');
    const card = await screen.findByTestId('order-card-101');
    expect(screen.queryByTestId('orders-table')).toBeNull();
    fireEvent.click(within(card).getByTestId('notes-101'));
    const shown = await screen.findAllByTestId('order-note');
    expect(api.calls(orderEndpoints.notes)[0]?.query.get('orderId')).toBe('101');
    expect(shown.map((note) => note.textContent)).toEqual([
      '21/11/2026 08:15 · Trần Thị HoaĐã gọi, chưa nghe máy',
      '20/11/2026 15:30 · Nguyễn Văn AnKhách hẹn chiều mai',
    ]);
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });
});
