/**
 * The seam the loan core prints through: render a document, keep the exact PDF bytes in the file
 * storage and file them as a printed document of the contract, inside the caller's transaction.
 *
 * Rendering before the transaction: a render takes 80 ms on a quiet server and seconds when the
 * print worker is busy; inside a transaction it held the contract's lock that long, and on the
 * embedded database (one engine) every other user's request waited for it. A caller renders the
 * job with `prerender` first, then files it in its transaction with `archive`, which uses those
 * bytes only when the transaction's job is the same (the contract did not change meanwhile) and
 * renders again otherwise: the filed PDF is always the one its transaction's figures make.
 *
 * Files and rows: the file is written first (inside the transaction, before its row), so a
 * committed row always has its file. When the transaction fails, `withPrinter` deletes the files
 * it wrote whose row did not commit; a file left behind by a crash between the write and the commit
 * is an orphan nothing refers to, under a random key: harmless.
 */
import type { DocumentDto } from '@pawndesk/domain/document-api';
import type { PrintedDocumentKind } from '@pawndesk/domain/settlement-api';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { PrintJob, RenderPdf } from '../../lib/pdf.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { toDocumentDto } from './documents.mapper.ts';
import * as repo from './documents.repo.ts';

/** What printing needs from the app: where files go and the renderer. */
export type PrintDeps = { storage: FileStorage; renderPdf: RenderPdf };

/** The file name of each printed document, with the contract number after it. */
const fileNames: Record<PrintedDocumentKind, string> = {
  REDEEM_BILL: 'phieu-thu-chuoc-tai-san',
  REPAYMENT_RECEIPT: 'bien-nhan-tat-toan',
  LIQUIDATION_RECEIPT: 'bien-nhan-thanh-ly',
  MORTGAGE_CONTRACT: 'hop-dong-cam-co',
};

export type Printer = {
  /** Renders `job` now, outside any transaction, for `archive` to file (when it files the same). */
  prerender(job: PrintJob): Promise<void>;
  /**
   * Renders `job`, stores its PDF and files it on the contract as a printed document, in `tx`;
   * audited as `document.printed`. Answers the document as the documents tab lists it.
   */
  archive(
    tx: DbOrTx,
    input: { contractId: number; contractNumber: number; job: PrintJob },
  ): Promise<DocumentDto>;
};

/**
 * Runs `work` (which opens and commits the transaction) with a printer; when `work` fails, the
 * files written for it are deleted unless a committed row refers to them (a commit that succeeded
 * but answered with an error keeps its files).
 */
export async function withPrinter<T>(
  ctx: RequestContext,
  deps: PrintDeps,
  work: (printer: Printer) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  /** Renders by the job's JSON: the data builders make plain objects, keys always in one order. */
  const renders = new Map<string, Promise<Buffer>>();
  const render = (job: PrintJob) => {
    const key = JSON.stringify(job);
    const known = renders.get(key);
    if (known) {
      return known;
    }
    const bytes = renderChecked(deps.renderPdf, job);
    renders.set(key, bytes);
    return bytes;
  };
  const printer: Printer = {
    async prerender(job) {
      await render(job);
    },
    async archive(tx, { contractId, contractNumber, job }) {
      const actor = requireActor(ctx.actor);
      const bytes = await render(job);
      const type = await repo.findPrintedDocType(tx);
      if (!type) {
        throw new Error('the printed-document type is missing (migration 0015)');
      }
      const now = ctx.now();
      const storageKey = newStorageKey('documents', now);
      // Remembered before writing: a write that fails halfway is cleaned up too.
      written.push(storageKey);
      await deps.storage.put(storageKey, bytes);
      const row = await repo.insertDocument(tx, {
        ownerType: 'contract',
        ownerId: contractId,
        typeId: type.id,
        storageKey,
        fileName: `${fileNames[job.kind]}-${contractNumber}.pdf`,
        contentType: 'application/pdf',
        size: bytes.length,
        createdBy: actor.userId,
        createdAt: now,
      });
      await audit(tx, ctx, {
        action: 'document.printed',
        entity: 'document',
        entityId: row.id,
        after: { ownerType: 'contract', ownerId: contractId, kind: job.kind, size: bytes.length },
      });
      const view = await repo.findDocumentView(tx, row.id);
      if (!view) {
        throw new Error('printed document not stored');
      }
      return toDocumentDto(view);
    },
  };
  try {
    return await work(printer);
  } catch (error) {
    await discardUncommitted(ctx, deps.storage, written);
    throw error;
  }
}

/** Renders `job` and checks the bytes are a PDF: what a preview shows and a print files. */
export async function renderChecked(renderPdf: RenderPdf, job: PrintJob): Promise<Buffer> {
  const bytes = await renderPdf(job);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`the ${job.kind} render is not a PDF`);
  }
  return bytes;
}

async function discardUncommitted(ctx: RequestContext, storage: FileStorage, keys: string[]) {
  if (keys.length === 0) {
    return;
  }
  try {
    const kept = await repo.storageKeysInUse(ctx.db, keys);
    await Promise.all(keys.filter((key) => !kept.has(key)).map((key) => storage.remove(key)));
  } catch (cleanupError) {
    // The caller's error is the one to answer; a file left here is an orphan nothing refers to.
    ctx.log.error({ err: cleanupError, storageKeys: keys }, 'printed files not removed');
  }
}
