import type { DocumentDto } from '@pawndesk/domain/document-api';
import { mortgageContractData } from '@pawndesk/domain/print-documents';
import { requireActor } from '../../../plugins/access.ts';
import type { RequestContext } from '../../../plugins/context.ts';
import { type PrintDeps, renderChecked, withPrinter } from '../../documents/printed-documents.ts';
import { contractNotFound } from '../contract-errors.ts';
import { findAssetRow } from '../contract-references.repo.ts';
import { type ContractKey, findContractView } from '../contracts.repo.ts';
import { printSources } from '../print-sources.ts';

/**
 * Prints (or reprints) the mortgage contract (B§2 Contract reprint): 3 pages for Car, Bike and
 * Truck, 2 otherwise, the real-estate wording for Realestate (the print package decides). Each
 * print is a new printed document on the contract; the contract itself does not change, so any
 * status prints, nothing is locked, and the render happens before the transaction that files it
 * (documents/printed-documents.ts).
 */
export async function printContract(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
): Promise<DocumentDto> {
  const { contract, job } = await mortgageContractJob(ctx, key);
  return withPrinter(ctx, deps, async (printer) => {
    await printer.prerender(job);
    return ctx.db.transaction((tx) =>
      printer.archive(tx, { contractId: contract.id, contractNumber: contract.finfluxId, job }),
    );
  });
}

/** The mortgage contract as a print would file it now, nothing filed: the reprint's preview. */
export async function previewContract(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
): Promise<Buffer> {
  return renderChecked(deps.renderPdf, (await mortgageContractJob(ctx, key)).job);
}

async function mortgageContractJob(ctx: RequestContext, key: ContractKey) {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const view = await findContractView(ctx.db, key);
  if (!view) {
    throw contractNotFound();
  }
  const sources = await printSources(ctx.db, view, actor, now);
  const asset = await findAssetRow(ctx.db, view.contract.assetId);
  const data = mortgageContractData({ ...sources, valuatedAmount: asset?.valuatedAmount ?? 0 });
  return { contract: view.contract, job: { kind: 'MORTGAGE_CONTRACT', data } as const };
}
