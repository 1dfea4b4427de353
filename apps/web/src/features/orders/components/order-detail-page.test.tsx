import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { claimChange } from '@pawndesk/domain/orders';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { lockedByMe, me, unclaimedOrder } from '../../../testing/fixtures/order.ts';
import { misc2Fixture, miscFixture, validators } from '../../../testing/fixtures/reference.ts';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: what the page sends. What a claim or a note changes on the page runs on the real server
// in orders.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const campaignOrder = unclaimedOrder({ id: 103, marketingCampaign: 'Tết 2027' });
const order103 = { id: 103 };

async function openPage() {
  const api = stubApi();
  api.respond(orderEndpoints.detail, order103, campaignOrder);
  api.respond(orderEndpoints.lock, order103, lockedByMe(campaignOrder));
  api.respond(orderEndpoints.unlock, order103, campaignOrder);
  api.respond(orderEndpoints.notes, { items: [], total: 0 });
  api.respond(callEndpoints.list, { items: [], total: 0 });
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.validators, { items: validators });
  signInAs(['order_access']);
  const app = renderApp('/orders/103');
  const page = await screen.findByTestId('order-detail');
  return { ...app, api, page };
}

describe('order-detail page (ORD-8)', () => {
  it('shows the form, the notes and the calls with the order’s number, and holds the lock while open', async () => {
    const { api, page, unmount } = await openPage();
    expect(within(page).getByTestId('order-editor')).toBeTruthy();
    expect(within(page).getByTestId('order-notes')).toBeTruthy();
    const calls = within(page).getByTestId('order-call-history');
    expect(calls.textContent).toContain('Lịch sử cuộc gọi');
    expect(await within(calls).findByText('Chưa có cuộc gọi nào')).toBeTruthy();
    expect(api.calls(callEndpoints.list)[0]?.query.get('remote')).toBe(campaignOrder.phone);
    expect(within(page).getByText('Tết 2027')).toBeTruthy();
    await waitFor(() => expect(api.calls(orderEndpoints.lock, order103)).toHaveLength(1));
    unmount();
    await waitFor(() => expect(api.calls(orderEndpoints.unlock, order103)).toHaveLength(1));
  });

  it('claims the order from the page', async () => {
    const { api, page } = await openPage();
    api.respond(orderEndpoints.claim, order103, {
      ...campaignOrder,
      ...claimChange,
      agent: me,
      dateClaim: '2026-11-21T02:00:00.000Z',
    });
    fireEvent.click(within(page).getByTestId('order-claim'));
    expect(await screen.findByText('Đã nhận đơn hàng.')).toBeTruthy();
    expect(api.calls(orderEndpoints.claim, order103)).toHaveLength(1);
  });
});
