import { envelope } from '@pawndesk/domain/api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import { contractAccess, finfluxParams, idParams, tags } from './contract-params.ts';
import { collateralInfo } from './reads/collateral.ts';
import { getContract } from './reads/detail.ts';
import { listContracts, summarize } from './reads/list.ts';
import { listProducts } from './reads/products.ts';
import { getPromotion } from './reads/promotion.ts';
import { repaymentSchedule } from './reads/schedule.ts';
import { listTransactions } from './reads/transactions.ts';
import { registerStatusRoute } from './status-route.ts';

const endpoints = contractEndpoints;

/** Base A (/api): search, summary, per-contract reads, status, products and promotions (A§7). */
export const contractsRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(endpoints.search),
    {
      config: { access: signedIn },
      schema: {
        tags,
        querystring: endpoints.search.query,
        response: { 200: envelope(endpoints.search.response) },
      },
    },
    async (request) => {
      const { items, total } = await listContracts(request.ctx, request.query);
      return { data: { items, total } };
    },
  );

  app.get(
    routePattern(endpoints.summary),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        querystring: endpoints.summary.query,
        response: { 200: envelope(endpoints.summary.response) },
      },
    },
    async (request) => ({ data: await summarize(request.ctx, request.query) }),
  );

  registerStatusRoute(app, endpoints.status);

  app.get(
    routePattern(endpoints.detailByMifos),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        response: { 200: envelope(endpoints.detailByMifos.response) },
      },
    },
    async (request) => ({ data: await getContract(request.ctx, { mifosId: request.params.id }) }),
  );

  app.get(
    routePattern(endpoints.repaymentSchedule),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        response: { 200: envelope(endpoints.repaymentSchedule.response) },
      },
    },
    async (request) => ({ data: await repaymentSchedule(request.ctx, request.params.id) }),
  );

  app.get(
    routePattern(endpoints.transactionsByMifos),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: finfluxParams,
        response: { 200: envelope(endpoints.transactionsByMifos.response) },
      },
    },
    async (request) => ({
      data: await listTransactions(request.ctx, { mifosId: request.params.id }),
    }),
  );

  app.get(
    routePattern(endpoints.collateralInfo),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.collateralInfo.response) },
      },
    },
    async (request) => ({ data: await collateralInfo(request.ctx, request.params.id) }),
  );

  for (const [endpoint, active] of [
    [endpoints.clientActiveContracts, true],
    [endpoints.clientClosedContracts, false],
  ] as const) {
    app.get(
      routePattern(endpoint),
      {
        config: { access: signedIn },
        schema: {
          tags,
          params: idParams,
          querystring: endpoint.query,
          response: { 200: envelope(endpoint.response) },
        },
      },
      async (request) => {
        const { items, total } = await listContracts(request.ctx, {
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
    routePattern(endpoints.products),
    {
      config: { access: signedIn },
      schema: { tags, response: { 200: envelope(endpoints.products.response) } },
    },
    async (request) => ({ data: await listProducts(request.ctx) }),
  );

  app.get(
    routePattern(endpoints.promotion),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.promotion.response) },
      },
    },
    async (request) => ({ data: await getPromotion(request.ctx, request.params.id) }),
  );
};
