import { type DocumentDto, isImageContentType } from '@pawndesk/domain/document-api';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDocumentLink } from '../lib/documents/get-document-link.ts';
import { errorText } from '../lib/error-text.ts';
import { StatusResult } from './status-result.tsx';

/** Images inline, PDF in the browser's viewer, through a short-lived signed link. */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: DocumentDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = useDocumentLink(document?.id ?? null);
  return (
    <Modal
      open={document !== null}
      title={document?.fileName}
      onCancel={onClose}
      footer={null}
      width="min(960px, 96vw)"
      destroyOnHidden
    >
      <div className="pd-document-viewer" data-testid="document-viewer">
        {link.isPending ? (
          <Spin />
        ) : link.isError ? (
          <StatusResult status="error" subTitle={errorText(link.error, t)} />
        ) : document && isImageContentType(document.contentType) ? (
          <img src={link.data.url} alt={document.fileName} data-testid="document-image" />
        ) : (
          <iframe src={link.data.url} title={document?.fileName} data-testid="document-pdf" />
        )}
      </div>
    </Modal>
  );
}
