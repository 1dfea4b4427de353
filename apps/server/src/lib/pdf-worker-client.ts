/**
 * The server's side of the print worker: one worker thread, started on the first print, renders
 * every document while the server's thread goes on answering. Renders queue in the worker (react-pdf
 * has one container per thread, packages/print/src/render-queue.ts). A worker that dies fails the
 * renders it held; the next print starts a new one.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrintJob } from './pdf.ts';

/** What the worker answers for one job: the PDF's bytes, or why it failed. */
export type WorkerAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

type Running = { thread: Worker; pending: Map<number, Pending> };

let worker: Running | null = null;
let nextId = 1;

/**
 * The worker's code: dist/pdf-worker.js beside the bundle (build.mjs); under tsx and vitest the
 * TypeScript source, loaded through tsx's hooks registered in the worker first (`--import tsx` in
 * a worker's execArgv does not reach its module loader on Node 20).
 */
function startWorkerThread(): Worker {
  // A path beside this module, not `new URL('./…', import.meta.url)`: Vite rewrites that pattern
  // into a served http: URL when a console test runs the real server, and no worker loads those.
  const beside = (file: string) =>
    pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), file));
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(beside('pdf-worker.js'));
  }
  // tsx's ES module API (a require would resolve its CommonJS one).
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = beside('pdf-worker.ts').href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

/**
 * Each worker keeps the jobs it was sent: a dying worker's late `exit` fails its own jobs only,
 * never those already sent to the worker that replaced it.
 */
function startWorker(): Running {
  const started = startWorkerThread();
  const pending = new Map<number, Pending>();
  const running: Running = { thread: started, pending };
  const failAll = (error: Error) => {
    for (const job of pending.values()) {
      job.reject(error);
    }
    pending.clear();
  };
  started.on('message', (answer: WorkerAnswer) => {
    const job = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) {
      // An idle worker must not keep a finished process (a test, a CLI) alive.
      started.unref();
    }
    if (!job) {
      return;
    }
    if ('error' in answer) {
      job.reject(new Error(answer.error));
    } else {
      job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length));
    }
  });
  const lost = (error: Error) => {
    if (worker === running) {
      worker = null;
    }
    failAll(error);
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`the print worker stopped (exit code ${code})`)));
  return running;
}

/** Renders `job` in the print worker; answers the PDF's bytes. */
export function renderInWorker(job: PrintJob): Promise<Buffer> {
  worker ??= startWorker();
  const { thread, pending } = worker;
  const id = nextId++;
  const answer = new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
  });
  thread.ref();
  thread.postMessage({ id, job });
  return answer;
}

/** The running print worker's thread id, if one runs. */
export function printWorkerThreadId(): number | null {
  return worker?.thread.threadId ?? null;
}

/** Stops the print worker (shutdown, tests); renders still waiting fail. */
export async function stopPrintWorker(): Promise<void> {
  const stopping = worker;
  worker = null;
  if (stopping) {
    await stopping.thread.terminate();
  }
}
