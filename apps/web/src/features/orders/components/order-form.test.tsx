import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, fieldError, openSelect, optionOf, type } from '../../../testing/form-helpers.ts';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { fakeOrdersServer } from '../testing/fake-orders-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

async function openNewOrder() {
  const server = fakeOrdersServer([]);
  signInAs(['order_access']);
  renderApp('/orders');
  fireEvent.click(await screen.findByTestId('order-new'));
  const form = await screen.findByTestId('order-form');
  return { server, form };
}

describe('order form rules (ORD-2, A§5)', () => {
  it('requires phone, source, asset type and asset description and sends nothing', async () => {
    const { server, form } = await openNewOrder();
    fireEvent.click(screen.getByTestId('order-save'));
    await waitFor(() => expect(within(form).getAllByText('Mục bắt buộc')).toHaveLength(4));
    for (const field of ['phone', 'source', 'assetTypeId', 'assetDescription']) {
      expect(fieldError(form, field)).toBe('Mục bắt buộc');
    }
    expect(server.callsTo('POST', '/crm/api/v1/orders/')).toHaveLength(0);
  });

  it('checks the phone and the amounts as they are typed', async () => {
    const { form } = await openNewOrder();
    type(form, 'order-phone', '12345');
    type(form, 'order-required-amount', '-3');
    type(form, 'order-proposed-amount', 'abc');
    expect(fieldError(form, 'phone')).toBe('Số điện thoại không hợp lệ');
    expect(fieldError(form, 'requiredAmount')).toBe('Số không được âm');
    expect(fieldError(form, 'proposedAmount')).toBe('Dữ liệu không phải là số');
    type(form, 'order-phone', '0912345678');
    type(form, 'order-required-amount', '1.25');
    // antd lets a cleared message fade out: wait for it to go.
    await waitFor(() => expect(fieldError(form, 'phone')).toBeNull());
    await waitFor(() => expect(fieldError(form, 'requiredAmount')).toBeNull());
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
    const { server, form } = await openNewOrder();
    server.clients['0987654321'] = { id: 9, name: 'Nguyễn Thị Mai', phone: '0987654321' };
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
    const { server, form } = await openNewOrder();
    vi.useFakeTimers();
    type(form, 'order-phone', '0911111111');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(server.calls.some((call) => call.url.pathname.includes('phone-'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() =>
      expect(server.callsTo('GET', '/crm/api/v2/clients/phone-0911111111/')).toHaveLength(1),
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
    const { server, form } = await openNewOrder();
    type(form, 'order-phone', '0912345678');
    await choose(form, 'order-source', 'Hotline');
    await choose(form, 'order-asset-type', 'Ô tô');
    type(form, 'order-asset-description', 'Toyota Vios 2019');
    type(form, 'order-required-amount', '150.5');
    let isDown = true;
    server.override((call) =>
      isDown && call.method === 'POST' && call.url.pathname === '/crm/api/v1/orders/'
        ? json(500, { error: { code: -1, message: 'Máy chủ bận' } })
        : undefined,
    );
    fireEvent.click(screen.getByTestId('order-save'));
    expect(await screen.findByText('Máy chủ bận')).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('order-phone').value).toBe('0912345678');
    expect(within(form).getByTestId<HTMLInputElement>('order-required-amount').value).toBe('150.5');

    isDown = false;
    fireEvent.click(screen.getByTestId('order-save'));
    expect(await screen.findByText('Đã tạo đơn hàng.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('order-form')).toBeNull());
    const posts = server.callsTo('POST', '/crm/api/v1/orders/');
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
