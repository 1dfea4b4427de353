import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import type { OrderDto } from '@pawndesk/domain/order-api';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { workingAgentRenewMs } from '@pawndesk/domain/orders';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  colleague,
  lockedByMe,
  orderFixture,
  orderListAnswer,
} from '../../../testing/fixtures/order.ts';
import { misc2Fixture, miscFixture, validators } from '../../../testing/fixtures/reference.ts';
import { choose, fieldError, type } from '../../../testing/form-helpers.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: what the edit modal sends and how it shows the answers. Who holds the lock after a
// claim or a colleague's lock is checked on the real server in orders.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const order101 = { id: 101 };

/** The list with this one order, and its editor's calls. */
function serveOrder(order: OrderDto): StubApi {
  const api = stubApi();
  api.respond(orderEndpoints.list, orderListAnswer([order], { countPending: 1 }));
  api.respond(orderEndpoints.detail, { id: order.id }, order);
  api.respond(orderEndpoints.lock, { id: order.id }, lockedByMe(order));
  api.respond(orderEndpoints.unlock, { id: order.id }, order);
  api.respond(orderEndpoints.update, { id: order.id }, order);
  api.respond(orderEndpoints.notes, { items: [], total: 0 });
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.validators, { items: validators });
  return api;
}

async function openOrder(order = orderFixture(), api = serveOrder(order)) {
  signInAs(['order_access']);
  renderApp('/orders');
  await screen.findByTitle(order.assetDescription);
  const row = document.querySelector(`tr[data-row-key="${order.id}"]`);
  if (!(row instanceof HTMLElement)) {
    throw new Error('row not found');
  }
  fireEvent.click(row);
  const editor = await screen.findByTestId('order-editor');
  return { api, editor };
}

/** The bodies of the PATCH calls so far. */
function patches(api: StubApi): unknown[] {
  return api.calls(orderEndpoints.update, order101).map((call) => call.body);
}

