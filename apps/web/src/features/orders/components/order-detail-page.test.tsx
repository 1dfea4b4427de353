import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { fakeOrdersServer, orderFixture } from '../testing/fake-orders-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const campaignOrder = orderFixture({
  id: 103,
  step: 'unclaimed',
  stage: 'unclaimed',
  status: 'open',
  agent: null,
  marketingCampaign: 'Tết 2027',
});

async function openPage() {
  const server = fakeOrdersServer([campaignOrder]);
  signInAs(['order_access']);
  const app = renderApp('/orders/103');
  const page = await screen.findByTestId('order-detail');
  return { ...app, server, page };
}

describe('order-detail page (ORD-8)', () => {
  it('shows the form, the notes and an honest call history, and holds the lock while open', async () => {
    const { server, page, unmount } = await openPage();
    expect(within(page).getByTestId('order-editor')).toBeTruthy();
    expect(within(page).getByTestId('order-notes')).toBeTruthy();
    const calls = within(page).getByTestId('order-call-history');
    expect(calls.textContent).toContain('Lịch sử cuộc gọi');
    expect(calls.textContent).toContain('chưa có cuộc gọi nào');
    expect(within(page).getByText('Tết 2027')).toBeTruthy();
    const lock = '/crm/api/v1/orders/103/working-agent/';
    await waitFor(() => expect(server.callsTo('POST', lock)).toHaveLength(1));
    unmount();
    await waitFor(() => expect(server.callsTo('DELETE', lock)).toHaveLength(1));
  });

  it('claims the order from the page', async () => {
    const { server, page } = await openPage();
    fireEvent.click(within(page).getByTestId('order-claim'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/v1/orders/103:claim/')).toHaveLength(1);
    await waitFor(() => expect(within(page).queryByTestId('order-claim')).toBeNull());
    expect(within(page).getByTestId('order-heading-stage').textContent).toBe('Đã nhận đơn');
  });

  it('adds a note on Enter or the send icon, never an empty one, newest first', async () => {
    const { server, page } = await openPage();
    const notes = within(page).getByTestId('order-notes');
    const input = within(notes).getByTestId('order-note-input');
    const posts = () => server.callsTo('POST', '/api/v1/order-notes/');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
    fireEvent.click(within(notes).getByTestId('order-note-send'));
    expect(posts()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Khách muốn vay 20 triệu' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
    expect(await within(notes).findByText('Khách muốn vay 20 triệu')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ orderId: 103, content: 'Khách muốn vay 20 triệu' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(within(notes).getByText(/21\/11\/2026 12:00 · Nguyễn Văn An/)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'Hẹn 9h sáng mai' } });
    fireEvent.click(within(notes).getByTestId('order-note-send'));
    await waitFor(() => expect(posts()).toHaveLength(2));
  });
});
