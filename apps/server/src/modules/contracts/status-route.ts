import { envelope } from '@pawndesk/domain/api';
import type { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approve } from './actions/approve.ts';
import { close } from './actions/close.ts';
import { contractAccess, idParams, tags } from './contract-params.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type StatusEndpoint = typeof contractEndpoints.status | typeof contractEndpoints.statusB;

/**
 * PUT /v1/contracts/{id}/status/: approve (ACTIVE or APPROVED) or close after a redeem. Both
 * documents put it on their own base (A§7, B§7), so it is served on each with one handler.
 */
export function registerStatusRoute(app: App, definition: StatusEndpoint): void {
  app.put(
    routePattern(definition),
    {
      config: { access: contractAccess },
      schema: {
        tags,
        params: idParams,
        body: definition.body,
        response: { 200: envelope(definition.response) },
      },
    },
    async (request) => {
      const { status, submissionDate, paymentMethod } = request.body;
      const key = { id: request.params.id };
      return {
        data:
          status === 'CLOSED'
            ? await close(request.ctx, key, { submissionDate, paymentMethod })
            : await approve(request.ctx, key),
      };
    },
  );
}
