import { maxDocumentBytes } from '@pawndesk/domain/document-api';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { DocumentOwner } from '../lib/documents/document-owner.ts';
import { useUploadDocument } from '../lib/documents/upload-document.ts';
import { errorText } from '../lib/error-text.ts';
import { flash } from '../lib/flash.ts';

/** Whether a chosen file may be sent (B§5 Upload: at most 10,485,760 bytes). */
export function isFileSizeAllowed(file: File): boolean {
  return file.size <= maxDocumentBytes;
}

export type DocumentUpload = {
  typeId: number | null;
  setTypeId: (typeId: number | null) => void;
  file: File | null;
  /** The native file input, emptied after a refused or sent file so it can be chosen again. */
  fileInput: RefObject<HTMLInputElement | null>;
  choose: (chosen: File | undefined) => void;
  send: () => Promise<void>;
  isSending: boolean;
};

/** The upload toolbar's state: a document type and one file, refused when too large. */
export function useDocumentUpload(
  owner: DocumentOwner,
  ownerId: number,
  defaultTypeId: number | null,
): DocumentUpload {
  const { t } = useTranslation();
  const upload = useUploadDocument(owner, ownerId);
  const [typeId, setTypeId] = useState<number | null>(defaultTypeId);
  const [file, setFile] = useState<File | null>(null);
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

  return { typeId, setTypeId, file, fileInput, choose, send, isSending: upload.isPending };
}
