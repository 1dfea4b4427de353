import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** Rasterises one page at 200 dpi with poppler's pdftoppm, as a printer would see it. */
async function rasterise(bytes: Uint8Array, page: number): Promise<PNG> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pawndesk-qr-'));
  try {
    const input = path.join(folder, 'page.pdf');
    const output = path.join(folder, 'page');
    await writeFile(input, bytes);
    const args = ['-r', '200', '-png', '-f', String(page), '-l', String(page), '-singlefile'];
    try {
      await run('pdftoppm', [...args, input, output]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(
          'pdftoppm is missing: install poppler-utils to read a printed QR code back',
        );
      }
      throw error;
    }
    return PNG.sync.read(await readFile(`${output}.png`));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads the QR codes of a printed page back: the page is rasterised, cut into `bands` equal
 * horizontal strips (a redeem bill has 2 copies, one above the other), and each strip decoded.
 * Answers each strip's text, or null where it has no readable code.
 */
export async function readQrCodes(
  bytes: Uint8Array,
  options: { page?: number; bands?: number } = {},
): Promise<(string | null)[]> {
  const image = await rasterise(bytes, options.page ?? 1);
  const bands = options.bands ?? 1;
  const rowBytes = image.width * 4;
  const bandHeight = Math.floor(image.height / bands);
  const texts: (string | null)[] = [];
  for (let band = 0; band < bands; band++) {
    const start = band * bandHeight * rowBytes;
    const pixels = new Uint8ClampedArray(image.data.subarray(start, start + bandHeight * rowBytes));
    texts.push(jsQR(pixels, image.width, bandHeight)?.data ?? null);
  }
  return texts;
}
