import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket.ts';
import { type } from '../../../testing/form-helpers.ts';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  type FakeOrdersServer,
  fakeOrdersServer,
  orderFixture,
} from '../testing/fake-orders-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const listPath = '/api/v1/orders/';

const unclaimed = orderFixture({
  id: 102,
  phone: '0933333333',
  assetDescription: 'iPhone 15',
  step: 'unclaimed',
  stage: 'unclaimed',
  status: 'open',
  agent: null,
  dateClaim: null,
});
const campaign = orderFixture({
  id: 103,
  assetDescription: 'Vàng 1 chỉ',
  step: 'contact',
  stage: 'call_again_later',
  marketingCampaign: 'Tết 2027',
});

async function openList(path = '/orders', orders = [orderFixture(), unclaimed, campaign]) {
  const server = fakeOrdersServer(orders);
  signInAs(['order_access']);
  const app = renderApp(path);
  await screen.findByTitle(orders[0]?.assetDescription ?? '');
  return { ...app, server };
}

/** The query of the latest list request. */
function lastListQuery(server: FakeOrdersServer, path = listPath): URLSearchParams {
  const calls = server.callsTo('GET', path);
  const last = calls.at(-1);
  if (!last) {
    throw new Error('no list request');
  }
  return last.url.searchParams;
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
    const { server } = await openList();
    const query = lastListQuery(server);
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
    const { server } = await openList();
    fireEvent.click(screen.getByTestId('counter-pending'));
    await waitFor(() => expect(lastListQuery(server).getAll('step')).toEqual(['pending']));
    expect(screen.getByTestId('counter-pending').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('counter-pending'));
    await waitFor(() => expect(lastListQuery(server).getAll('step')).toEqual([]));
    fireEvent.click(screen.getByTestId('counter-contact'));
    await waitFor(() => expect(lastListQuery(server).getAll('step')).toEqual(['contact']));
    fireEvent.click(screen.getByTestId('counter-total'));
    await waitFor(() => expect(lastListQuery(server).getAll('step')).toEqual([]));
  });

  it('searches a phone number as phone and other text as term, on Enter', async () => {
    const { server } = await openList();
    const search = within(screen.getByTestId('order-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '0912 345 678' } });
    pressEnter(search);
    await waitFor(() => expect(lastListQuery(server).get('phone')).toBe('0912345678'));
    expect(lastListQuery(server).get('term')).toBeNull();
    fireEvent.change(search, { target: { value: 'Vision' } });
    pressEnter(search);
    await waitFor(() => expect(lastListQuery(server).get('term')).toBe('Vision'));
    expect(lastListQuery(server).get('phone')).toBeNull();
  });

  it('maps column sorting to the sort parameter', async () => {
    const { server } = await openList();
    const idHeader = screen.getByRole('columnheader', { name: /Mã đơn/ });
    fireEvent.click(idHeader);
    await waitFor(() =>
      expect(lastListQuery(server).get('sort')).toBe(
        'step_index,last_modify,-id,order_staff,order_name',
      ),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Lịch hẹn/ }));
    await waitFor(() =>
      expect(lastListQuery(server).get('sort')).toBe(
        'step_index,last_modify,-id,order_staff,order_name,appointment',
      ),
    );
  });

  it('uses the my-orders list on /my-orders', async () => {
    const { server } = await openList('/my-orders');
    expect(server.callsTo('GET', '/api/v1/my-orders/').length).toBeGreaterThan(0);
    expect(server.callsTo('GET', listPath)).toHaveLength(0);
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
    fakeOrdersServer([]);
    signInAs(['order_access']);
    renderApp('/orders');
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(
      'Không có đơn hàng nào',
    );
  });

  it('shows a load failure with a retry', async () => {
    const server = fakeOrdersServer([orderFixture()]);
    let isDown = true;
    server.override((call) =>
      isDown && call.url.pathname === listPath
        ? json(400, { error: { code: 1000, message: 'Bộ lọc không hợp lệ' } })
        : undefined,
    );
    signInAs(['order_access']);
    renderApp('/orders');
    const error = await screen.findByTestId('orders-error');
    expect(error.textContent).toContain('Bộ lọc không hợp lệ');
    isDown = false;
    fireEvent.click(within(error).getByTestId('orders-retry'));
    expect(await screen.findByTitle('Honda Vision 2020')).toBeTruthy();
  });

  it('opens campaign orders on their own page', async () => {
    const { router } = await openList();
    fireEvent.click(rowOf(103));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/103'));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
  });
});

