import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { pushEndpoints } from '@pawndesk/domain/push-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import * as service from './push.service.ts';
import type { PushNotifier } from './push-notifier.ts';

const tags = ['push'];

export type PushRoutesOptions = { push: PushNotifier };

/** Base B: the VAPID key and the browser's subscription (SHELL-11; decisions/0028). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, options) => {
  app.get(
    routePattern(pushEndpoints.vapidKey),
    {
      config: { access: signedIn },
      schema: { tags, response: { 200: envelope(pushEndpoints.vapidKey.response) } },
    },
    async () => ({ data: { publicKey: options.push.publicKey } }),
  );

  app.post(
    routePattern(pushEndpoints.subscribe),
    {
      config: { access: signedIn },
      schema: {
        tags,
        body: pushEndpoints.subscribe.body,
        response: { 200: envelope(pushEndpoints.subscribe.response) },
      },
    },
    async (request) => ({
      data: await service.subscribe(request.ctx, request.body, request.headers['user-agent']),
    }),
  );

  app.delete(
    routePattern(pushEndpoints.unsubscribe),
    {
      config: { access: signedIn },
      schema: {
        tags,
        body: pushEndpoints.unsubscribe.body,
        response: { 200: envelope(pushEndpoints.unsubscribe.response) },
      },
    },
    async (request) => ({ data: await service.unsubscribe(request.ctx, request.body.endpoint) }),
  );
};
