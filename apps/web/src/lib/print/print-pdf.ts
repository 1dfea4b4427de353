/**
 * Prints a PDF through a hidden iframe: the browser opens its print dialog on the PDF itself, so
 * the paper never depends on the page's own layout or styles (issue 14, research/print-lab.md).
 */
let current: { frame: HTMLIFrameElement; url: string | null } | null = null;

/** The previous print's frame stays until the next print: the dialog may still be reading it. */
function removeCurrent(): void {
  if (!current) {
    return;
  }
  current.frame.remove();
  if (current.url) {
    URL.revokeObjectURL(current.url);
  }
  current = null;
}

/**
 * Opens the print dialog on `source` (the PDF's bytes, or a same-origin URL of it). Resolves once
 * the dialog was asked for; rejects when the frame cannot be printed (a cross-origin URL).
 */
export function printPdf(source: Blob | string): Promise<void> {
  removeCurrent();
  const ownUrl = typeof source === 'string' ? null : URL.createObjectURL(source);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.className = 'pd-print-frame';
  // Not display:none: a frame that is not rendered does not load its PDF viewer in every browser.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
  });
  current = { frame, url: ownUrl };
  return new Promise((resolve, reject) => {
    frame.addEventListener(
      'load',
      () => {
        try {
          const view = frame.contentWindow;
          if (!view) {
            throw new Error('The print frame has no window');
          }
          view.focus();
          view.print();
          resolve();
        } catch (error) {
          reject(error);
        }
      },
      { once: true },
    );
    frame.src = ownUrl ?? (source as string);
    document.body.append(frame);
  });
}
