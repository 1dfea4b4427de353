import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { contractWizardEndpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import type { ProductDto } from '@pawndesk/domain/reference';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { orderFixture } from '../../../testing/fixtures/order.ts';
import { locationChildren, locationPath, validators } from '../../../testing/fixtures/reference.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { nationalIdLookupDelayMs } from './client-step.tsx';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const product = (overrides: Partial<ProductDto>): ProductDto => ({
  id: 1,
  productName: 'Trả trước 30 ngày',
  productDesc: '',
  interestType: 'ADVANCE',
  prepaid: true,
  loanTerm: 30,
  repayEvery: 30,
  interestValue: 6.5,
  minInterestRate: 6.5,
  maxInterestRate: 6.5,
  commitmentDays: 0,
  commitmentPenaltyRate: 0,
  ...overrides,
});

const products = [
  product({
    id: 4,
    productName: 'Trả sau 90 ngày',
    interestType: 'ARREARS',
    prepaid: false,
    loanTerm: 90,
    interestValue: null,
    minInterestRate: 4.5,
    maxInterestRate: 8,
  }),
  product({
    id: 2,
    productName: 'Trả sau 30 ngày',
    interestType: 'ARREARS',
    prepaid: false,
    interestValue: null,
    minInterestRate: 3,
    maxInterestRate: 8,
  }),
  product({ id: 1 }),
];

function openWizard(
  order = orderFixture({ assetType: { id: 5, name: 'Phone', description: 'Điện thoại' } }),
) {
  const api: StubApi = stubApi();
  api.respond(orderEndpoints.detail, order);
  api.respond(contractEndpoints.products, { items: products, total: products.length });
  api.respond(contractWizardEndpoints.orderPromotion, { promotion: null });
  api.respond(referenceEndpoints.locations, (call) => locationChildren(call.query));
  api.respond(referenceEndpoints.locationPath, (call) => locationPath(Number(call.params.id)));
  api.respond(referenceEndpoints.validators, { items: validators });
  api.respond(clientEndpoints.byCitizenId, refusal(404, 'Không tìm thấy khách hàng'));
  signInAs(['contract_access', 'order_access']);
  const app = renderApp(`/contracts/new?orderId=${order.id}`);
  return { ...app, api };
}

const field = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (
    element.tagName === 'INPUT' ? element : element.querySelector('input')
  ) as HTMLInputElement;
};
const next = () => screen.getByTestId('wizard-next') as HTMLButtonElement;

async function prefillExisting(api: StubApi) {
  api.respond(clientEndpoints.byCitizenId, clientFixture());
  await screen.findByTestId('wizard-client');
  const nationalId = field('wizard-national-id');
  fireEvent.change(nationalId, { target: { value: '001090000001' } });
  fireEvent.keyDown(nationalId, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(field('wizard-last-name').value).toBe('Nguyễn Văn'));
}

describe('the creation wizard (FLOW-1)', () => {
  it('should send an order that already has its contract to the contracts list', async () => {
    const order = orderFixture({ contract: { id: 9, finfluxId: 5009, status: 'PENDING' } });
    const { api, router } = openWizard(order);
    api.hold(contractEndpoints.list);
    // The lazy screen loads first on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'), {
      timeout: 20_000,
    });
  });

  it('should keep the client fields disabled until a national id, then prefill an existing client', async () => {
    const { api } = openWizard();
    await screen.findByTestId('wizard-client');
    expect(next().disabled).toBe(true);
    expect(field('wizard-last-name').disabled).toBe(true);
    expect(field('wizard-phone-2').disabled).toBe(true);
    await prefillExisting(api);
    expect(api.calls(clientEndpoints.byCitizenId)[0]?.params.citizenId).toBe('001090000001');
    expect(field('wizard-first-name').value).toBe('Hùng');
    // An existing client's name and birth date are not edited here.
    expect(field('wizard-last-name').disabled).toBe(true);
    expect(field('wizard-phone-2').disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId('wizard-city').textContent).toContain('Hà Nội'));
    expect(next().disabled).toBe(false);
  });

  it('should look the national id up 2 s after typing stops, and not at all once it is emptied', async () => {
    const { api } = openWizard();
    api.respond(clientEndpoints.byCitizenId, clientFixture());
    await screen.findByTestId('wizard-client');
    const nationalId = field('wizard-national-id');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(nationalId, { target: { value: '00109' } });
      vi.advanceTimersByTime(1500);
      // Still typing: the wait starts again from the last key.
      fireEvent.change(nationalId, { target: { value: '001090000001' } });
      vi.advanceTimersByTime(nationalIdLookupDelayMs - 1);
      expect(api.calls(clientEndpoints.byCitizenId)).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(api.calls(clientEndpoints.byCitizenId).map((call) => call.params.citizenId)).toEqual([
        '001090000001',
      ]);
      // Typed and then emptied: the pending lookup is cancelled.
      fireEvent.change(nationalId, { target: { value: '0010900000' } });
      fireEvent.change(nationalId, { target: { value: '' } });
      vi.advanceTimersByTime(nationalIdLookupDelayMs * 2);
      expect(api.calls(clientEndpoints.byCitizenId)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should refuse an approved amount above the validator amount and a rate above the cap', async () => {
    const { api } = openWizard();
    await prefillExisting(api);
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    await screen.findByTestId('wizard-asset');
    fireEvent.change(field('wizard-asset-approved'), { target: { value: '13' } });
    expect((await screen.findByTestId('wizard-asset-approved-error')).textContent).toContain(
      'Giá cầm lớn hơn giá thẩm định',
    );
    expect(next().disabled).toBe(true);
    fireEvent.change(field('wizard-asset-approved'), { target: { value: '10' } });
    const validator = screen.getByTestId('wizard-validator');
    fireEvent.mouseDown(validator.querySelector('.ant-select-selector') ?? validator);
    fireEvent.click(await screen.findByText('Phạm Cường'));
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());

    await screen.findByTestId('wizard-contract');
    // B§9: prepaid 30-day, postpaid 30-day, prepaid other, postpaid other.
    const productSelect = screen.getByTestId('wizard-product');
    fireEvent.mouseDown(productSelect.querySelector('.ant-select-selector') ?? productSelect);
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Trả trước 30 ngày',
      'Trả sau 30 ngày',
      'Trả sau 90 ngày',
    ]);
    fireEvent.click(within(document.body).getAllByText('Trả sau 30 ngày').at(-1) as HTMLElement);
    // Without a fixed value the rate is typed, within 8 % postpaid.
    await waitFor(() => expect(field('wizard-rate').disabled).toBe(false));
    fireEvent.change(field('wizard-rate'), { target: { value: '8,5' } });
    expect((await screen.findByTestId('wizard-rate-error')).textContent).toContain('tối đa 8%');
    expect(next().disabled).toBe(true);
    fireEvent.change(field('wizard-rate'), { target: { value: '5' } });
    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.getByTestId('wizard-interest').textContent).toContain('0,5');
    expect(screen.getByTestId('wizard-received').textContent).toContain('10');
  });
});
