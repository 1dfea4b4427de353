import { envelope } from '@pawndesk/domain/api';
import { clientNoteDto, clientNoteListDto } from '@pawndesk/domain/client-api';
import {
  adjustValueInput,
  collateralInfoDto,
  contractDto,
  contractInput,
  contractListDto,
  contractListQuery,
  contractNoteInput,
  contractSummaryDto,
  disburseInput,
  feeDto,
  feeInput,
  overrideOverdueFeeInput,
  rejectInput,
  renewInput,
  repayInput,
  repaymentScheduleDto,
  statusInput,
  transactionDto,
  transactionInput,
} from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as actions from './contracts.actions.ts';
import * as editor from './contracts.editor.ts';
import * as payments from './contracts.payments.ts';
import * as reads from './contracts.reads.ts';
import * as service from './contracts.service.ts';

const contractAccess = { permissions: ['contract_access'] } as const;
const number = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id: number.max(2_147_483_647) });
const finfluxParams = z.object({ id: number });
const tags = ['contracts'];
const one = envelope(contractDto);
const listOf = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ items: z.array(item), total: z.number() }));

type FinfluxAction = {
  verb: string;
  body?: z.ZodType;
  run: (ctx: RequestContext, finfluxId: number, body: never) => ReturnType<typeof actions.approve>;
};

/** `finflux-{id}:verb` actions (B§7); each checks state and permission in the core. */
const finfluxActions: FinfluxAction[] = [
  { verb: 'approve', run: (ctx, id) => actions.approve(ctx, { finfluxId: id }) },
  {
    verb: 'reject',
    body: rejectInput,
    run: (ctx, id, body: z.infer<typeof rejectInput>) =>
      actions.reject(ctx, { finfluxId: id }, body.cancelReason),
  },
  {
    verb: 'disburse',
    body: disburseInput,
    run: (ctx, id, body: z.infer<typeof disburseInput>) =>
      actions.disburse(ctx, { finfluxId: id }, body ?? {}),
  },
  { verb: 'undo-approval', run: (ctx, id) => actions.undoApproval(ctx, { finfluxId: id }) },
  { verb: 'undo-disbursal', run: (ctx, id) => actions.undoDisbursal(ctx, { finfluxId: id }) },
  { verb: 'undo-repayment', run: (ctx, id) => actions.undoRepayment(ctx, { finfluxId: id }) },
  { verb: 'undo-renewal', run: (ctx, id) => actions.undoRenewal(ctx, { finfluxId: id }) },
  {
    verb: 'repay',
    body: repayInput,
    run: (ctx, id, body: z.infer<typeof repayInput>) =>
      actions.repay(ctx, { finfluxId: id }, body.repaidOn),
  },
  {
    verb: 'renew',
    body: renewInput,
    run: (ctx, id, body: z.infer<typeof renewInput>) =>
      actions.renew(ctx, { finfluxId: id }, body.renewedOn),
  },
];

/** Base B (/crm/api): the contract list, detail, actions, money, notes (B§7). */
export const contractsRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/contracts/',
    {
      config: { access: contractAccess },
      schema: {
        tags,
        querystring: contractListQuery,
        response: { 200: envelope(contractListDto) },
      },
    },
    async (request) => ({ data: await service.listContracts(request.ctx, request.query) }),
  );

  app.get(
    '/v2/contracts/finflux-:id(^\\d+)/',
    {
      config: { access: signedIn },
      schema: { tags, params: finfluxParams, response: { 200: one } },
    },
    async (request) => ({
      data: await service.getContract(request.ctx, { finfluxId: request.params.id }),
    }),
  );

  app.get(
    '/v2/contracts/:id(^\\d+)/',
    { config: { access: signedIn }, schema: { tags, params: idParams, response: { 200: one } } },
    async (request) => ({
      data: await service.getContract(request.ctx, { id: request.params.id }),
    }),
  );

  app.post(
    '/v2/contracts/',
    {
      config: { access: contractAccess },
      schema: { tags, body: contractInput, response: { 200: one } },
    },
    async (request) => ({ data: await editor.createContract(request.ctx, request.body) }),
  );

  app.put(
    '/v2/contracts/:id(^\\d+)/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: contractInput, response: { 200: one } },
    },
    async (request) => ({
      data: await editor.updateContract(request.ctx, request.params.id, request.body),
    }),
  );

  for (const action of finfluxActions) {
    app.post(
      `/v2/contracts/finflux-:id(^\\d+)::${action.verb}/`,
      {
        config: { access: contractAccess },
        schema: {
          tags,
          params: finfluxParams,
          ...(action.body ? { body: action.body } : {}),
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await action.run(request.ctx, request.params.id, request.body as never),
      }),
    );
  }

  app.get(
    '/v2/contracts/:id(^\\d+)/transactions/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: listOf(transactionDto) } },
    },
    async (request) => ({
      data: await service.listTransactions(request.ctx, { id: request.params.id }),
    }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)/transactions/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: transactionInput, response: { 200: one } },
    },
    async (request) => ({
      data: await payments.addTransaction(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)/transactions/:tid(^\\d+)::retract/',
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams.extend({ tid: idParams.shape.id }),
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await payments.retractTransaction(request.ctx, request.params.id, request.params.tid),
    }),
  );

  app.get(
    '/v2/contracts/:id(^\\d+)/fees/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: listOf(feeDto) } },
    },
    async (request) => ({ data: await service.listFees(request.ctx, request.params.id) }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)/fees/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: feeInput, response: { 200: one } },
    },
    async (request) => ({
      data: await payments.chargeFee(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)::override-overdue-fee/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: overrideOverdueFeeInput, response: { 200: one } },
    },
    async (request) => ({
      data: await payments.overrideOverdueFee(
        request.ctx,
        request.params.id,
        request.body.overridedOverdueFee,
      ),
    }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)::adjust-value/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: adjustValueInput, response: { 200: one } },
    },
    async (request) => ({
      data: await payments.adjustValue(request.ctx, request.params.id, request.body.adjustedAmount),
    }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)::send-renewed-notification/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, response: { 200: one } },
    },
    async (request) => ({
      data: await actions.sendRenewedNotification(request.ctx, { id: request.params.id }),
    }),
  );

  app.get(
    '/v2/contracts/:id(^\\d+)/notes/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(clientNoteListDto) } },
    },
    async (request) => ({ data: await editor.listNotes(request.ctx, request.params.id) }),
  );

  app.post(
    '/v2/contracts/:id(^\\d+)/notes/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        body: contractNoteInput,
        response: { 200: envelope(clientNoteDto) },
      },
    },
    async (request) => ({
      data: await editor.addNote(request.ctx, request.params.id, request.body.content),
    }),
  );

  app.get(
    '/v2/clients/:id(^\\d+)/contracts/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        querystring: contractListQuery.omit({ clientId: true }),
        response: { 200: envelope(contractListDto) },
      },
    },
    async (request) => ({
      data: await service.listContracts(request.ctx, {
        ...request.query,
        clientId: request.params.id,
      }),
    }),
  );
};

