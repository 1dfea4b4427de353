import { describe, expect, it } from 'vitest';
import { renderPdf, warmUpPdf } from './pdf.ts';

describe('warmUpPdf', () => {
  it('should render its throw-away bill as a PDF when the server starts', async () => {
    const pdfs: Buffer[] = [];
    await warmUpPdf(async (job) => {
      const bytes = await renderPdf(job);
      pdfs.push(bytes);
      return bytes;
    });
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
