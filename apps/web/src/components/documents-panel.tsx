import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type DocumentDto, documentAccept } from '@pawndesk/domain/document-api';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { DocumentOwner } from '../lib/documents/document-owner.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { useDocumentUpload } from './use-document-upload.ts';

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
  const upload = useDocumentUpload(owner, ownerId, defaultTypeId);
  const [viewing, setViewing] = useState<DocumentDto | null>(null);
  return (
    <section data-testid={testId}>
      <div className="pd-toolbar">
        <Select<number>
          value={upload.typeId ?? undefined}
          placeholder={t('DOCUMENT_TYPE')}
          aria-label={t('DOCUMENT_TYPE')}
          onChange={upload.setTypeId}
          style={{ minWidth: 200, maxWidth: '100%' }}
          loading={isLoadingTypes}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
          data-testid="document-type"
        />
        {/* The browser's own picker is unstyled and speaks the browser's language: it stays
            hidden behind a button of the console's. */}
        <input
          ref={upload.fileInput}
          type="file"
          accept={documentAccept}
          aria-label={t('DOCUMENT_FILE')}
          onChange={(event) => upload.choose(event.target.files?.[0])}
          hidden
          data-testid="document-file"
        />
        <Button
          icon={<PaperClipOutlined />}
          onClick={() => upload.fileInput.current?.click()}
          className="pd-file-choice"
          title={upload.file?.name}
          data-testid="document-choose"
        >
          {upload.file?.name ?? t('DOCUMENT_CHOOSE_FILE')}
        </Button>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={upload.typeId === null || upload.file === null}
          loading={upload.isSending}
          onClick={() => void upload.send()}
          data-testid="document-upload"
        >
          {t('DOCUMENT_UPLOAD')}
        </Button>
        {extra}
      </div>
      <DocumentsTable owner={owner} ownerId={ownerId} onView={setViewing} />
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