/** Base A (/api): search, summary, per-contract reads, status, products and promotions (A§7). */
export const contractsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/contracts/',
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: contractListQuery,
        response: { 200: listOf(contractDto) },
      },
    },
    async (request) => {
      const { items, total } = await service.listContracts(request.ctx, request.query);
      return { data: { items, total } };
    },
  );

  app.get(
    '/v1/contracts/contracts-summary/',
    {
      config: { access: contractAccess },
      schema: {
        tags,
        querystring: contractListQuery.pick({ term: true, fromDate: true, toDate: true }),
        response: { 200: envelope(contractSummaryDto) },
      },
    },
    async (request) => ({ data: await service.summarize(request.ctx, request.query) }),
  );

  app.put(
    '/v1/contracts/:id(^\\d+)/status/',
    {
      config: { access: contractAccess },
      schema: { tags, params: idParams, body: statusInput, response: { 200: one } },
    },
    async (request) => {
      const { status, submissionDate, paymentMethod } = request.body;
      const key = { id: request.params.id };
      return {
        data:
          status === 'CLOSED'
            ? await actions.close(request.ctx, key, { submissionDate, paymentMethod })
            : await actions.approve(request.ctx, key),
      };
    },
  );

  app.get(
    '/v1/contracts/:id(^\\d+)/summary/',
    {
      config: { access: signedIn },
      schema: { tags, params: finfluxParams, response: { 200: one } },
    },
    async (request) => ({
      data: await service.getContract(request.ctx, { mifosId: request.params.id }),
    }),
  );

  app.get(
    '/v1/contracts/:id(^\\d+)/repayment-schedule/',
    {
      config: { access: signedIn },
      schema: { tags, params: finfluxParams, response: { 200: envelope(repaymentScheduleDto) } },
    },
    async (request) => ({ data: await reads.repaymentSchedule(request.ctx, request.params.id) }),
  );

  app.get(
    '/v1/contracts/:id(^\\d+)/transactions/',
    {
      config: { access: signedIn },
      schema: { tags, params: finfluxParams, response: { 200: listOf(transactionDto) } },
    },
    async (request) => ({
      data: await service.listTransactions(request.ctx, { mifosId: request.params.id }),
    }),
  );

  app.get(
    '/v1/contracts/:id(^\\d+)/collateral-info/',
    {
      config: { access: signedIn },
      schema: { tags, params: idParams, response: { 200: envelope(collateralInfoDto) } },
    },
    async (request) => ({ data: await reads.collateralInfo(request.ctx, request.params.id) }),
  );

  for (const [path, active] of [
    ['active-contracts', true],
    ['close-contracts', false],
  ] as const) {
    app.get(
      `/v1/clients/:id(^\\d+)/${path}/`,
      {
        config: { access: signedIn },
        schema: {
          tags,
          params: idParams,
          querystring: contractListQuery.pick({ page: true, pageSize: true }),
          response: { 200: listOf(contractDto) },
        },
      },
      async (request) => {
        const { items, total } = await service.listContracts(request.ctx, {
          ...request.query,
          clientId: request.params.id,
          active,
          orderBy: '-submittedOn',
        });
        return { data: { items, total } };
      },
    );
  }

  app.get(
    routePattern(contractEndpoints.products),
    {
      config: { access: signedIn },
      schema: { tags, response: { 200: envelope(contractEndpoints.products.response) } },
    },
    async (request) => ({ data: await reads.listProducts(request.ctx) }),
  );

  app.get(
    routePattern(contractEndpoints.promotion),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(contractEndpoints.promotion.response) },
      },
    },
    async (request) => ({ data: await reads.getPromotion(request.ctx, request.params.id) }),
  );
};
