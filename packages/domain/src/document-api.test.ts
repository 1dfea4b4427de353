import { describe, expect, it } from 'vitest';
import { maxDocumentBytes, sniffContentType } from './document-api.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('sniffContentType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'), 'image/png'],
    ['WEBP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['plain text named .pdf', bytes('hello, I am not a PDF'), undefined],
    ['RIFF that is WAV', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), undefined],
    ['GIF', bytes('GIF89a', 1, 0, 1, 0), undefined],
    ['truncated PNG', bytes(0x89, 'PNG'), undefined],
    ['two JPEG bytes', bytes(0xff, 0xd8), undefined],
    ['empty', bytes(), undefined],
    ['ZIP (docx)', bytes('PK', 3, 4, 20, 0), undefined],
    ['PDF not at the start', bytes(' %PDF-1.4'), undefined],
  ])('%s → %s', (_, input, expected) => {
    expect(sniffContentType(input)).toBe(expected);
  });

  it('keeps the 10 MB limit of B§9', () => {
    expect(maxDocumentBytes).toBe(10_485_760);
  });
});
