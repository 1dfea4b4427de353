import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfRequest } from '../../lib/print/pdf-request.ts';
import { resetSession, signInAs } from '../../testing/render-app.tsx';
import { PdfPreview } from './pdf-preview.tsx';

const bill: PdfRequest = {
  url: '/crm/api/v2/contracts/finflux-5007:redeem-preview/',
  method: 'POST',
  body: { submissionDate: '2026-02-02', paymentMethod: 'CASH' },
  fileName: 'phieu-thu-chuoc-tai-san-5007.pdf',
};

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetSession();
  signInAs(['contract_access']);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no blob URLs.
  URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(request: PdfRequest = bill) {
  return render(<PdfPreview request={request} title="Hóa đơn" testId="preview" />);
}

describe('PdfPreview', () => {
  it('should show a loading state, then the PDF the server rendered at its blob URL', async () => {
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    show();
    expect(screen.getByTestId('preview-loading').textContent).toContain('Đang tạo bản in');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(bill.url);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(bill.body);
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer \S+/);
    finish(pdf());
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:pdf-1');
    expect(frame.getAttribute('title')).toBe('Hóa đơn');
    // Browsers without an inline viewer (phones) get a link to the same PDF.
    expect(screen.getByRole('link', { name: 'Mở bản in (PDF)' }).getAttribute('href')).toBe(
      'blob:pdf-1',
    );
  });

  it("should show the server's refusal and ask again on retry", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: 5002, message: 'Ngày tất toán không hợp lệ' } },
        { status: 400 },
      ),
    );
    fetchMock.mockResolvedValueOnce(pdf());
    show();
    expect(await screen.findByText('Không tạo được bản xem trước')).toBeTruthy();
    expect(screen.getByText('Ngày tất toán không hợp lệ')).toBeTruthy();
    fireEvent.click(screen.getByTestId('preview-retry'));
    expect(await screen.findByTestId('preview-frame')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should release the blob URL when it goes away', async () => {
    fetchMock.mockResolvedValue(pdf());
    const view = show();
    await screen.findByTestId('preview-frame');
    view.unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1'));
  });
});
