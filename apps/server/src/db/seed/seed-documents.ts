import { asc, eq } from 'drizzle-orm';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import type { DbOrTx } from '../client.ts';
import { clients, documents, users } from '../schema.ts';

/** A 1×1 PNG (one red pixel): small, and a real image the console shows inline. */
export const demoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with a line of text, for the PDF viewer. */
export function demoPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 72 720 Td (PawnDesk demo) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) {
    body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Client document types of the seed (reference-data.ts). */
const identificationTypeId = 1;
const registrationBookTypeId = 2;

/**
 * An ID-card image and a residence-paper PDF for the first `count` clients, written through the
 * storage like an upload (the file first, then the row). Files of a rolled-back seed stay behind
 * unreferenced, as after a failed upload.
 */
export async function seedClientDocuments(
  db: DbOrTx,
  storage: FileStorage,
  options: { now: Date; count?: number },
): Promise<{ documents: number }> {
  const count = options.count ?? 30;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'sales'))
    .limit(1);
  const owners = await db
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .limit(count);
  const pdf = demoPdf();
  const rows: (typeof documents.$inferInsert)[] = [];
  for (const owner of owners) {
    for (const file of [
      {
        typeId: identificationTypeId,
        fileName: 'cccd-mat-truoc.png',
        contentType: 'image/png',
        bytes: demoPng,
      },
      {
        typeId: registrationBookTypeId,
        fileName: 'xac-nhan-cu-tru.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
      },
    ]) {
      const storageKey = newStorageKey('documents', options.now);
      await storage.put(storageKey, file.bytes);
      rows.push({
        ownerType: 'client',
        ownerId: owner.id,
        typeId: file.typeId,
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        createdBy: author?.id ?? null,
        createdAt: options.now,
      });
    }
  }
  if (rows.length > 0) {
    await db.insert(documents).values(rows);
  }
  return { documents: rows.length };
}
