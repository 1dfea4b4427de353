import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { formatMillions } from '@pawndesk/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import { overdueContract } from '../../../testing/fixtures/contract.ts';
import { redeemInfoFixture, settlementFixture } from '../../../testing/fixtures/settlement.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  onFixtureDay,
  serveArchivedDocument,
  serveDetail,
  serveReference,
  typeDate,
} from '../testing/counter.ts';

// jsdom cannot show or print a PDF: the preview and printPdf are replaced at their module
// boundary (the preview's loading is tested in components/print, the bill the server renders in
// the server's tests); everything else (the domain's figures, the calls) is the real thing.
const previews = vi.hoisted(() => ({ shown: [] as PdfRequest[] }));
vi.mock('../../../components/print/pdf-preview.tsx', () => ({
  PdfPreview: ({ request, testId }: { request: PdfRequest; testId: string }) => {
    previews.shown.push(request);
    return <div data-testid={testId} />;
  },
}));
vi.mock('../../../lib/print/print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
  onFixtureDay();
  previews.shown = [];
  vi.mocked(printPdf).mockClear();
});

const route = { id: 5007 };
/** Disbursed 2025-12-01, matured 2025-12-31: 33 days late on the fixtures' day. */
const overdue = overdueContract();
const redeemed = overdueContract({ status: 'CLOSED', closedOn: '2026-02-02' });

function openWizard(contract: ContractDto = overdue, options: { isSuperuser?: boolean } = {}) {
  const api = stubApi();
  serveReference(api);
  serveDetail(api, contract);
  api.respond(contractEndpoints.redeemInfo, route, redeemInfoFixture(contract));
  signInAs(['contract_access'], options.isSuperuser ?? false);
  const app = renderApp('/contracts/5007/redeem');
  return { ...app, api };
}

/** The redeem the bill's preview asks the server to render. */
function lastBill() {
  const last = previews.shown.at(-1);
  if (last?.url !== '/crm/api/v2/contracts/finflux-5007:redeem-preview/') {
    throw new Error('no bill shown');
  }
  expect(last.method).toBe('POST');
  return last.body;
}

