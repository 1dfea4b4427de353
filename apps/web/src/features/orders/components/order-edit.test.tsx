import { workingAgentRenewMs } from '@pawndesk/domain/orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, fieldError, type } from '../../../testing/form-helpers.ts';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { colleague, fakeOrdersServer, orderFixture } from '../testing/fake-orders-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const lockPath = '/crm/api/v1/orders/101/working-agent/';
const patchPath = '/api/v1/orders/101/';

async function openOrder(order = orderFixture()) {
  const server = fakeOrdersServer([order]);
  signInAs(['order_access']);
  renderApp('/orders');
  await screen.findByTitle(order.assetDescription);
  const row = document.querySelector(`tr[data-row-key="${order.id}"]`);
  if (!(row instanceof HTMLElement)) {
    throw new Error('row not found');
  }
  fireEvent.click(row);
  const editor = await screen.findByTestId('order-editor');
  return { server, editor };
}

describe('edit modal and stage action box (ORD-3, ORD-5)', () => {
  it('takes the working-agent lock on open and gives it back on close', async () => {
    const { server, editor } = await openOrder();
    await waitFor(() => expect(server.callsTo('POST', lockPath)).toHaveLength(1));
    expect((await within(editor).findByTestId('working-agent-tag')).textContent).toContain(
      'Bạn đang xử lý đơn này',
    );
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(server.callsTo('DELETE', lockPath)).toHaveLength(1));
    expect(screen.queryByTestId('order-editor')).toBeNull();
  });

  it('renews the lock while the modal stays open', async () => {
    // Only intervals are faked: the renewal is the one interval the modal runs. (waitFor polls
    // with an interval too, so the checks below let real time pass instead.)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = await openOrder();
    const renewal = async () => {
      await act(async () => {
        vi.advanceTimersByTime(workingAgentRenewMs);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo('POST', lockPath)).toHaveLength(1);
    await renewal();
    expect(server.callsTo('POST', lockPath)).toHaveLength(2);
    await renewal();
    expect(server.callsTo('POST', lockPath)).toHaveLength(3);
  });

  it('sends only the changed fields', async () => {
    const { server, editor } = await openOrder();
    type(editor, 'order-required-amount', '20');
    fireEvent.click(within(editor).getByTestId('order-save'));
    expect(await screen.findByText('Đã cập nhật đơn hàng.')).toBeTruthy();
    expect(server.callsTo('PATCH', patchPath).map((call) => call.body)).toEqual([
      { requiredAmount: 20_000_000 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
  });

  it('clears the stage when the step changes and saves step, stage and its status once chosen', async () => {
    const { server, editor } = await openOrder();
    await choose(editor, 'order-step', 'Liên hệ');
    const stage = within(editor).getByTestId('order-stage');
    await waitFor(() => expect(stage.textContent).toBe('Chọn giai đoạn'));
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(fieldError(editor, 'stage')).toBe('Mục bắt buộc'));
    expect(server.callsTo('PATCH', patchPath)).toHaveLength(0);

    await choose(editor, 'order-stage', 'Chờ thêm thông tin');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(server.callsTo('PATCH', patchPath)).toHaveLength(1));
    expect(server.callsTo('PATCH', patchPath)[0]?.body).toEqual({
      step: 'contact',
      stage: 'waiting_for_more_info',
      status: 'in_progress',
    });
  });

  it('never sends the contract step or the active-contract stage', async () => {
    const { server, editor } = await openOrder();
    await choose(editor, 'order-step', 'Hợp đồng');
    await choose(editor, 'order-stage', 'Đã ký hợp đồng');
    expect(await within(editor).findByTestId('contract-flow-only')).toBeTruthy();
    expect(within(editor).queryByTestId('stage-shortcuts')).toBeNull();
    type(editor, 'order-asset-description', 'Honda Vision 2021');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(server.callsTo('PATCH', patchPath)).toHaveLength(1));
    expect(server.callsTo('PATCH', patchPath)[0]?.body).toEqual({
      assetDescription: 'Honda Vision 2021',
    });
  });

  it('saves a shortcut stage in one click', async () => {
    const { server, editor } = await openOrder();
    const shortcuts = within(editor).getByTestId('stage-shortcuts');
    // Pending offers spam and duplicate; the current stage (order claimed) is left out.
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Spam', 'Trùng đơn']);
    fireEvent.click(within(shortcuts).getByText('Trùng đơn'));
    await waitFor(() => expect(server.callsTo('PATCH', patchPath)).toHaveLength(1));
    expect(server.callsTo('PATCH', patchPath)[0]?.body).toEqual({
      step: 'pending',
      stage: 'duplicate',
      status: 'invalid',
    });
  });

  it('requires the appointment for call-again-later', async () => {
    const { server, editor } = await openOrder();
    expect(within(editor).queryByTestId('order-appointment')).toBeNull();
    await choose(editor, 'order-step', 'Liên hệ');
    await choose(editor, 'order-stage', 'Gọi lại sau');
    expect(await within(editor).findByTestId('order-appointment')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(fieldError(editor, 'appointment')).toBe('Mục bắt buộc'));
    expect(server.callsTo('PATCH', patchPath)).toHaveLength(0);
  });

  it('shows a save failure as an error flash and keeps the modal and what was typed', async () => {
    const { server, editor } = await openOrder();
    server.override((call) =>
      call.method === 'PATCH'
        ? json(409, { error: { code: 1009, message: 'Đơn hàng đang được xử lý bởi Hoa' } })
        : undefined,
    );
    type(editor, 'order-asset-description', 'Honda SH 2022');
    fireEvent.click(within(editor).getByTestId('order-save'));
    expect(await screen.findByText('Đơn hàng đang được xử lý bởi Hoa')).toBeTruthy();
    expect(within(editor).getByTestId<HTMLTextAreaElement>('order-asset-description').value).toBe(
      'Honda SH 2022',
    );
  });

  it('knows the client of the order’s own phone without looking it up', async () => {
    const { server, editor } = await openOrder(
      orderFixture({ source: 'Old Customer', client: { id: 9, name: 'Lê Văn Bình' } }),
    );
    expect(within(editor).getByTestId('client-match').textContent).toBe(
      'Khách hàng cũ: Lê Văn Bình',
    );
    type(editor, 'order-proposed-amount', '10');
    fireEvent.click(within(editor).getByTestId('order-save'));
    await waitFor(() => expect(server.callsTo('PATCH', patchPath)).toHaveLength(1));
    expect(server.calls.some((call) => call.url.pathname.includes('/clients/phone-'))).toBe(false);
  });

  it('lets the owner give the lock up by clicking the working-agent tag', async () => {
    const { server, editor } = await openOrder();
    fireEvent.click(await within(editor).findByTestId('working-agent-tag'));
    await waitFor(() => expect(server.callsTo('DELETE', lockPath)).toHaveLength(1));
    await waitFor(() => expect(within(editor).queryByTestId('working-agent-tag')).toBeNull());
    // Nobody holds it now: the form stays usable, and closing does not unlock a second time.
    expect(within(editor).getByTestId('order-save')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
    expect(server.callsTo('DELETE', lockPath)).toHaveLength(1);
  });
});

describe('working-agent lock held by someone else (ORD-6)', () => {
  it('opens read-only, says who works on it and does not try to take it', async () => {
    const { server, editor } = await openOrder(orderFixture({ workingAgent: colleague }));
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
    expect(server.callsTo('POST', lockPath)).toHaveLength(0);
    fireEvent.click(within(editor).getByTestId('order-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-editor')).toBeNull());
    expect(server.callsTo('DELETE', lockPath)).toHaveLength(0);
  });

  it('turns read-only when the server refuses the lock', async () => {
    const server = fakeOrdersServer([orderFixture()]);
    server.override((call) =>
      call.method === 'POST' && call.url.pathname === lockPath
        ? json(409, { error: { code: 1009, message: 'Đơn hàng đang được xử lý bởi Hoa' } })
        : undefined,
    );
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
