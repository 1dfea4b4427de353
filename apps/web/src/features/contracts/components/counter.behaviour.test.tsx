import type { ContractDto } from '@pawndesk/domain/contract-api';
import { isPrintedDocument } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ContractWorld,
  contractWorld,
} from '../../../../../server/src/testing/contract-world.ts';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// The counter on the real server in-process: the console's figures and bodies are accepted by the
// server's own rules, the contract settles, and the printed PDF is the one the server archived.
// jsdom renders and prints no PDF: the preview and printPdf are replaced at their module boundary.
const previews = vi.hoisted(() => ({ shown: [] as PdfRequest[] }));
vi.mock('../../../components/print/pdf-preview.tsx', () => ({
  PdfPreview: ({ request, testId }: { request: PdfRequest; testId: string }) => {
    previews.shown.push(request);
    return <div data-testid={testId} />;
  },
}));
vi.mock('../../../lib/print/print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

let server: RealServer;
let world: ContractWorld;

beforeAll(async () => {
  server = await startRealServer();
  world = await contractWorld(server.test);
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  previews.shown = [];
  vi.mocked(printPdf).mockClear();
  await server.signIn(['contract_access'], { branchId: world.branch.id });
});

/** A contract approved and disbursed in cash today, through the API. */
async function disbursedContract(): Promise<ContractDto> {
  const contract = await world.create();
  await world.action(world.tokens.staff, contract, 'approve');
  await world.action(world.tokens.staff, contract, 'disburse', { type: 'CASH' });
  return (await world.get(contract)).data;
}

/** The contract's documents as the server lists them. */
async function documentsOf(contract: ContractDto) {
  const response = await server.test.as(world.tokens.staff, {
    method: 'GET',
    url: endpointUrl(documentEndpoints.contractDocuments, { id: contract.id }),
  });
  return (response.json() as { data: { items: { id: number; type: { key: string } }[] } }).data
    .items;
}

/** The signed link printPdf was given: the archived file itself. */
function printedLink(): string {
  const [source] = vi.mocked(printPdf).mock.calls.at(-1) ?? [];
  return String(source);
}

describe('the counter on the real server', () => {
  it('should repay with the amount the console computed and print the receipt the server kept', async () => {
    const contract = await disbursedContract();
    const { router } = renderApp(`/contracts/${contract.finfluxId}/repay`);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.click(screen.getByTestId('settlement-next'));
    await screen.findByTestId('settlement-step-preview');
    fireEvent.click(screen.getByTestId('settlement-save'));
    expect(await screen.findByText('Tất toán hợp đồng thành công')).toBeTruthy();
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    const printed = (await documentsOf(contract)).filter(isPrintedDocument);
    expect(printed).toHaveLength(1);
    expect(printedLink()).toContain(`/files/documents/${printed[0]?.id}?`);
    expect((await world.get(contract)).data.status).toBe('REPAID');

    fireEvent.click(await screen.findByTestId('settlement-done'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/contracts/${contract.finfluxId}`),
    );
    expect(await screen.findByText('Đã tất toán')).toBeTruthy();
  });

  it('should redeem by transfer on the first print and keep the bill', async () => {
    const contract = await disbursedContract();
    renderApp(`/contracts/${contract.finfluxId}/redeem`);
    await screen.findByTestId('redeem-step-form');
    fireEvent.click(screen.getByLabelText('Chuyển khoản'));
    fireEvent.click(screen.getByTestId('redeem-next'));
    await screen.findByTestId('redeem-step-bill');
    fireEvent.click(screen.getByTestId('redeem-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByTestId('redeem-end') as HTMLButtonElement).disabled).toBe(false),
    );
    expect((await world.get(contract)).data.status).toBe('CLOSED');
    expect((await documentsOf(contract)).filter(isPrintedDocument)).toHaveLength(1);
  });

  it('should archive a new copy of the contract on each reprint', async () => {
    const contract = await disbursedContract();
    renderApp(`/contracts/${contract.finfluxId}/reprint`);
    await screen.findByTestId('reprint-preview');
    fireEvent.click(screen.getByTestId('reprint-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('reprint-print').classList.contains('ant-btn-loading')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('reprint-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(2));
    expect((await documentsOf(contract)).filter(isPrintedDocument)).toHaveLength(2);
  });

  it('should refuse a payment that does not pay what is due, before any call', async () => {
    const contract = await disbursedContract();
    renderApp(`/contracts/${contract.finfluxId}/repay`);
    await screen.findByTestId('settlement-step-inputs');
    fireEvent.change(screen.getByTestId('payment-amount-0'), { target: { value: '1' } });
    const before = server.requests.length;
    fireEvent.click(screen.getByTestId('settlement-next'));
    expect((await screen.findByTestId('settlement-amount-error')).textContent).toContain(
      'Số tiền không hợp lệ',
    );
    expect(server.requests.slice(before).filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });
});
