import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { maxDocumentBytes } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documents } from '../../db/schema.ts';
import { seedReference } from '../../db/seed/seed-reference.ts';
import { buildBranch, buildClient, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

/** A real 1×1 PNG (a red pixel). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** A real, minimal one-page PDF. */
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(
  parts: { name: string; value: string | Buffer; fileName?: string; contentType?: string }[],
) {
  const boundary = `----pawndesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.fileName !== undefined) {
      head.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    }
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let staff: string;
let outsider: string;
let clientId: number;

async function storedFiles(): Promise<string[]> {
  const found = await readdir(t.storageRoot, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function upload(token: string, id: number, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return t.as(token, {
    method: 'POST',
    url: urlOf(documentEndpoints.uploadClientDocument, { id }),
    headers: body.headers,
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  const branch = await buildBranch(t.database.db);
  const a = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['client_access'],
  });
  const b = await buildUser(t.database.db, { branchIds: [branch.id] });
  staff = (await t.login(a)).accessToken;
  outsider = (await t.login(b)).accessToken;
  clientId = (await buildClient(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /crm/api/v2/clients/{id}/docs/', () => {
  it('refuses without a session (401) and without client_access (403)', async () => {
    const body = multipart([
      { name: 'type', value: '1' },
      { name: 'path', value: png, fileName: 'a.png' },
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: urlOf(documentEndpoints.uploadClientDocument, { id: clientId }),
      ...body,
    });
    expect(anonymous.statusCode).toBe(401);
    const denied = await upload(outsider, clientId, [
      { name: 'type', value: '1' },
      { name: 'path', value: png, fileName: 'a.png' },
    ]);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe(errorCodes.forbidden);
  });

  it('answers 400 without a file, with a bad type id, or when the body is not multipart', async () => {
    const noFile = await upload(staff, clientId, [{ name: 'type', value: '1' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Vui lòng chọn tệp');
    const badType = await upload(staff, clientId, [
      { name: 'type', value: '999' },
      { name: 'path', value: png, fileName: 'a.png' },
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toBe('Loại giấy tờ không hợp lệ');
    const noType = await upload(staff, clientId, [{ name: 'path', value: png, fileName: 'a.png' }]);
    expect(noType.statusCode).toBe(400);
    const json = await t.as(staff, {
      method: 'POST',
      url: urlOf(documentEndpoints.uploadClientDocument, { id: clientId }),
      payload: { type: 1 },
    });
    expect(json.statusCode).toBe(400);
    const missingClient = await upload(staff, 999_999, [
      { name: 'type', value: '1' },
      { name: 'path', value: png, fileName: 'a.png' },
    ]);
    expect(missingClient.statusCode).toBe(404);
  });

  it('stores a real PNG and a real PDF, lists them and writes audit rows', async () => {
    const image = await upload(staff, clientId, [
      { name: 'type', value: '1' },
      { name: 'path', value: png, fileName: 'cccd mặt trước.png', contentType: 'image/png' },
    ]);
    expect(image.statusCode).toBe(200);
    const imageDoc = image.json().data;
    expect(imageDoc).toMatchObject({
      typeId: 1,
      type: { id: 1, key: 'IDENTIFICATION' },
      fileName: 'cccd mặt trước.png',
      contentType: 'image/png',
      size: png.length,
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
      archived: false,
    });
    expect(imageDoc.path).toBe(`/files/documents/${imageDoc.id}`);

    // The declared type is ignored: the bytes say PDF.
    const paper = await upload(staff, clientId, [
      { name: 'path', value: pdf, fileName: 'so-ho-khau', contentType: 'application/octet-stream' },
      { name: 'type', value: '2' },
    ]);
    expect(paper.statusCode).toBe(200);
    expect(paper.json().data).toMatchObject({ contentType: 'application/pdf', typeId: 2 });

    const list = await t.as(staff, {
      method: 'GET',
      url: urlOf(documentEndpoints.clientDocuments, { id: clientId }, { pageSize: -1 }),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(2);
    expect(list.json().data.items.map((d: { id: number }) => d.id)).toContain(imageDoc.id);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'document'), eq(auditEvents.action, 'document.uploaded')));
    expect(audits.length).toBeGreaterThanOrEqual(2);

    // Downloads with a session: the same bytes, inline, with the sniffed type.
    const download = await t.as(staff, { method: 'GET', url: imageDoc.path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(String(download.headers['content-disposition'])).toMatch(/^inline/);
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file over 10,485,760 bytes with 413/1013 and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    png.copy(big);
    const response = await upload(staff, clientId, [
      { name: 'type', value: '1' },
      { name: 'path', value: big, fileName: 'big.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: errorCodes.payloadTooLarge,
      message: 'Tệp quá lớn (tối đa 10 MB)',
    });
    expect(await storedFiles()).toEqual(before);
    // Exactly the limit is fine.
    const edge = Buffer.alloc(maxDocumentBytes, 0);
    png.copy(edge);
    const atLimit = await upload(staff, clientId, [
      { name: 'type', value: '3' },
      { name: 'path', value: edge, fileName: 'edge.png' },
    ]);
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data.size).toBe(maxDocumentBytes);
  });

  it('refuses a spoofed content type: a .pdf that is really text', async () => {
    const before = await storedFiles();
    const rowsBefore = (await t.database.db.select().from(documents)).length;
    const response = await upload(staff, clientId, [
      { name: 'type', value: '1' },
      {
        name: 'path',
        value: Buffer.from('hello, I am not a PDF'),
        fileName: 'hop-dong.pdf',
        contentType: 'application/pdf',
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Định dạng tệp không được hỗ trợ');
    expect(await storedFiles()).toEqual(before);
    expect((await t.database.db.select().from(documents)).length).toBe(rowsBefore);
  });

  it('refuses two files in one upload', async () => {
    const response = await upload(staff, clientId, [
      { name: 'type', value: '1' },
      { name: 'path', value: png, fileName: 'a.png' },
      { name: 'path', value: png, fileName: 'b.png' },
    ]);
    expect(response.statusCode).toBe(413);
  });
});

describe('GET /crm/api/v2/clients/{id}/docs/', () => {
  it('needs a session only, and 404 for an unknown client', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: urlOf(documentEndpoints.clientDocuments, { id: clientId }, { pageSize: -1 }),
    });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await t.as(outsider, {
      method: 'GET',
      url: urlOf(documentEndpoints.clientDocuments, { id: clientId }, { pageSize: -1 }),
    });
    expect(signedIn.statusCode).toBe(200);
    const missing = await t.as(staff, { method: 'GET', url: '/crm/api/v2/clients/999999/docs/' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.as(staff, {
      method: 'GET',
      url: urlOf(documentEndpoints.clientDocuments, { id: clientId }, { pageSize: 'abc' }),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('archive and download', () => {
  let docId: number;
  let docPath: string;

  beforeAll(async () => {
    const response = await upload(staff, clientId, [
      { name: 'type', value: '6' },
      { name: 'path', value: pdf, fileName: 'hop-dong-nha.pdf' },
    ]);
    docId = response.json().data.id;
    docPath = response.json().data.path;
  });

  it('refuses a download without a session, with a bad token, or without client_access', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: docPath });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe(errorCodes.invalidToken);
    const forged = await t.as('not-a-token', { method: 'GET', url: docPath });
    expect(forged.statusCode).toBe(401);
    const denied = await t.as(outsider, { method: 'GET', url: docPath });
    expect(denied.statusCode).toBe(403);
    const missing = await t.as(staff, { method: 'GET', url: '/files/documents/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('signs a 5-minute link that works without a Bearer header; tampered or expired → 401', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: urlOf(documentEndpoints.link, { id: docId }),
    });
    expect(anonymous.statusCode).toBe(401);
    const denied = await t.as(outsider, {
      method: 'GET',
      url: urlOf(documentEndpoints.link, { id: docId }),
    });
    expect(denied.statusCode).toBe(403);
    const link = await t.as(staff, {
      method: 'GET',
      url: urlOf(documentEndpoints.link, { id: docId }),
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json().data;
    expect(url).toMatch(new RegExp(`^/files/documents/${docId}\\?sig=[\\w-]+&exp=\\d+$`));

    const viaLink = await t.app.inject({ method: 'GET', url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('application/pdf');
    expect(viaLink.rawPayload.equals(pdf)).toBe(true);

    const tampered = url.replace(/sig=(.)/, (_: string, first: string) =>
      first === 'A' ? 'sig=B' : 'sig=A',
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
    const otherDoc = url.replace(`/files/documents/${docId}`, `/files/documents/${docId + 1}`);
    expect((await t.app.inject({ method: 'GET', url: otherDoc })).statusCode).toBe(401);
    const longer = url.replace(/exp=(\d+)/, (_: string, exp: string) => `exp=${Number(exp) + 60}`);
    expect((await t.app.inject({ method: 'GET', url: longer })).statusCode).toBe(401);

    t.clock.advance(5 * 60 * 1000 + 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(5 * 60 * 1000 + 1000));
    }
  });

  it('archives (never deletes): 401, 403, 404, then hidden from the list, still downloadable', async () => {
    const url = urlOf(documentEndpoints.archiveClientDocument, { id: docId });
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.as(outsider, { method: 'POST', url })).statusCode).toBe(403);
    expect(
      (await t.as(staff, { method: 'POST', url: '/crm/api/v2/client-docs/999999:archive/' }))
        .statusCode,
    ).toBe(404);

    const archived = await t.as(staff, { method: 'POST', url });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ id: docId, archived: true });
    const again = await t.as(staff, { method: 'POST', url });
    expect(again.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, docId));
    expect(row?.archivedAt).not.toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'document.archived'), eq(auditEvents.entityId, String(docId))),
      );
    expect(audits).toHaveLength(1);

    const list = await t.as(staff, {
      method: 'GET',
      url: urlOf(documentEndpoints.clientDocuments, { id: clientId }, { pageSize: -1 }),
    });
    expect(list.json().data.items.map((d: { id: number }) => d.id)).not.toContain(docId);

    const download = await t.as(staff, { method: 'GET', url: docPath });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
