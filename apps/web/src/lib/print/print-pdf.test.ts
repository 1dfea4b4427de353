import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPdf } from './print-pdf.ts';

function printFrame(): HTMLIFrameElement {
  const frame = document.querySelector('iframe.pd-print-frame');
  if (!(frame instanceof HTMLIFrameElement)) {
    throw new Error('no print frame');
  }
  return frame;
}

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) {
    frame.remove();
  }
});

describe('printPdf', () => {
  it("should print the PDF in a hidden frame, not the page's own layout", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:bill');
    URL.revokeObjectURL = vi.fn();
    const printing = printPdf(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const frame = printFrame();
    expect(frame.getAttribute('src')).toBe('blob:bill');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.style.width).toBe('0px');
    const view = frame.contentWindow as Window;
    const print = vi.spyOn(view, 'print').mockImplementation(() => {});
    const windowPrint = vi.spyOn(window, 'print').mockImplementation(() => {});
    frame.dispatchEvent(new Event('load'));
    await printing;
    expect(print).toHaveBeenCalledTimes(1);
    expect(windowPrint).not.toHaveBeenCalled();
  });

  it('should replace the previous frame and release its URL on the next print', async () => {
    URL.createObjectURL = vi.fn().mockReturnValueOnce('blob:one').mockReturnValueOnce('blob:two');
    URL.revokeObjectURL = vi.fn();
    void printPdf(new Blob(['%PDF-1.7']));
    const first = printFrame();
    const second = printPdf(new Blob(['%PDF-1.7']));
    expect(first.isConnected).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:one');
    const frame = printFrame();
    vi.spyOn(frame.contentWindow as Window, 'print').mockImplementation(() => {});
    frame.dispatchEvent(new Event('load'));
    await second;
    expect(document.querySelectorAll('iframe.pd-print-frame')).toHaveLength(1);
  });

  it('should reject when the frame cannot be printed', async () => {
    const printing = printPdf('/files/documents/70?sig=x');
    const frame = printFrame();
    expect(frame.getAttribute('src')).toBe('/files/documents/70?sig=x');
    vi.spyOn(frame.contentWindow as Window, 'print').mockImplementation(() => {
      throw new DOMException('Blocked a frame', 'SecurityError');
    });
    frame.dispatchEvent(new Event('load'));
    await expect(printing).rejects.toThrow('Blocked a frame');
  });
});
