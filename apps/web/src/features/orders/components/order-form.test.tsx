import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { orderListAnswer, unclaimedOrder } from '../../../testing/fixtures/order.ts';
import { misc2Fixture, miscFixture, validators } from '../../../testing/fixtures/reference.ts';
import { choose, fieldError, openSelect, optionOf, type } from '../../../testing/form-helpers.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: the form's rules, what it sends and how it shows the answers. A created order counted
// and listed by the real server is checked in orders.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

async function openNewOrder() {
  const api = stubApi();
  api.respond(orderEndpoints.list, orderListAnswer([]));
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.validators, { items: validators });
  // No client has the phone unless a test says otherwise.
  api.respond(clientEndpoints.byPhone, refusal(404, 'Không tìm thấy khách hàng'));
  signInAs(['order_access']);
  renderApp('/orders');
  fireEvent.click(await screen.findByTestId('order-new'));
  const form = await screen.findByTestId('order-form');
  return { api, form };
}

describe('order form rules (ORD-2, A§5)', () => {
  it('requires phone, source, asset type and asset description and sends nothing', async () => {
    const { api, form } = await openNewOrder();
    fireEvent.click(screen.getByTestId('order-save'));
    await waitFor(() => expect(within(form).getAllByText('Mục bắt buộc')).toHaveLength(4));
    for (const field of ['phone', 'source', 'assetTypeId', 'assetDescription']) {
      expect(fieldError(form, field)).toBe('Mục bắt buộc');
    }
    expect(api.calls(orderEndpoints.create)).toHaveLength(0);
  });

  it('checks the phone and the amounts as they are typed', async () => {
    const { form } = await openNewOrder();
    type(form, 'order-phone', '12345');
    type(form, 'order-required-amount', '-3');
    type(form, 'order-proposed-amount', 'abc');
    expect(fieldError(form, 'phone')).toBe('Số điện thoại không hợp lệ');
    expect(fieldError(form, 'requiredAmount')).toBe('Số không được âm');
    expect(fieldError(form, 'proposedAmount')).toBe('Dữ liệu không phải là số');
    type(form, 'order-proposed-amount', '-1,2345');
    // A negative says it is negative, whatever its decimals.
    expect(fieldError(form, 'proposedAmount')).toBe('Số không được âm');
    // As people type them: spaces, dots and the country code; the decimal comma.
    type(form, 'order-phone', '0912 345 678');
    type(form, 'order-required-amount', '12,5');
    type(form, 'order-proposed-amount', '1.25');
    // antd lets a cleared message fade out: wait for it to go.
    await waitFor(() => expect(fieldError(form, 'phone')).toBeNull());
    await waitFor(() => expect(fieldError(form, 'requiredAmount')).toBeNull());
    await waitFor(() => expect(fieldError(form, 'proposedAmount')).toBeNull());
    type(form, 'order-phone', '0912.345.678');
    await waitFor(() => expect(fieldError(form, 'phone')).toBeNull());
  });

  it('shows the referral code only for the Referral source', async () => {
    const { form } = await openNewOrder();
    expect(within(form).queryByTestId('order-referral-code')).toBeNull();
    await choose(form, 'order-source', 'Giới thiệu');
    expect(await within(form).findByTestId('order-referral-code')).toBeTruthy();
    await choose(form, 'order-source', 'Hotline');
    await waitFor(() => expect(within(form).queryByTestId('order-referral-code')).toBeNull());
  });

  it('offers Affiliate disabled, and Old Customer only once the phone matches a client', async () => {
    const { api, form } = await openNewOrder();
    api.respond(
      clientEndpoints.byPhone,
      { phone: '0987654321' },
      {
        ...clientFixture({
          id: 9,
          firstName: 'Mai',
          lastName: 'Nguyễn Thị',
          primaryPhoneNumber: '0987654321',
        }),
        phone: '0987654321',
      },
    );
    await openSelect(form, 'order-source');
    expect(optionOf('Đối tác (Affiliate)').getAttribute('aria-disabled')).toBe('true');
    expect(optionOf('Khách hàng cũ').getAttribute('aria-disabled')).toBe('true');
    expect(optionOf('Hotline').getAttribute('aria-disabled')).not.toBe('true');

    type(form, 'order-phone', '0987654321');
    fireEvent.keyDown(within(form).getByTestId('order-phone'), { key: 'Enter', keyCode: 13 });
    expect((await within(form).findByTestId('client-match')).textContent).toBe(
      'Khách hàng cũ: Nguyễn Thị Mai',
    );
    await waitFor(() =>
      expect(optionOf('Khách hàng cũ').getAttribute('aria-disabled')).not.toBe('true'),
    );
    expect(optionOf('Đối tác (Affiliate)').getAttribute('aria-disabled')).toBe('true');
  });

  it('looks the phone up 2 s after typing stops, and a miss is silent', async () => {
    const { api, form } = await openNewOrder();
    vi.useFakeTimers();
    type(form, 'order-phone', '0911111111');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(api.calls(clientEndpoints.byPhone)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() =>
      expect(api.calls(clientEndpoints.byPhone, { phone: '0911111111' })).toHaveLength(1),
    );
    expect(within(form).queryByTestId('client-match')).toBeNull();
    expect(document.querySelector('.ant-message-error')).toBeNull();
  });

  it('requires validator, second validator, city, district, address and appointment with at-home support', async () => {
    const { form } = await openNewOrder();
    expect(within(form).queryByTestId('order-validator')).toBeNull();
    fireEvent.click(within(form).getByTestId('order-at-home'));
    await within(form).findByTestId('order-validator');
    fireEvent.click(screen.getByTestId('order-save'));
    for (const field of [
      'validatorId',
      'supportingValidatorId',
      'cityId',
      'districtId',
      'address',
      'appointment',
    ]) {
      await waitFor(() => expect(fieldError(form, field)).toBe('Mục bắt buộc'));
    }
  });

  it('sends a new order in whole VND and closes; a failure keeps what was typed', async () => {
    const { api, form } = await openNewOrder();
    type(form, 'order-phone', '+84 912 345 678');
    await choose(form, 'order-source', 'Hotline');
    await choose(form, 'order-asset-type', 'Ô tô');
    type(form, 'order-asset-description', 'Toyota Vios 2019');
    type(form, 'order-required-amount', '150,5');
    api.respond(orderEndpoints.create, refusal(500, 'Máy chủ bận', -1));
    fireEvent.click(screen.getByTestId('order-save'));
    expect(await screen.findByText('Máy chủ bận')).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('order-phone').value).toBe('+84 912 345 678');
    // Shown with the Vietnamese decimal comma, as the lists show it.
    expect(within(form).getByTestId<HTMLInputElement>('order-required-amount').value).toBe('150,5');

    // The server is back: it creates the order, and lists it from now on.
    const created = unclaimedOrder({
      id: 500,
      phone: '0912345678',
      assetType: { id: 2, name: 'Car', description: 'Ô tô' },
      assetDescription: 'Toyota Vios 2019',
      requiredAmount: 150_500_000,
      proposedAmount: 0,
      firstName: null,
      lastName: null,
    });
    api.respond(orderEndpoints.create, created);
    api.respond(orderEndpoints.list, orderListAnswer([created], { countUnclaimed: 1 }));
    fireEvent.click(screen.getByTestId('order-save'));
    expect(await screen.findByText('Đã tạo đơn hàng.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('order-form')).toBeNull());
    const posts = api.calls(orderEndpoints.create);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({
      phone: '0912345678',
      firstName: null,
      lastName: null,
      source: 'Hotline',
      asset: 2,
      assetDescription: 'Toyota Vios 2019',
      requiredAmount: 150_500_000,
      proposedAmount: 0,
      isAtHomeSupport: false,
    });
    // The list shows the new order without a reload.
    expect(await screen.findByTitle('Toyota Vios 2019')).toBeTruthy();
  });
});
