import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fetchFile } from '../../lib/download-file.ts';
import type { PdfRequest } from '../../lib/print/pdf-request.ts';
import { LoadFailed } from '../load-failed.tsx';
import './print.css';

type Preview =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; error: unknown };

/**
 * A printed document shown on screen as the PDF it prints, rendered by the server (`request`,
 * decisions/0044): the browser never downloads the PDF renderer. `request` must keep its identity
 * while it asks for the same document (useState, useMemo): a new object loads again. A frame, not an <object>: the console's
 * Content-Security-Policy has object-src 'none' (its frame-src must allow blob:). Browsers without
 * an inline PDF viewer (phones) use the link under it.
 */
export function PdfPreview({
  request,
  title,
  testId = 'pdf-preview',
}: {
  request: PdfRequest;
  title: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is read so that a retry renders again.
    void attempt;
    let isCurrent = true;
    let url: string | null = null;
    setPreview({ status: 'loading' });
    fetchFile(request, request.fileName).then(
      ({ blob }) => {
        if (isCurrent) {
          url = URL.createObjectURL(blob);
          setPreview({ status: 'ready', url });
        }
      },
      (error: unknown) => {
        if (isCurrent) {
          setPreview({ status: 'failed', error });
        }
      },
    );
    return () => {
      isCurrent = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [request, attempt]);

  return (
    <div className="pd-pdf-preview" data-testid={testId} aria-busy={preview.status === 'loading'}>
      {preview.status === 'loading' ? (
        <div className="pd-pdf-preview-loading" data-testid={`${testId}-loading`}>
          <Spin />
          <span>{t('PRINT_PREVIEW_LOADING')}</span>
        </div>
      ) : preview.status === 'failed' ? (
        <LoadFailed
          title={t('PRINT_PREVIEW_FAILED')}
          error={preview.error}
          onRetry={() => setAttempt((count) => count + 1)}
          testId={`${testId}-error`}
          retryTestId={`${testId}-retry`}
        />
      ) : (
        <>
          <iframe
            src={preview.url}
            title={title}
            className="pd-pdf-preview-frame"
            data-testid={`${testId}-frame`}
          />
          <p className="pd-pdf-preview-open">
            <a href={preview.url} target="_blank" rel="noreferrer">
              {t('PRINT_PREVIEW_OPEN')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
