import { envelope } from '@pawndesk/domain/api';
import type { ContractDto, contractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { type Endpoint, routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Access, signedIn, superuserOnly } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import type { PrintDeps } from '../documents/printed-documents.ts';
import { addNote } from './actions/add-note.ts';
import { addNotes } from './actions/add-notes.ts';
import { addTransaction } from './actions/add-transaction.ts';
import { adjustValue } from './actions/adjust-value.ts';
import { approve } from './actions/approve.ts';
import { chargeFee } from './actions/charge-fee.ts';
import { createContract } from './actions/create.ts';
import { disburse } from './actions/disburse.ts';
import { overrideOverdueFee } from './actions/override-overdue-fee.ts';
import { printContract } from './actions/print-contract.ts';
import { redeem } from './actions/redeem.ts';
import { reject } from './actions/reject.ts';
import { renew } from './actions/renew.ts';
import { renewInto } from './actions/renew-into.ts';
import { repay } from './actions/repay.ts';
import { retractTransaction } from './actions/retract-transaction.ts';
import { sendRenewedNotification } from './actions/send-renewed-notification.ts';
import { settle } from './actions/settle.ts';
import { undoApproval } from './actions/undo-approval.ts';
import { undoDisbursal } from './actions/undo-disbursal.ts';
import { undoRenewal } from './actions/undo-renewal.ts';
import { undoRepayment } from './actions/undo-repayment.ts';
import { updateContract } from './actions/update.ts';
import { contractAccess, finfluxParams, idParams, tags, undoAccess } from './contract-params.ts';
import type { ContractKey } from './contracts.repo.ts';
import { registerPrintPreviewRoutes } from './print-preview-routes.ts';
import { getContract } from './reads/detail.ts';
import { listFees } from './reads/fees.ts';
import { listContracts } from './reads/list.ts';
import { listNotes } from './reads/notes.ts';
import { redeemInfo } from './reads/redeem-info.ts';
import { listTransactions } from './reads/transactions.ts';
import { registerStatusRoute } from './status-route.ts';

const endpoints = contractEndpoints;

/** The body a route's schema parsed, as its runner receives it; none when the call has none. */
type ParsedBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;

/** An endpoint that answers the contract it changed. */
type ActionEndpoint = Endpoint & { response: typeof contractDto };

type FinfluxAction = {
  endpoint: ActionEndpoint;
  access: Access;
  run: (ctx: RequestContext, key: ContractKey, body: unknown) => Promise<ContractDto>;
};

/**
 * A `finflux-{id}:verb` action (B§7) and its use case: `run` receives the body of exactly the
 * endpoint's schema, so a body and its runner cannot disagree.
 */
function finfluxAction<E extends ActionEndpoint>(
  endpoint: E,
  access: Access,
  run: (ctx: RequestContext, key: ContractKey, body: ParsedBody<E>) => Promise<ContractDto>,
): FinfluxAction {
  // Fastify validated the body with `endpoint.body` before the handler runs; its type provider
  // cannot name that type for a generic schema, so it is restated here, once.
  return { endpoint, access, run: (ctx, key, body) => run(ctx, key, body as ParsedBody<E>) };
}

/**
 * The status actions (B§7); each checks state and permission in the core. The undo actions
 * always need undo_contract (A§4.2), so the route refuses without it before reading the contract.
 */
const finfluxActions: FinfluxAction[] = [
  finfluxAction(endpoints.approve, contractAccess, (ctx, key) => approve(ctx, key)),
  finfluxAction(endpoints.reject, contractAccess, (ctx, key, body) =>
    reject(ctx, key, body.cancelReason),
  ),
  finfluxAction(endpoints.disburse, contractAccess, (ctx, key, body) => disburse(ctx, key, body)),
  finfluxAction(endpoints.undoApproval, undoAccess, (ctx, key) => undoApproval(ctx, key)),
  finfluxAction(endpoints.undoDisbursal, undoAccess, (ctx, key) => undoDisbursal(ctx, key)),
  finfluxAction(endpoints.undoRepayment, undoAccess, (ctx, key) => undoRepayment(ctx, key)),
  finfluxAction(endpoints.undoRenewal, undoAccess, (ctx, key) => undoRenewal(ctx, key)),
  finfluxAction(endpoints.repay, contractAccess, (ctx, key, body) =>
    repay(ctx, key, body.repaidOn),
  ),
  finfluxAction(endpoints.renew, contractAccess, (ctx, key, body) =>
    renew(ctx, key, body.renewedOn),
  ),
  finfluxAction(endpoints.renewInto, contractAccess, (ctx, key, body) => renewInto(ctx, key, body)),
];

/** What the contract routes need beyond the request: printing (file storage and renderer). */
export type ContractsRoutesOptions = PrintDeps;

/**
 * Base B (/crm/api): the contract list, detail, editor, actions, money, notes (B§7), and settling
 * at the counter with its printed documents (B§2, B§4).
 */
export const contractsRoutesB: FastifyPluginAsyncZod<ContractsRoutesOptions> = async (
  app,
  options,
) => {
  const printDeps: PrintDeps = { storage: options.storage, renderPdf: options.renderPdf };

  registerStatusRoute(app, endpoints.statusB);
  registerPrintPreviewRoutes(app, printDeps);

  app.get(
    routePattern(endpoints.list),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        querystring: endpoints.list.query,
        response: { 200: envelope(endpoints.list.response) },
      },
    },
    async (request) => ({ data: await listContracts(request.ctx, request.query) }),
  );

  app.get(
    routePattern(endpoints.detailByFinflux),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        response: { 200: envelope(endpoints.detailByFinflux.response) },
      },
    },
    async (request) => ({
      data: await getContract(request.ctx, { finfluxId: request.params.id }),
    }),
  );

  app.get(
    routePattern(endpoints.detail),
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(endpoints.detail.response) } },
    },
    async (request) => ({ data: await getContract(request.ctx, { id: request.params.id }) }),
  );

  app.post(
    routePattern(endpoints.create),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        body: endpoints.create.body,
        response: { 200: envelope(endpoints.create.response) },
      },
    },
    async (request) => ({ data: await createContract(request.ctx, request.body) }),
  );

  app.put(
    routePattern(endpoints.update),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: endpoints.update.body,
        response: { 200: envelope(endpoints.update.response) },
      },
    },
    async (request) => ({
      data: await updateContract(request.ctx, request.params.id, request.body),
    }),
  );

  for (const { endpoint, access, run } of finfluxActions) {
    app.post(
      routePattern(endpoint),
      {
        config: { access },
        schema: {
          tags,
          params: finfluxParams,
          ...(endpoint.body ? { body: endpoint.body } : {}),
          response: { 200: envelope(endpoint.response) },
        },
      },
      async (request) => ({
        data: await run(request.ctx, { finfluxId: request.params.id }, request.body),
      }),
    );
  }

  // Settling at the counter (B§2, B§4): redeem info and reprint need a sign-in (B§6), the money
  // actions contract_access. Each action and its printed document are one transaction.
  app.get(
    routePattern(endpoints.redeemInfo),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        response: { 200: envelope(endpoints.redeemInfo.response) },
      },
    },
    async (request) => ({ data: await redeemInfo(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(endpoints.redeem),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: finfluxParams,
        body: endpoints.redeem.body,
        response: { 200: envelope(endpoints.redeem.response) },
      },
    },
    async (request) => ({
      data: await redeem(request.ctx, printDeps, { finfluxId: request.params.id }, request.body),
    }),
  );

  app.post(
    routePattern(endpoints.settle),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: finfluxParams,
        body: endpoints.settle.body,
        response: { 200: envelope(endpoints.settle.response) },
      },
    },
    async (request) => ({
      data: await settle(request.ctx, printDeps, { finfluxId: request.params.id }, request.body),
    }),
  );

  app.post(
    routePattern(endpoints.print),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        body: endpoints.print.body,
        response: { 200: envelope(endpoints.print.response) },
      },
    },
    async (request) => ({
      data: await printContract(request.ctx, printDeps, { finfluxId: request.params.id }),
    }),
  );

  app.get(
    routePattern(endpoints.transactions),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.transactions.response) },
      },
    },
    async (request) => ({
      data: await listTransactions(request.ctx, { id: request.params.id }),
    }),
  );

  app.post(
    routePattern(endpoints.addTransaction),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: endpoints.addTransaction.body,
        response: { 200: envelope(endpoints.addTransaction.response) },
      },
    },
    async (request) => ({
      data: await addTransaction(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    routePattern(endpoints.retractTransaction),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams.extend({ tid: idParams.shape.id }),
        response: { 200: envelope(endpoints.retractTransaction.response) },
      },
    },
    async (request) => ({
      data: await retractTransaction(request.ctx, request.params.id, request.params.tid),
    }),
  );

  app.get(
    routePattern(endpoints.fees),
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(endpoints.fees.response) } },
    },
    async (request) => ({ data: await listFees(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(endpoints.chargeFee),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: endpoints.chargeFee.body,
        response: { 200: envelope(endpoints.chargeFee.response) },
      },
    },
    async (request) => ({ data: await chargeFee(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    routePattern(endpoints.overrideOverdueFee),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: endpoints.overrideOverdueFee.body,
        response: { 200: envelope(endpoints.overrideOverdueFee.response) },
      },
    },
    async (request) => ({
      data: await overrideOverdueFee(
        request.ctx,
        request.params.id,
        request.body.overridedOverdueFee,
      ),
    }),
  );

  app.post(
    routePattern(endpoints.adjustValue),
    {
      // The validator's screen (A§2.10): value_adjustment_access, not every contract reader.
      config: { access: { permissions: ['value_adjustment_access'] } },
      schema: {
        tags,
        params: idParams,
        body: endpoints.adjustValue.body,
        response: { 200: envelope(endpoints.adjustValue.response) },
      },
    },
    async (request) => ({
      data: await adjustValue(request.ctx, request.params.id, request.body.adjustedAmount),
    }),
  );

  // Only a superuser may send it (A§6); the core's state machine says so too, after the status.
  app.post(
    routePattern(endpoints.sendRenewedNotification),
    {
      config: { access: superuserOnly },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.sendRenewedNotification.response) },
      },
    },
    async (request) => ({
      data: await sendRenewedNotification(request.ctx, { id: request.params.id }),
    }),
  );

  app.get(
    routePattern(endpoints.notes),
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(endpoints.notes.response) } },
    },
    async (request) => ({ data: await listNotes(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(endpoints.addNotes),
    {
      config: { access: signedIn },
      schema: {
        tags,
        body: endpoints.addNotes.body,
        response: { 200: envelope(endpoints.addNotes.response) },
      },
    },
    async (request) => ({ data: await addNotes(request.ctx, request.body) }),
  );

  app.post(
    routePattern(endpoints.addNote),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: endpoints.addNote.body,
        response: { 200: envelope(endpoints.addNote.response) },
      },
    },
    async (request) => ({
      data: await addNote(request.ctx, request.params.id, request.body.content),
    }),
  );

  app.get(
    routePattern(endpoints.clientContracts),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        querystring: endpoints.clientContracts.query,
        response: { 200: envelope(endpoints.clientContracts.response) },
      },
    },
    async (request) => ({
      data: await listContracts(request.ctx, { ...request.query, clientId: request.params.id }),
    }),
  );
};
