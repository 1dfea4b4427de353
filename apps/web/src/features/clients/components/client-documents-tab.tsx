import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  type DocumentDto,
  documentAccept,
  isImageContentType,
  maxDocumentBytes,
} from '@pawndesk/domain/document-api';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { getDocumentLink } from '../api/documents-api.ts';
import { useClientDocuments, useDocumentActions } from '../hooks/use-client-queries.ts';
import { useMisc2 } from '../hooks/use-misc2.ts';
import { formatDateTime, personName } from '../model/format.ts';

/** Whether a chosen file may be sent (B§5 Upload: at most 10,485,760 bytes). */
export function isFileSizeAllowed(file: File): boolean {
  return file.size <= maxDocumentBytes;
}

/** Images inline, PDF in the browser's viewer, through a short-lived signed link. */
function DocumentViewer({
  document,
  onClose,
}: {
  document: DocumentDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: ['document-link', document?.id ?? 0],
    queryFn: ({ signal }) => getDocumentLink(document?.id ?? 0, signal),
    enabled: document !== null,
    // The link expires after 5 minutes; fetch a fresh one each time the viewer opens.
    gcTime: 0,
    staleTime: 0,
  });
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
          <Result status="error" subTitle={errorText(link.error, t)} />
        ) : document && isImageContentType(document.contentType) ? (
          <img src={link.data.url} alt={document.fileName} data-testid="document-image" />
        ) : (
          <iframe src={link.data.url} title={document?.fileName} data-testid="document-pdf" />
        )}
      </div>
    </Modal>
  );
}

/** DOCUMENT: list, upload (a type and one file), view, archive. */
export function ClientDocumentsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const misc2 = useMisc2();
  const documents = useClientDocuments(clientId);
  const { upload, archive } = useDocumentActions(clientId);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [viewing, setViewing] = useState<DocumentDto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) {
      fileInput.current.value = '';
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!isFileSizeAllowed(chosen)) {
      flash.error(t('FILE_TOO_LARGE'));
      clearFile();
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    if (typeId === null || !file) {
      return;
    }
    try {
      await upload.mutateAsync({ typeId, file });
      flash.info(t('SUCCESSFULLY_UPLOADED_DOCUMENT'));
      clearFile();
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const archiveDocument = async (id: number) => {
    try {
      await archive.mutateAsync(id);
      flash.info(t('SUCCESSFULLY_DELETED_DOCUMENT'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  return (
    <section data-testid="client-documents">
      <div className="pd-client-tab-toolbar">
        <Select<number>
          value={typeId ?? undefined}
          placeholder={t('DOCUMENT_TYPE')}
          aria-label={t('DOCUMENT_TYPE')}
          onChange={setTypeId}
          style={{ minWidth: 200 }}
          loading={misc2.isPending}
          options={(misc2.data?.clientDocTypes ?? []).map((type) => ({
            value: type.id,
            label: type.name,
          }))}
          data-testid="document-type"
        />
        <input
          ref={fileInput}
          type="file"
          accept={documentAccept}
          aria-label={t('DOCUMENT_FILE')}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="document-file"
        />
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={typeId === null || file === null}
          loading={upload.isPending}
          onClick={() => void send()}
          data-testid="document-upload"
        >
          {t('DOCUMENT_UPLOAD')}
        </Button>
      </div>
      <Table<DocumentDto>
        rowKey="id"
        size="small"
        loading={documents.isPending}
        dataSource={documents.data?.items ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('DOCUMENT_EMPTY') }}
        columns={[
          { key: 'type', title: t('DOCUMENT_TYPE'), render: (_, doc) => doc.type.name },
          { key: 'file', title: t('DOCUMENT_FILE'), dataIndex: 'fileName' },
          {
            key: 'created',
            title: t('DOCUMENT_CREATED'),
            render: (_, doc) => `${formatDateTime(doc.createdAt)} · ${personName(doc.createdBy)}`,
          },
          {
            key: 'actions',
            title: '',
            render: (_, doc) => (
              <span>
                <Button
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label={t('DOCUMENT_VIEW')}
                  onClick={() => setViewing(doc)}
                  data-testid={`document-view-${doc.id}`}
                />
                <Popconfirm
                  title={t('CONFIRM_DELETE_PAPER')}
                  okText={t('DELETE')}
                  cancelText={t('CANCEL')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => archiveDocument(doc.id)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('DELETE')}
                    data-testid={`document-archive-${doc.id}`}
                  />
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
