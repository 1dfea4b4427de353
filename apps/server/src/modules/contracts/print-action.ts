import type { CheckedAction } from '@pawndesk/domain/contract-states';
import type { DocumentDto } from '@pawndesk/domain/document-api';
import type { SettlementDto } from '@pawndesk/domain/settlement-api';
import type { PrintJob } from '../../lib/pdf.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import {
  type PrintDeps,
  type Printer,
  renderChecked,
  withPrinter,
} from '../documents/printed-documents.ts';
import { contractNotFound } from './contract-errors.ts';
import { toContractDto } from './contracts.mapper.ts';
import { type ContractKey, findContractView } from './contracts.repo.ts';
import { type PrintSources, printSources } from './print-sources.ts';
import { actIn, peekStep, type Step } from './run-action.ts';

/**
 * An action that ends with a printed document (redeem, settle): the runner's lock, state check and
 * work, the document filed, all in one transaction; its file is removed when the transaction
 * fails. The document is rendered before the transaction from `document`, the job as the contract
 * stands (read without the lock: refusals come first, and nothing is held while it renders); under
 * the lock the job is built again and handed to the work, and the printer renders again only if it
 * differs. One
 * clock reading for both, so the printed time matches. Answers the contract after the action and
 * the document.
 */
export async function runPrintingAction<J extends PrintJob>(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  action: CheckedAction,
  document: (step: Step) => Promise<J>,
  work: (step: Step, job: J, printer: Printer) => Promise<DocumentDto>,
): Promise<SettlementDto> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  const atNow: RequestContext = { ...ctx, now: () => now };
  return withPrinter(atNow, deps, async (printer) => {
    await printer.prerender(await document(await peekStep(atNow, key, action)));
    const { result, view } = await ctx.db.transaction((tx) =>
      actIn(tx, atNow, key, action, async (step) => work(step, await document(step), printer)),
    );
    return { contract: toContractDto(view, actor, now), document: result };
  });
}

/**
 * The document a printing action would file, rendered from the same builder and checks as the
 * action (its refusals included) and nothing written: the console's preview before a save, so the
 * screen shows exactly what the save prints (and the browser never loads the PDF renderer).
 */
export async function previewPrintingAction(
  ctx: RequestContext,
  deps: PrintDeps,
  key: ContractKey,
  action: CheckedAction,
  document: (step: Step) => Promise<PrintJob>,
): Promise<Buffer> {
  return renderChecked(deps.renderPdf, await document(await peekStep(ctx, key, action)));
}

/** The print sources of the step's contract as it stands now (before the action changes it). */
export async function printSourcesIn(step: Step): Promise<PrintSources> {
  const view = await findContractView(step.tx, { id: step.contract.id });
  if (!view) {
    throw contractNotFound();
  }
  return printSources(step.tx, view, step.actor, step.now);
}
