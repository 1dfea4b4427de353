import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session.ts';
import { printArchivedDocument } from './print-archived-document.ts';
import { printPdf } from './print-pdf.ts';

vi.mock('./print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

const linkUrl = endpointUrl(documentEndpoints.link, { id: 70 });
const fileUrl = `${endpointUrl(documentEndpoints.file, { id: 70 })}?sig=abc&exp=1`;
const archived = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0x9c]);

beforeEach(() => {
  vi.mocked(printPdf).mockClear();
  sessionStore.expire();
});

describe('printArchivedDocument', () => {
  it('should print exactly the bytes the server archived, through the signed link', async () => {
    const fetchMock = vi.fn(async (input: string) => {
      if (input === linkUrl) {
        return Response.json({ data: { url: fileUrl, expiresAt: '2026-02-02T03:05:00.000Z' } });
      }
      if (input === fileUrl) {
        return new Response(archived, { headers: { 'Content-Type': 'application/octet-stream' } });
      }
      throw new Error(`unexpected ${input}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    await printArchivedDocument(70);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([linkUrl, fileUrl]);
    const [printed] = vi.mocked(printPdf).mock.calls[0] ?? [];
    expect(printed).toBeInstanceOf(Blob);
    const blob = printed as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(archived);
  });

  it('should refuse to print when the file cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === linkUrl
          ? Response.json({ data: { url: fileUrl, expiresAt: '2026-02-02T03:05:00.000Z' } })
          : new Response('gone', { status: 404 }),
      ),
    );
    await expect(printArchivedDocument(70)).rejects.toMatchObject({ status: 404 });
    expect(printPdf).not.toHaveBeenCalled();
  });
});
