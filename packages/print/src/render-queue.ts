import { type DocumentProps, pdf } from '@react-pdf/renderer';
import { Component, createElement, type ReactElement, type ReactNode } from 'react';

type PdfInstance = ReturnType<typeof pdf>;

type GuardProps = { children?: ReactNode; onError: (error: unknown) => void };

/**
 * React catches an error thrown while a document renders and unmounts it; without a boundary the
 * container would go on holding the previous document and print that one instead.
 */
class RenderGuard extends Component<GuardProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

let instance: PdfInstance | null = null;
let renderCount = 0;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `render` on the one react-pdf container of this process, holding `document`.
 *
 * renderToBuffer and pdf(doc).toBuffer() create a React root per call that is never released: the
 * heap grew about 1 MB per bill-and-contract pair and never came back (400 renders: +210 MB,
 * react-pdf 4.9, React 19.3). One reused container keeps it flat. The key makes React mount the
 * new document afresh instead of patching the previous one, and renders run one at a time so a
 * render never sees another's document.
 */
export function renderQueued<T>(
  document: ReactElement<DocumentProps>,
  render: (pdfInstance: PdfInstance) => Promise<T>,
): Promise<T> {
  const run = () => {
    instance ??= pdf();
    renderCount += 1;
    let failure: { error: unknown } | null = null;
    instance.updateContainer(
      createElement(
        RenderGuard,
        {
          key: `document-${renderCount}`,
          onError: (error: unknown) => {
            failure = { error };
          },
        },
        document,
      ),
    );
    // updateContainer renders synchronously, so a failure is known here.
    const failed = failure as { error: unknown } | null;
    if (failed) {
      throw failed.error;
    }
    if (!instance.container.document) {
      throw new Error('The element did not render a react-pdf <Document>');
    }
    return render(instance);
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
