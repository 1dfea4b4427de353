import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type DocumentDto, documentAccept, maxDocumentBytes } from '@pawndesk/domain/document-api';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveDocument } from '../lib/documents/archive-document.ts';
import type { DocumentOwner } from '../lib/documents/document-owner.ts';
import { useDocuments } from '../lib/documents/list-documents.ts';
import { useUploadDocument } from '../lib/documents/upload-document.ts';
import { errorText } from '../lib/error-text.ts';
import { flash } from '../lib/flash.ts';
import { formatDateTime, personName } from '../lib/format.ts';
import { DocumentViewer } from './document-viewer.tsx';

/** Whether a chosen file may be sent (B§5 Upload: at most 10,485,760 bytes). */
export function isFileSizeAllowed(file: File): boolean {
  return file.size <= maxDocumentBytes;
}

type DocumentsPanelProps = {
  owner: DocumentOwner;
  ownerId: number;
  types: readonly { id: number; name: string }[];
  isLoadingTypes: boolean;
  /** The type chosen before the user picks one (contract documents: 4, B§5). */
  defaultTypeId: number | null;
  /** More buttons for the toolbar. */
  extra?: ReactNode;
  testId: string;
};

/** Client and contract documents: list, upload (a type and one file), view, archive. */
export function DocumentsPanel({
  owner,
  ownerId,
  types,
  isLoadingTypes,
  defaultTypeId,
  extra,
  testId,
}: DocumentsPanelProps) {
  const { t } = useTranslation();
  const documents = useDocuments(owner, ownerId);
  const upload = useUploadDocument(owner, ownerId);
  const archive = useArchiveDocument(owner, ownerId);
  const [typeId, setTypeId] = useState<number | null>(defaultTypeId);
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
    <section data-testid={testId}>
      <div className="pd-toolbar">
        <Select<number>
          value={typeId ?? undefined}
          placeholder={t('DOCUMENT_TYPE')}
          aria-label={t('DOCUMENT_TYPE')}
          onChange={setTypeId}
          style={{ minWidth: 200, maxWidth: '100%' }}
          loading={isLoadingTypes}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          data-testid="document-type"
        />
        <input
          ref={fileInput}
          type="file"
          accept={documentAccept}
          aria-label={t('DOCUMENT_FILE')}
          onChange={(event) => choose(event.target.files?.[0])}
          className="pd-file-input"
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
        {extra}
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
              <span className="pd-nowrap">
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
