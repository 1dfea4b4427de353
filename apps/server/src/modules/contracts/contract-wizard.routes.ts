import { envelope } from '@pawndesk/domain/api';
import { contractWizardEndpoints as endpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import { createFromOrder } from './actions/create-from-order.ts';
import { createWithCollateral } from './actions/create-with-collateral.ts';
import { contractAccess, idParams, tags } from './contract-params.ts';
import { listPromotionsInForce, orderPromotion } from './reads/promotions.ts';

/** Base A (/api): the promotions in force, for the creation wizard's contract step. */
export const contractWizardRoutesA: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(endpoints.promotions),
    {
      config: { access: signedIn },
      schema: { tags, response: { 200: envelope(endpoints.promotions.response) } },
    },
    async (request) => ({ data: await listPromotionsInForce(request.ctx) }),
  );
};

/** Base B (/crm/api): the order's promotion and the print step's one call (B§4). */
export const contractWizardRoutesB: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(endpoints.orderPromotion),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.orderPromotion.response) },
      },
    },
    async (request) => ({ data: await orderPromotion(request.ctx, request.params.id) }),
  );

  app.post(
    routePattern(endpoints.createFromOrder),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: endpoints.createFromOrder.body,
        response: { 200: envelope(endpoints.createFromOrder.response) },
      },
    },
    async (request) => ({
      data: await createFromOrder(request.ctx, request.params.id, request.body),
    }),
  );

  app.post(
    routePattern(endpoints.createWithCollateral),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        body: endpoints.createWithCollateral.body,
        response: { 200: envelope(endpoints.createWithCollateral.response) },
      },
    },
    async (request) => ({ data: await createWithCollateral(request.ctx, request.body) }),
  );
};
