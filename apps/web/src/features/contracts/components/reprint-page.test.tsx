import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import type { MortgageContractData } from '@pawndesk/domain/print-documents';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from '../../../lib/print/print-pdf.ts';
import type { PrintableDocument } from '../../../lib/print/printable-document.ts';
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

const previews = vi.hoisted(() => ({ shown: [] as PrintableDocument[] }));
vi.mock('../../../components/print/pdf-preview.tsx', () => ({
  PdfPreview: ({ document, testId }: { document: PrintableDocument; testId: string }) => {
    previews.shown.push(document);
    return <div data-testid={testId} data-kind={document.kind} />;
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
  api.respond(
    contractEndpoints.collateralInfo,
    { id: contract.id },
    {
      assetId: contract.asset.id,
      category: { key: 'MOTORCYCLE', name: 'Xe máy' },
      description: contract.asset.description,
      meta: contract.asset.meta,
      status: contract.asset.status,
      originContract: { id: contract.id, finfluxId: contract.finfluxId },
      storageCode: 'CG',
      storageName: 'Kho Cầu Giấy',
      expectedAmount: 12_000_000,
      valuatedAmount: 11_000_000,
      liquidationAmount: null,
      valuator: null,
    },
  );
  signInAs(['contract_access']);
  const app = renderApp('/contracts/5007/reprint');
  return { ...app, api };
}

function shownContract(): MortgageContractData {
  const last = previews.shown.at(-1);
  if (last?.kind !== 'MORTGAGE_CONTRACT') {
    throw new Error('no contract shown');
  }
  return last.data;
}

describe('reprint (FLOW-6)', () => {
  it('should preview the mortgage contract and archive and print a new copy on each print', async () => {
    const { api, router } = openReprint(disbursedContract());
    expect(await screen.findByText('In hợp đồng #5007')).toBeTruthy();
    await screen.findByTestId('reprint-preview');
    const data = shownContract();
    // A bike: the vehicle authorization page follows the terms.
    expect(data.variant).toBe('VEHICLE');
    expect(data.asset.valuatedAmount).toBe(11_000_000);
    expect(data.client.citizenId).toBe('001090000001');
    expect(data.issuer.branchName).toBe('Chi nhánh Cầu Giấy');

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

  it('should print real estate with its own wording and no authorization page', async () => {
    openReprint(
      disbursedContract({
        assetType: { name: 'Realestate', description: 'Bất động sản' },
        asset: {
          id: 3,
          code: 'TS003',
          description: 'Nhà số 12 ngõ 34 Trần Thái Tông',
          status: 'IN_STORAGE',
          meta: { coOwner: 'Trần Thị Hoa' },
          storage: null,
          storedOn: null,
        },
      }),
    );
    await screen.findByTestId('reprint-preview');
    expect(shownContract().variant).toBe('REAL_ESTATE');
    expect(shownContract().vehicle).toBeNull();
    expect(shownContract().coOwner?.name).toBe('Trần Thị Hoa');
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
