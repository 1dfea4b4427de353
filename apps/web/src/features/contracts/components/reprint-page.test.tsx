import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import { disbursedContract } from '../../../testing/fixtures/contract.ts';
import { documentFixture } from '../../../testing/fixtures/document.ts';
import { printedDocumentFixture } from '../../../testing/fixtures/settlement.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import {
  onFixtureDay,
  serveArchivedDocument,
  serveClient,
  serveDetail,
  serveReference,
} from '../testing/counter.ts';

// The preview's own loading is tested in components/print; here, what it asks the server for.
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
  setViewportWidth(390);
  onFixtureDay();
  previews.shown = [];
  vi.mocked(printPdf).mockClear();
});

const route = { id: 5007 };

function openReprint(contract: ContractDto) {
  const api = stubApi();
  serveReference(api);
  serveDetail(api, contract);
  serveClient(api);
  signInAs(['contract_access']);
  const app = renderApp('/contracts/5007/reprint');
  return { ...app, api };
}

describe('reprint (FLOW-6)', () => {
  it('should preview the mortgage contract and archive and print a new copy on each print', async () => {
    const { api, router } = openReprint(disbursedContract());
    expect(await screen.findByText('In hợp đồng #5007')).toBeTruthy();
    await screen.findByTestId('reprint-preview');
    // The server renders the contract as a print would file it (its pages: the server's tests).
    expect(previews.shown.at(-1)).toEqual({
      url: '/crm/api/v2/contracts/finflux-5007/print-preview/',
      fileName: 'hop-dong-cam-co-5007.pdf',
    });

    api.respond(contractEndpoints.print, route, printedDocumentFixture(83, 'hop-dong-5007.pdf'));
    serveArchivedDocument(api, 83);
    fireEvent.click(screen.getByTestId('reprint-print'));
    fireEvent.click(screen.getByTestId('reprint-print'));
    expect((await api.expectCall(contractEndpoints.print, route)).body).toEqual({
      kind: 'MORTGAGE_CONTRACT',
    });
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1));
    expect(api.calls(contractEndpoints.print)).toHaveLength(1);
    // The archived document itself, through its signed link.
    expect(printPdf).toHaveBeenCalledWith('/files/documents/83?sig=signed&exp=1');

    // A reprint is a new archived document each time.
    await waitFor(() =>
      expect(screen.getByTestId('reprint-print').classList.contains('ant-btn-loading')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('reprint-print'));
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(2));
    expect(api.calls(contractEndpoints.print)).toHaveLength(2);

    fireEvent.click(screen.getByTestId('reprint-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
  });

  it('should show the refusal and print nothing when the server cannot print', async () => {
    const { api } = openReprint(disbursedContract());
    await screen.findByTestId('reprint-preview');
    api.respond(contractEndpoints.print, route, refusal(409, 'Không in được hợp đồng đã hủy'));
    fireEvent.click(screen.getByTestId('reprint-print'));
    expect(await screen.findByText('Không in được hợp đồng đã hủy')).toBeTruthy();
    expect(printPdf).not.toHaveBeenCalled();
  });

  it('should list the printed copies on the documents tab with no delete', async () => {
    const api = stubApi();
    serveReference(api);
    serveDetail(api, disbursedContract());
    api.respond(documentEndpoints.contractDocuments, {
      items: [printedDocumentFixture(83, 'hop-dong-5007.pdf'), documentFixture({ id: 70 })],
      total: 2,
    });
    signInAs(['contract_access']);
    renderApp('/contracts/5007?tab=documents');
    expect(await screen.findByText('hop-dong-5007.pdf')).toBeTruthy();
    expect(screen.getByTestId('document-view-83')).toBeTruthy();
    expect(screen.queryByTestId('document-archive-83')).toBeNull();
    expect(screen.getByTestId('document-archive-70')).toBeTruthy();
  });
});