describe('claiming (ORD-4)', () => {
  it('claims an unclaimed row without opening it', async () => {
    const { server } = await openList();
    expect(within(rowOf(101)).queryByText('Nhận đơn')).toBeNull();
    fireEvent.click(within(rowOf(102)).getByText('Nhận đơn'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/orders/102:claim/')).toHaveLength(1);
    expect(screen.queryByTestId('order-editor')).toBeNull();
    await waitFor(() => expect(within(rowOf(102)).queryByText('Nhận đơn')).toBeNull());
  });

  it('shows the message and refreshes the list when someone else claimed it first', async () => {
    const { server } = await openList();
    server.override((call) =>
      call.url.pathname === '/api/v1/orders/102:claim/'
        ? json(409, { error: { code: 1009, message: 'Đơn hàng đã được người khác nhận' } })
        : undefined,
    );
    const before = server.callsTo('GET', listPath).length;
    fireEvent.click(within(rowOf(102)).getByText('Nhận đơn'));
    expect(await screen.findByText('Đơn hàng đã được người khác nhận')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', listPath).length).toBeGreaterThan(before));
  });
});

describe('live updates (ORD-9)', () => {
  it('refetches the list and the open order silently, keeping the modal open', async () => {
    const { server } = await openList();
    await waitFor(() => expect(FakeSocket.created).toHaveLength(1));
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'ready' });
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: 'orders' });

    fireEvent.click(rowOf(101));
    const editor = await screen.findByTestId('order-editor');
    type(editor, 'order-asset-description', 'Honda Vision 2020, biển 29');
    const lists = server.callsTo('GET', listPath).length;
    const details = server.callsTo('GET', '/crm/api/v1/orders/101/').length;
    server.orders = server.orders.map((order) =>
      order.id === 102 ? { ...order, assetDescription: 'iPhone 15 Pro Max' } : order,
    );
    act(() => {
      socket.receive({
        type: 'event',
        channel: 'orders',
        data: { orderId: 102, action: 'updated' },
      });
    });
    expect(await screen.findByTitle('iPhone 15 Pro Max')).toBeTruthy();
    expect(server.callsTo('GET', listPath).length).toBe(lists + 1);
    await waitFor(() =>
      expect(server.callsTo('GET', '/crm/api/v1/orders/101/').length).toBe(details + 1),
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
    const server = fakeOrdersServer([orderFixture()]);
    server.notes.push(
      {
        id: 1,
        orderId: 101,
        content: 'Khách hẹn chiều mai',
        createdAt: '2026-11-20T08:30:00.000Z',
        createdBy: { firstName: 'An', lastName: 'Nguyễn Văn' },
      },
      {
        id: 2,
        orderId: 101,
        content: 'Đã gọi, chưa nghe máy',
        createdAt: '2026-11-21T01:15:00.000Z',
        createdBy: { firstName: 'Hoa', lastName: 'Trần Thị' },
      },
    );
    signInAs(['order_access']);
    renderApp('/orders');
    const card = await screen.findByTestId('order-card-101');
    expect(screen.queryByTestId('orders-table')).toBeNull();
    fireEvent.click(within(card).getByTestId('notes-101'));
    const notes = await screen.findAllByTestId('order-note');
    expect(notes.map((note) => note.textContent)).toEqual([
      '21/11/2026 08:15 · Trần Thị HoaĐã gọi, chưa nghe máy',
      '20/11/2026 15:30 · Nguyễn Văn AnKhách hẹn chiều mai',
    ]);
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });
});
