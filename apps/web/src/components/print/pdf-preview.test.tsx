import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import type { PrintableDocument } from '../../lib/print/printable-document.ts';
import { renderPdf } from '../../lib/print/render-pdf.ts';
import { PdfPreview } from './pdf-preview.tsx';

// jsdom cannot lay out a PDF: the renderer is replaced at its module boundary.
vi.mock('../../lib/print/render-pdf.ts', () => ({ renderPdf: vi.fn() }));

const bill = { kind: 'REDEEM_BILL', data: {} } as unknown as PrintableDocument;

beforeEach(() => {
  vi.mocked(renderPdf).mockReset();
  // jsdom has no blob URLs.
  URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = vi.fn();
});

function show(document: PrintableDocument = bill) {
  return render(
    <AppProviders>
      <PdfPreview document={document} title="Hóa đơn" testId="preview" />
    </AppProviders>,
  );
}

describe('PdfPreview', () => {
  it('should show a loading state, then the PDF at its blob URL', async () => {
    let finish: (blob: Blob) => void = () => {};
    vi.mocked(renderPdf).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    show();
    expect(screen.getByTestId('preview-loading').textContent).toContain('Đang tạo bản in');
    expect(renderPdf).toHaveBeenCalledWith(bill);
    finish(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:pdf-1');
    expect(frame.getAttribute('title')).toBe('Hóa đơn');
    // Browsers without an inline viewer (phones) get a link to the same PDF.
    expect(screen.getByRole('link', { name: 'Mở bản in (PDF)' }).getAttribute('href')).toBe(
      'blob:pdf-1',
    );
  });

  it('should say when the document cannot be rendered and render again on retry', async () => {
    vi.mocked(renderPdf).mockRejectedValueOnce(new Error('font failed'));
    vi.mocked(renderPdf).mockResolvedValueOnce(new Blob(['%PDF-1.7']));
    show();
    expect(await screen.findByText('Không tạo được bản xem trước')).toBeTruthy();
    fireEvent.click(screen.getByTestId('preview-retry'));
    expect(await screen.findByTestId('preview-frame')).toBeTruthy();
    expect(renderPdf).toHaveBeenCalledTimes(2);
  });

  it('should release the blob URL when it goes away', async () => {
    vi.mocked(renderPdf).mockResolvedValue(new Blob(['%PDF-1.7']));
    const view = show();
    await screen.findByTestId('preview-frame');
    view.unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1'));
  });
});
