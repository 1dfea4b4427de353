import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { type PrintJob, renderPdf, warmUpPdf } from './pdf.ts';
import { printWorkerThreadId, stopPrintWorker } from './pdf-worker-client.ts';

afterAll(stopPrintWorker);

/** The warm-up's bill, taken from what warmUpPdf sends. */
async function billJob(): Promise<PrintJob> {
  let job: PrintJob | undefined;
  await warmUpPdf(async (sent) => {
    job = sent;
    return Buffer.from('%PDF-');
  });
  if (!job) {
    throw new Error('warmUpPdf sent nothing');
  }
  return job;
}

describe('the print worker', () => {
  it('should render PDFs on a thread of its own, several queued at once', async () => {
    const job = await billJob();
    const pdfs = await Promise.all([renderPdf(job), renderPdf(job), renderPdf(job)]);
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
    }
    const workerThread = printWorkerThreadId();
    expect(workerThread).not.toBeNull();
    expect(workerThread).not.toBe(threadId);
  });

  it('should fail a render with its own error and go on with the next one', async () => {
    const job = await billJob();
    const broken = {
      kind: 'REDEEM_BILL',
      data: { ...job.data, lines: null },
    } as unknown as PrintJob;
    await expect(renderPdf(broken)).rejects.toThrow(/lines|null|undefined/);
    const pdf = await renderPdf(job);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('should fail the renders of a worker that stopped and start a new one for the next', async () => {
    const job = await billJob();
    await renderPdf(job);
    const first = printWorkerThreadId();
    const lost = renderPdf(job);
    await stopPrintWorker();
    await expect(lost).rejects.toThrow(/print worker stopped/);
    const pdf = await renderPdf(job);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(printWorkerThreadId()).not.toBe(first);
  });

  it('should not fail a render sent to the new worker when the old one stops after it', async () => {
    const job = await billJob();
    const lost = renderPdf(job);
    const stopping = stopPrintWorker();
    // Sent while the old worker is still stopping: its exit comes after this job is queued.
    const next = renderPdf(job);
    await stopping;
    await expect(lost).rejects.toThrow(/print worker stopped/);
    const pdf = await next;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
