import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { type DocumentDto, isPrintedDocument } from '@pawndesk/domain/document-api';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { useTranslation } from '../i18n/use-translation.ts';
import { useArchiveDocument } from '../lib/documents/archive-document.ts';
import type { DocumentOwner } from '../lib/documents/document-owner.ts';
import { useDocuments } from '../lib/documents/list-documents.ts';
import { errorText } from '../lib/error-text.ts';
import { flash } from '../lib/flash.ts';
import { formatDateTime, personName } from '../lib/format.ts';

type DocumentsTableProps = {
  owner: DocumentOwner;
  ownerId: number;
  onView: (document: DocumentDto) => void;
};

/**
 * The owner's documents: type, file, who added them when; view, and archive after a confirmation
 * (not a printed document, which the shop keeps).
 */
export function DocumentsTable({ owner, ownerId, onView }: DocumentsTableProps) {
  const { t } = useTranslation();
  const documents = useDocuments(owner, ownerId);
  const archive = useArchiveDocument(owner, ownerId);

  const archiveDocument = async (id: number) => {
    try {
      await archive.mutateAsync(id);
      flash.info(t('SUCCESSFULLY_DELETED_DOCUMENT'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  return (
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
                onClick={() => onView(doc)}
                data-testid={`document-view-${doc.id}`}
              />
              {/* A printed document is the shop's copy of what the client got: kept, never deleted. */}
              {isPrintedDocument(doc) ? null : (
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
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
