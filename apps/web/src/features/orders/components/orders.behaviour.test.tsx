import { endpointUrl } from '@pawndesk/domain/endpoint';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { seedReference } from '../../../../../server/src/db/seed/seed-reference.ts';
import { buildOrder } from '../../../../../server/src/testing/factories.ts';
import { choose, type } from '../../../testing/form-helpers.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process: claiming moves an order and its counters, the
// working-agent lock keeps a colleague out, a new order is counted and listed, and the order page
// shows what the server stored. One server for the file; the tests read counters as differences
// and work on orders of their own.

let server: RealServer;
/** A colleague's token, for the locks the console runs into. */
let colleague: string;

beforeAll(async () => {
  server = await startRealServer();
  await seedReference(server.db);
  colleague = await server.login(['order_access']);
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  await server.signIn(['order_access']);
});

function counter(step: string): number {
  return Number(/^\d+/.exec(screen.getByTestId(`counter-${step}`).textContent ?? '')?.[0]);
}

function rowOf(id: number): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${id}"]`);
  if (!(row instanceof HTMLElement)) {
    throw new Error(`row ${id} not found`);
  }
  return row;
}

function asColleague(method: 'POST' | 'DELETE', id: number) {
  return server.test.as(colleague, {
    method,
    url: endpointUrl(method === 'POST' ? orderEndpoints.lock : orderEndpoints.unlock, { id }),
  });
}

describe('orders list on the real server (ORD-1, ORD-4)', () => {
  it('claims an unclaimed row: it leaves the unclaimed counter and offers no claim any more', async () => {
    const order = await buildOrder(server.db, { assetDescription: 'Nokia 8210 cổ' });
    renderApp('/orders');
    await screen.findByTitle('Nokia 8210 cổ');
    const unclaimedBefore = counter('unclaimed');
    const pendingBefore = counter('pending');
    fireEvent.click(within(rowOf(order.id)).getByText('Nhận đơn'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    await waitFor(() => expect(within(rowOf(order.id)).queryByText('Nhận đơn')).toBeNull());
    await waitFor(() => expect(counter('unclaimed')).toBe(unclaimedBefore - 1));
    expect(counter('pending')).toBe(pendingBefore + 1);
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });

  it('opens an order a colleague is working on read-only, and editable once released', async () => {
    const order = await buildOrder(server.db, {
      assetDescription: 'Honda Lead 2019',
      step: 'pending',
      stage: 'order_claimed',
      status: 'in_progress',
    });
    expect((await asColleague('POST', order.id)).statusCode).toBe(200);
    renderApp('/orders');
    fireEvent.click(await screen.findByTitle('Honda Lead 2019'));
    const editor = await screen.findByTestId('order-editor');
    expect((await within(editor).findByTestId('order-locked')).textContent).toBe(
      'Đang được xử lý bởi Nguyễn Văn An',
    );
    expect(within(editor).queryByTestId('order-save')).toBeNull();
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());

    expect((await asColleague('DELETE', order.id)).statusCode).toBe(200);
    fireEvent.click(screen.getByTitle('Honda Lead 2019'));
    const reopened = await screen.findByTestId('order-editor');
    expect((await within(reopened).findByTestId('working-agent-tag')).textContent).toContain(
      'Bạn đang xử lý đơn này',
    );
    expect(within(reopened).getByTestId('order-save')).toBeTruthy();
    // While the console holds the lock, the colleague is refused; closing gives it back.
    expect((await asColleague('POST', order.id)).statusCode).toBe(409);
    fireEvent.click(within(reopened).getByTestId('order-cancel'));
    await waitFor(async () => expect((await asColleague('POST', order.id)).statusCode).toBe(200));
  });

  it('lists and counts a new order without a reload', async () => {
    renderApp('/orders');
    await screen.findByTestId('order-counters');
    await waitFor(() => expect(Number.isNaN(counter('total'))).toBe(false));
    const totalBefore = counter('total');
    const unclaimedBefore = counter('unclaimed');
    fireEvent.click(await screen.findByTestId('order-new'));
    const form = await screen.findByTestId('order-form');
    type(form, 'order-phone', '0912345678');
    await choose(form, 'order-source', 'Hotline');
    await choose(form, 'order-asset-type', 'Ô tô');
    type(form, 'order-asset-description', 'Toyota Vios 2019');
    type(form, 'order-required-amount', '150.5');
    fireEvent.click(screen.getByTestId('order-save'));
    expect(await screen.findByText('Đã tạo đơn hàng.')).toBeTruthy();
    expect(await screen.findByTitle('Toyota Vios 2019')).toBeTruthy();
    await waitFor(() => expect(counter('total')).toBe(totalBefore + 1));
    expect(counter('unclaimed')).toBe(unclaimedBefore + 1);
  });
});

describe('order-detail page on the real server (ORD-8)', () => {
  it('claims the order from the page', async () => {
    const order = await buildOrder(server.db, { marketingCampaign: 'Tết 2027' });
    renderApp(`/orders/${order.id}`);
    const page = await screen.findByTestId('order-detail');
    fireEvent.click(await within(page).findByTestId('order-claim'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    await waitFor(() => expect(within(page).queryByTestId('order-claim')).toBeNull());
    expect(within(page).getByTestId('order-heading-stage').textContent).toBe('Đã nhận đơn');
  });

  it('adds a note on Enter or the send icon, never an empty one, newest first', async () => {
    const order = await buildOrder(server.db, { marketingCampaign: 'Tết 2027' });
    // The notes are dated by the server's clock.
    server.test.clock.set('2026-11-21T05:00:00Z');
    onTestFinished(() => server.test.clock.set(new Date()));
    renderApp(`/orders/${order.id}`);
    const page = await screen.findByTestId('order-detail');
    const notes = within(page).getByTestId('order-notes');
    const input = within(notes).getByTestId('order-note-input');
    const posts = () =>
      server.requests.filter(
        (request) =>
          request.method === 'POST' &&
          request.url.pathname === endpointUrl(orderEndpoints.addNote, {}),
      );
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
    fireEvent.click(within(notes).getByTestId('order-note-send'));
    expect(posts()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Khách muốn vay 20 triệu' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
    expect(await within(notes).findByText('Khách muốn vay 20 triệu')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ orderId: order.id, content: 'Khách muốn vay 20 triệu' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(within(notes).getByText(/21\/11\/2026 12:00 · Nguyễn Văn An/)).toBeTruthy();

    server.test.clock.set('2026-11-21T06:00:00Z');
    fireEvent.change(input, { target: { value: 'Hẹn 9h sáng mai' } });
    fireEvent.click(within(notes).getByTestId('order-note-send'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    await within(notes).findByText('Hẹn 9h sáng mai');
    const shown = within(notes)
      .getAllByTestId('order-note')
      .map((note) => note.textContent);
    expect(shown[0]).toContain('Hẹn 9h sáng mai');
    expect(shown[1]).toContain('Khách muốn vay 20 triệu');
  });
});