describe('edit modal and stage action box (ORD-3, ORD-5)', () => {
  it('takes the working-agent lock on open and gives it back on close', async () => {
    const { api, editor } = await openOrder();
    await waitFor(() => expect(api.calls(orderEndpoints.lock, order101)).toHaveLength(1));
    expect((await within(editor).findByTestId('working-agent-tag')).textContent).toContain(
      'Bạn đang xử lý đơn này',
    );
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(api.calls(orderEndpoints.unlock, order101)).toHaveLength(1));
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });

  it('renews the lock while the modal stays open', async () => {
    // Only intervals are faked: the renewal is the one interval the modal runs. (waitFor polls
    // with an interval too, so the checks below let real time pass instead.)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = await openOrder();
    const renewal = async () => {
      await act(async () => {
        vi.advanceTimersByTime(workingAgentRenewMs);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls(orderEndpoints.lock, order101)).toHaveLength(1);
    await renewal();
    expect(api.calls(orderEndpoints.lock, order101)).toHaveLength(2);
    await renewal();
    expect(api.calls(orderEndpoints.lock, order101)).toHaveLength(3);
  });

  it('shows a stored amount with the decimal comma the lists use, and sends nothing for it', async () => {
    const { api, editor } = await openOrder(orderFixture({ requiredAmount: 12_500_000 }));
    const input = within(editor).getByTestId<HTMLInputElement>('order-required-amount');
    await waitFor(() => expect(input.value).toBe('12,5'));
    type(editor, 'order-proposed-amount', '7,25');
    fireEvent.click(within(editor).getByTestId('order-save'));
    expect(await screen.findByText('Đã cập nhật đơn hàng.')).toBeTruthy();
    expect(patches(api)).toEqual([{ proposedAmount: 7_250_000 }]);
  });

  it('sends only the changed fields', async () => {
    const { api, editor } = await openOrder();
    type(editor, 'order-required-amount', '20');
    fireEvent.click(within(editor).getByTestId('order-save'));
    expect(await screen.findByText('Đã cập nhật đơn hàng.')).toBeTruthy();
    expect(patches(api)).toEqual([{ requiredAmount: 20_000_000 }]);
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
  });

  it('clears the stage when the step changes and saves step, stage and its status once chosen', async () => {
    const { api, editor } = await openOrder();
    await choose(editor, 'order-step', 'Liên hệ');
    const stage = within(editor).getByTestId('order-stage');
    await waitFor(() => expect(stage.textContent).toBe('Chọn giai đoạn'));
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(fieldError(editor, 'stage')).toBe('Mục bắt buộc'));
    expect(api.calls(orderEndpoints.update, order101)).toHaveLength(0);

    await choose(editor, 'order-stage', 'Chờ thêm thông tin');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(api.calls(orderEndpoints.update, order101)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      step: 'contact',
      stage: 'waiting_for_more_info',
      status: 'in_progress',
    });
  });

  it('never sends the contract step or the active-contract stage', async () => {
    const { api, editor } = await openOrder();
    await choose(editor, 'order-step', 'Hợp đồng');
    await choose(editor, 'order-stage', 'Đã ký hợp đồng');
    expect(await within(editor).findByTestId('contract-flow-only')).toBeTruthy();
    expect(within(editor).queryByTestId('stage-shortcuts')).toBeNull();
    type(editor, 'order-asset-description', 'Honda Vision 2021');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(api.calls(orderEndpoints.update, order101)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      assetDescription: 'Honda Vision 2021',
    });
  });

  it('saves a shortcut stage in one click', async () => {
    const { api, editor } = await openOrder();
    const shortcuts = within(editor).getByTestId('stage-shortcuts');
    // Pending offers spam and duplicate; the current stage (order claimed) is left out.
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Spam', 'Trùng đơn']);
    fireEvent.click(within(shortcuts).getByText('Trùng đơn'));
    await waitFor(() => expect(api.calls(orderEndpoints.update, order101)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      step: 'pending',
      stage: 'duplicate',
      status: 'invalid',
    });
  });

  it('requires the appointment for call-again-later', async () => {
    const { api, editor } = await openOrder();
    expect(within(editor).queryByTestId('order-appointment')).toBeNull();
    await choose(editor, 'order-step', 'Liên hệ');
    await choose(editor, 'order-stage', 'Gọi lại sau');
    expect(await within(editor).findByTestId('order-appointment')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(fieldError(editor, 'appointment')).toBe('Mục bắt buộc'));
    expect(api.calls(orderEndpoints.update, order101)).toHaveLength(0);
  });

  it('shows a save failure as an error flash and keeps the modal and what was typed', async () => {
    const { api, editor } = await openOrder();
    api.respond(orderEndpoints.update, refusal(409, 'Đơn hàng đang được xử lý bởi Hoa'));
    type(editor, 'order-asset-description', 'Honda SH 2022');
    fireEvent.click(within(editor).getByTestId('order-save'));
    expect(await screen.findByText('Đơn hàng đang được xử lý bởi Hoa')).toBeTruthy();
    expect(within(editor).getByTestId<HTMLTextAreaElement>('order-asset-description').value).toBe(
      'Honda SH 2022',
    );
  });

  it('knows the client of the order’s own phone without looking it up', async () => {
    const { api, editor } = await openOrder(
      orderFixture({ source: 'Old Customer', client: { id: 9, name: 'Lê Văn Bình' } }),
    );
    expect(within(editor).getByTestId('client-match').textContent).toBe(
      'Khách hàng cũ: Lê Văn Bình',
    );
    type(editor, 'order-proposed-amount', '10');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(api.calls(orderEndpoints.update, order101)).toHaveLength(1));
    expect(api.calls(clientEndpoints.byPhone)).toHaveLength(0);
  });

  it('lets the owner give the lock up by clicking the working-agent tag', async () => {
    const { api, editor } = await openOrder();
    fireEvent.click(await within(editor).findByTestId('working-agent-tag'));
    await waitFor(() => expect(api.calls(orderEndpoints.unlock, order101)).toHaveLength(1));
    await waitFor(() => expect(within(editor).queryByTestId('working-agent-tag')).toBeNull());
    // Nobody holds it now: the form stays usable, and closing does not unlock a second time.
    expect(within(editor).getByTestId('order-save')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
    expect(api.calls(orderEndpoints.unlock, order101)).toHaveLength(1);
  });
});

describe('working-agent lock held by someone else (ORD-6)', () => {
  it('opens read-only, says who works on it and does not try to take it', async () => {
    const { api, editor } = await openOrder(orderFixture({ workingAgent: colleague }));
    expect((await within(editor).findByTestId('order-locked')).textContent).toBe(
      'Đang được xử lý bởi Trần Thị Hoa',
    );
    expect(within(editor).getByTestId<HTMLInputElement>('order-phone').disabled).toBe(true);
    expect(
      within(editor).getByTestId<HTMLTextAreaElement>('order-asset-description').disabled,
    ).toBe(true);
    for (const hidden of ['order-save', 'stage-action-box', 'order-call', 'order-claim']) {
      expect(within(editor).queryByTestId(hidden)).toBeNull();
    }
    expect(api.calls(orderEndpoints.lock, order101)).toHaveLength(0);
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
    expect(api.calls(orderEndpoints.unlock, order101)).toHaveLength(0);
  });

  it('turns read-only when the server refuses the lock', async () => {
    const api = serveOrder(orderFixture());
    api.respond(orderEndpoints.lock, refusal(409, 'Đơn hàng đang được xử lý bởi Hoa'));
    signInAs(['order_access']);
    renderApp('/orders');
    await screen.findByTitle('Honda Vision 2020');
    const row = document.querySelector('tr[data-row-key="101"]');
    fireEvent.click(row as HTMLElement);
    const editor = await screen.findByTestId('order-editor');
    expect((await within(editor).findByTestId('order-locked')).textContent).toBe(
      'Đơn hàng đang được xử lý bởi Hoa',
    );
    expect(within(editor).queryByTestId('order-save')).toBeNull();
    expect(within(editor).getByTestId<HTMLInputElement>('order-phone').disabled).toBe(true);
  });
});
