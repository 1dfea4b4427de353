import { z } from 'zod';
import { maxId } from './primitives.ts';

/**
 * Wire contracts of the document calls (B§7 Clients docs, later Contracts docs) and the upload rule
 * (B§5 Upload). Instants are ISO strings.
 */

/** Whose a document is: a client's (client_doc_types) or a contract's (contract_doc_types). */
export const documentOwnerTypes = ['client', 'contract'] as const;
export type DocumentOwnerType = (typeof documentOwnerTypes)[number];

/** One file of at most 10,485,760 bytes (B§5, B§9); beyond that FILE_TOO_LARGE (413, code 1013). */
export const maxDocumentBytes = 10_485_760;
export const fileTooLargeMessage = 'Tệp quá lớn (tối đa 10 MB)';
export const unsupportedFileMessage = 'Định dạng tệp không được hỗ trợ';

export const documentContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** What the upload `<input accept>` offers. The server still decides by the bytes. */
export const documentAccept = documentContentTypes.join(',');

/** Images are shown inline, PDF in a viewer. */
export function isImageContentType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

type Signature = {
  contentType: DocumentContentType;
  /** Byte patterns at offsets; `null` bytes match anything. */
  parts: readonly { offset: number; bytes: readonly (number | null)[] }[];
};

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: readonly Signature[] = [
  { contentType: 'image/jpeg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    contentType: 'image/png',
    parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  {
    contentType: 'image/webp',
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
  { contentType: 'application/pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
];

/** The number of leading bytes `sniffContentType` needs. */
export const sniffBytes = 16;

/** The content type decided by the file's first bytes, or undefined when it is not allowed. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | undefined {
  const found = signatures.find((signature) =>
    signature.parts.every(
      (part) =>
        bytes.length >= part.offset + part.bytes.length &&
        part.bytes.every((byte, index) => byte === null || bytes[part.offset + index] === byte),
    ),
  );
  return found?.contentType;
}

const keyed = z.object({ id: z.number(), key: z.string(), name: z.string() });

/**
 * The contract document type of the PDFs the server prints and keeps (redeem bill, receipts,
 * mortgage contract): listed on the documents tab like any other, never uploaded by hand and
 * never archived (error 4001).
 */
export const printedDocumentTypeKey = 'PRINTED_DOCUMENT';

/** Whether the document is a kept print, which the documents tab offers no delete for. */
export function isPrintedDocument(document: { type: { key: string } }): boolean {
  return document.type.key === printedDocumentTypeKey;
}

export const documentDto = z.object({
  id: z.number(),
  typeId: z.number(),
  type: keyed,
  /** The download URL (`/files/documents/{id}`); it needs a Bearer token, or use `:link`. */
  path: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  archived: z.boolean(),
});
export type DocumentDto = z.infer<typeof documentDto>;

/** GET …/docs/?pageSize=-1: every document not archived, newest first. */
export const documentListDto = z.object({ items: z.array(documentDto), total: z.number() });
export type DocumentListDto = z.infer<typeof documentListDto>;

/**
 * POST …/docs/ is multipart/form-data with the field `type` (the doc type id) and the file field
 * `path`. The answer is the new documentDto.
 */
export const documentUploadFields = { type: 'type', file: 'path' } as const;
export const documentUploadType = z.coerce
  .number({ error: 'Vui lòng chọn loại giấy tờ' })
  .int('Vui lòng chọn loại giấy tờ')
  .positive('Vui lòng chọn loại giấy tờ')
  .max(maxId, 'Vui lòng chọn loại giấy tờ');

/**
 * GET /crm/api/v2/documents/{id}:link/ → a short-lived (5 minutes) signed URL for `<img src>` or a
 * PDF viewer, which cannot send the Bearer header: `/files/documents/{id}?sig=…&exp=…`.
 */
export const documentLinkDto = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLinkDto = z.infer<typeof documentLinkDto>;
export const documentLinkSeconds = 300;