describe('redeem wizard (FLOW-3)', () => {
  it('should show the step 1 figures of the domain, the steps and cash by default', async () => {
    openWizard();
    await screen.findByTestId('redeem-step-form');
    expect(screen.getByText('Chuộc tài sản – hợp đồng #5007')).toBeTruthy();
    const steps = screen.getByTestId('redeem-steps');
    expect(within(steps).getByText('Bước 1')).toBeTruthy();
    expect(within(steps).getByText('Bước 2')).toBeTruthy();
    expect(screen.getByTestId('redeem-figure-id').textContent).toContain('#5007');
    expect(screen.getByTestId('redeem-figure-lateDays').textContent).toContain('33');
    expect(screen.getByTestId('redeem-figure-maturesOn').textContent).toContain('31/12/2025');
    expect(screen.getByTestId('redeem-figure-overdueFee').textContent).toContain(
      formatMillions(overdue.overdueFee),
    );
    // The bill's total is what settling costs today, as the detail says.
    expect(screen.getByTestId('redeem-figure-total').textContent).toContain(
      formatMillions(overdue.toRepay),
    );
    expect((screen.getByLabelText('Tiền mặt') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('redeem-date') as HTMLInputElement).value).toBe('02/02/2026');
  });

  it('should redeem on the first print with the date and the method, then print the archived bill', async () => {
    const { api, router } = openWizard();
    await screen.findByTestId('redeem-step-form');
    fireEvent.click(screen.getByLabelText('Chuyển khoản'));
    fireEvent.click(screen.getByTestId('redeem-next'));
    await screen.findByTestId('redeem-step-bill');
    // The bill of exactly what the save sends (its VietQR and figures: the server's tests).
    expect(lastBill()).toEqual({ submissionDate: '2026-02-02', paymentMethod: 'BANK_TRANSFER' });

    api.respond(contractEndpoints.redeem, route, settlementFixture(redeemed, 80));
    serveArchivedDocument(api, 80);
    expect((screen.getByTestId('redeem-back') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('redeem-end') as HTMLButtonElement).disabled).toBe(true);
    // A double click redeems once.
    fireEvent.click(screen.getByTestId('redeem-print'));
    fireEvent.click(screen.getByTestId('redeem-print'));
    const call = await api.expectCall(contractEndpoints.redeem, route);
    expect(call.body).toEqual({ submissionDate: '2026-02-02', paymentMethod: 'BANK_TRANSFER' });
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(api.calls(contractEndpoints.redeem)).toHaveLength(1);
    expect(api.calls(documentEndpoints.link, { id: 80 })).toHaveLength(1);
    // The archived document itself, through its signed link.
    expect(printPdf).toHaveBeenCalledWith('/files/documents/80?sig=signed&exp=1');
    expect(await screen.findByText('Tất toán hợp đồng thành công')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('redeem-end') as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByTestId('redeem-back') as HTMLButtonElement).disabled).toBe(true);

    // Printing again prints the archived bill again; it never redeems twice.
    fireEvent.click(screen.getByTestId('redeem-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(2));
    expect(api.calls(contractEndpoints.redeem)).toHaveLength(1);

    fireEvent.click(screen.getByTestId('redeem-end'));
    expect((await screen.findByTestId('redeem-done')).textContent).toContain(
      'Đã tất toán hợp đồng #5007',
    );
    fireEvent.click(screen.getByTestId('redeem-to-detail'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
  });

  it('should go back from the bill to the form and keep the choices', async () => {
    openWizard();
    await screen.findByTestId('redeem-step-form');
    fireEvent.click(screen.getByLabelText('Chuyển khoản'));
    fireEvent.click(screen.getByTestId('redeem-next'));
    fireEvent.click(await screen.findByTestId('redeem-back'));
    await screen.findByTestId('redeem-step-form');
    expect((screen.getByLabelText('Chuyển khoản') as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['more than 10 days back', '20/01/2026', 'Ngày tất toán không hợp lệ'],
    ['after today', '03/02/2026', 'Ngày tất toán không hợp lệ'],
    ['before the submission date', '30/11/2025', 'Ngày tất toán không hợp lệ'],
    ['unreadable', '31/02/2026', 'Ngày không hợp lệ'],
    ['empty', '', 'Ngày không hợp lệ'],
  ])('should refuse a transaction date %s (B§5)', async (_case, text, message) => {
    const { api } = openWizard();
    await screen.findByTestId('redeem-step-form');
    typeDate('redeem-date', text);
    fireEvent.click(screen.getByTestId('redeem-next'));
    expect((await screen.findByTestId('redeem-date-error')).textContent).toBe(message);
    expect(screen.getByTestId('redeem-step-form')).toBeTruthy();
    expect(api.calls(contractEndpoints.redeem)).toHaveLength(0);
  });

  it('should let a superuser redeem on a date more than 10 days back, with its figures', async () => {
    openWizard(overdue, { isSuperuser: true });
    await screen.findByTestId('redeem-step-form');
    typeDate('redeem-date', '20/01/2026');
    // The figures follow the date: 20 days late instead of 33.
    await waitFor(() =>
      expect(screen.getByTestId('redeem-figure-lateDays').textContent).toContain('20'),
    );
    fireEvent.click(screen.getByTestId('redeem-next'));
    await screen.findByTestId('redeem-step-bill');
    expect(lastBill()).toEqual({ submissionDate: '2026-01-20', paymentMethod: 'CASH' });
  });

  it.each([
    [errorCodes.redeemError, 'Hợp đồng chưa kích hoạt'],
    [errorCodes.redeemClosedError, 'Hợp đồng đã đóng'],
  ])(
    'should go back to the detail when the redeem info is refused with %i',
    async (code, message) => {
      const api = stubApi();
      serveReference(api);
      serveDetail(api, overdue);
      // The branch is on the code, never on the server's text.
      api.respond(contractEndpoints.redeemInfo, route, refusal(409, 'Không thể xử lý', code));
      signInAs(['contract_access']);
      const { router } = renderApp('/contracts/5007/redeem');
      await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByText('Không thể xử lý')).toBeNull();
    },
  );

  it.each([
    ['REPAID', 'Hợp đồng đã đóng'],
    ['APPROVED', 'Hợp đồng chưa kích hoạt'],
  ] as const)('should go back when the redeem info says %s', async (status, message) => {
    const api = stubApi();
    serveReference(api);
    serveDetail(api, overdue);
    api.respond(
      contractEndpoints.redeemInfo,
      route,
      redeemInfoFixture(overdue, { active: false, status }),
    );
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/5007/redeem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('should go back with REDEEM_CLOSED_ERROR when redeeming is refused as closed', async () => {
    const { api, router } = openWizard();
    await screen.findByTestId('redeem-step-form');
    fireEvent.click(screen.getByTestId('redeem-next'));
    await screen.findByTestId('redeem-step-bill');
    api.respond(
      contractEndpoints.redeem,
      route,
      refusal(409, 'Another message', errorCodes.redeemClosedError),
    );
    fireEvent.click(screen.getByTestId('redeem-print'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
    expect(await screen.findByText('Hợp đồng đã đóng')).toBeTruthy();
    expect(printPdf).not.toHaveBeenCalled();
  });

  it('should stay on the bill with the message when redeeming fails otherwise', async () => {
    const { api } = openWizard();
    await screen.findByTestId('redeem-step-form');
    fireEvent.click(screen.getByTestId('redeem-next'));
    await screen.findByTestId('redeem-step-bill');
    api.respond(contractEndpoints.redeem, route, refusal(409, 'Ngày tất toán không hợp lệ'));
    fireEvent.click(screen.getByTestId('redeem-print'));
    expect(await screen.findByText('Ngày tất toán không hợp lệ')).toBeTruthy();
    expect(screen.getByTestId('redeem-step-bill')).toBeTruthy();
    expect((screen.getByTestId('redeem-back') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('redeem-end') as HTMLButtonElement).disabled).toBe(true);
    expect(printPdf).not.toHaveBeenCalled();
  });

  it('should switch the route when the redeem info names another contract', async () => {
    const api = stubApi();
    serveReference(api);
    serveDetail(api, overdue);
    api.respond(contractEndpoints.redeemInfo, { id: 1234 }, redeemInfoFixture(overdue));
    api.respond(contractEndpoints.detailByFinflux, { id: 1234 }, overdue);
    api.respond(contractEndpoints.redeemInfo, route, redeemInfoFixture(overdue));
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/1234/redeem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007/redeem'));
    await screen.findByTestId('redeem-step-form');
    expect(screen.getByText('Chuộc tài sản – hợp đồng #5007')).toBeTruthy();
  });

  it('should send a route without a contract id to the contracts list', async () => {
    const api = stubApi();
    api.hold(contractEndpoints.list);
    api.hold(contractEndpoints.summary);
    signInAs(['contract_access']);
    const { router } = renderApp('/contracts/abc/redeem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
  });
});
