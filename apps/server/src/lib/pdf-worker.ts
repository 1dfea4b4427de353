/**
 * The print worker's thread (lib/pdf-worker-client.ts starts it): renders each job it is sent
 * with react-pdf and answers the bytes, moved rather than copied. One render at a time, in order.
 */
import { parentPort } from 'node:worker_threads';
import { type PrintJob, renderPdfHere } from './pdf.ts';
import type { WorkerAnswer } from './pdf-worker-client.ts';

const port = parentPort;
if (!port) {
  throw new Error('pdf-worker.ts runs as a worker thread (lib/pdf-worker-client.ts)');
}

port.on('message', async ({ id, job }: { id: number; job: PrintJob }) => {
  let answer: WorkerAnswer;
  try {
    const bytes = await renderPdfHere(job);
    answer = { id, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  // A Buffer may share its memory with Node's pool, which cannot be moved: only a whole own
  // buffer is transferred.
  const own = 'bytes' in answer && answer.bytes.byteLength === answer.bytes.buffer.byteLength;
  port.postMessage(answer, own && 'bytes' in answer ? [answer.bytes.buffer as ArrayBuffer] : []);
});
