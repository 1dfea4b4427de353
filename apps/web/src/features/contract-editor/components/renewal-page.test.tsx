import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { renewalPayable } from '@pawndesk/domain/renewal';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import {
  contractFixture,
  disbursedContract,
  fixtureToday,
} from '../../../testing/fixtures/contract.ts';
import { misc2Fixture, miscFixture } from '../../../testing/fixtures/reference.ts';
import { printedDocumentFixture } from '../../../testing/fixtures/settlement.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// The screens load before the router asks for them (their lazy chunks then resolve at once).
import './contract-editor-page.tsx';
import './renewal-page.tsx';

vi.mock('../../../lib/print/print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

const arrears30 = {
  id: 1,
  productName: 'ARREARS_30',
  productDesc: 'Trả lãi cuối kỳ 30 ngày',
  interestType: 'ARREARS' as const,
  prepaid: false,
  loanTerm: 30,
  repayEvery: 30,
  interestValue: null,
  minInterestRate: 3,
  maxInterestRate: 8,
  commitmentDays: 0,
  commitmentPenaltyRate: 0,
};

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${fixtureToday}T03:00:00.000Z`));
  vi.mocked(printPdf).mockClear();
});

/** The reference data and the detail page's own calls (where a refusal sends the user). */
function serve(api: StubApi, contract: ReturnType<typeof contractFixture>) {
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture({ products: [arrears30] }));
  api.respond(contractEndpoints.detailByFinflux, { id: contract.finfluxId }, contract);
  api.respond(contractEndpoints.transactions, { items: [], total: 0 });
  api.respond(contractEndpoints.notes, { items: [], total: 0 });
  api.respond(documentEndpoints.contractDocuments, { items: [], total: 0 });
}

describe('renewal (FLOW-5, B§4)', () => {
  it('should renew in ONE renew-into call for the domain renew amount, then print the new contract', async () => {
    const former = disbursedContract();
    const child = contractFixture({ id: 8, finfluxId: 5008 });
    const api = stubApi();
    serve(api, former);
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/5007/renew');
    await screen.findByTestId('renewal-step-inputs');
    // The former contract's loan form is locked; Zalo on by default.
    expect(screen.getByTestId('renewal-former-approved')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('renewal-notify')).toHaveProperty('checked', true);

    const payable = renewalPayable({ ...former, overdueFee: 0 }, former.principalAmount);
    api.respond(contractEndpoints.renewInto, { id: 5007 }, child);
    api.respond(contractEndpoints.print, { id: 5008 }, printedDocumentFixture(90, 'hd-5008.pdf'));
    api.respond(
      documentEndpoints.link,
      { id: 90 },
      {
        url: `${endpointUrl(documentEndpoints.file, { id: 90 })}?sig=s&exp=1`,
        expiresAt: '2026-02-02T03:05:00.000Z',
      },
    );
    fireEvent.click(screen.getByTestId('renewal-next'));
    await screen.findByTestId('renewal-step-preview');
    fireEvent.click(screen.getByTestId('renewal-save'));
    fireEvent.click(screen.getByTestId('renewal-save'));
    const call = await api.expectCall(contractEndpoints.renewInto, { id: 5007 });
    expect(call.body).toMatchObject({
      product: 1,
      approvedAmount: former.principalAmount,
      renewedOn: fixtureToday,
      payments: [{ type: 'CASH', amount: payable }],
      notifyClient: true,
    });
    await screen.findByTestId('renewal-step-saved');
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(api.calls(contractEndpoints.renewInto)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('renewal-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5008'));
  });

  it('should untick Zalo and keep everything typed when the server refuses', async () => {
    const api = stubApi();
    serve(api, disbursedContract());
    signInAs(['contract_access']);
    renderApp('/contracts/5007/renew');
    await screen.findByTestId('renewal-step-inputs');
    fireEvent.click(screen.getByTestId('renewal-notify'));
    api.respond(
      contractEndpoints.renewInto,
      { id: 5007 },
      refusal(409, 'Hợp đồng này không thể gia hạn'),
    );
    fireEvent.click(screen.getByTestId('renewal-next'));
    fireEvent.click(await screen.findByTestId('renewal-save'));
    expect((await api.expectCall(contractEndpoints.renewInto, { id: 5007 })).body).toMatchObject({
      notifyClient: false,
    });
    expect(await screen.findByText('Hợp đồng này không thể gia hạn')).toBeTruthy();
    expect(screen.getByTestId('renewal-step-preview')).toBeTruthy();
    expect(printPdf).not.toHaveBeenCalled();
  });

  it('should send a contract that cannot renew back to its detail, saying why', async () => {
    const api = stubApi();
    serve(api, contractFixture());
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/5007/renew');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText('Hợp đồng này không thể gia hạn')).toBeTruthy();
  });

  it('should send a disbursed contract back from the editor (edit is for PENDING only)', async () => {
    const api = stubApi();
    serve(api, disbursedContract());
    signInAs(['contract_access']);
    const { router } = renderApp('/contract-editor/5007');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText('Hợp đồng này không thể sửa')).toBeTruthy();
  });

  it('should review a contract read-only', async () => {
    const api = stubApi();
    serve(api, contractFixture());
    signInAs(['contract_access']);
    renderApp('/contracts/5007/review');
    await screen.findByTestId('contract-review-form');
    expect(screen.getByTestId('review-loan-approved')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('review-loan-rate')).toHaveProperty('disabled', true);
    expect(screen.queryByText('Lưu và in')).toBeNull();
  });
});
