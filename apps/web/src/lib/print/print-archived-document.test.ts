import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../testing/handlers.ts';
import { printArchivedDocument } from './print-archived-document.ts';
import { printPdf } from './print-pdf.ts';

vi.mock('./print-pdf.ts', () => ({ printPdf: vi.fn(async () => {}) }));

const signed = `${endpointUrl(documentEndpoints.file, { id: 70 })}?sig=abc&exp=1`;

beforeEach(() => {
  vi.mocked(printPdf).mockClear();
});

describe('printArchivedDocument', () => {
  it('should print the archived file itself, through its signed link', async () => {
    const api = stubApi();
    api.respond(
      documentEndpoints.link,
      { id: 70 },
      { url: signed, expiresAt: '2026-02-02T03:05:00.000Z' },
    );
    await printArchivedDocument(70);
    expect(api.calls(documentEndpoints.link, { id: 70 })).toHaveLength(1);
    expect(printPdf).toHaveBeenCalledWith(signed);
  });

  it('should print nothing when the link is refused', async () => {
    const api = stubApi();
    api.respond(documentEndpoints.link, refusal(404, 'Không tìm thấy tài liệu'));
    await expect(printArchivedDocument(70)).rejects.toMatchObject({ status: 404 });
    expect(printPdf).not.toHaveBeenCalled();
  });
});
