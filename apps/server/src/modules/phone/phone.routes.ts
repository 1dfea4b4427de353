import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { phoneEndpoints } from '@pawndesk/domain/phone-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import { getSipAccount, type PhoneSettings } from './phone.service.ts';

export type PhoneRoutesOptions = { settings: PhoneSettings };

/** Base B: the signed-in user's account on the phone exchange. */
export const phoneRoutes: FastifyPluginAsyncZod<PhoneRoutesOptions> = async (app, options) => {
  app.get(
    routePattern(phoneEndpoints.sipAccount),
    {
      config: { access: signedIn },
      schema: { tags: ['phone'], response: { 200: envelope(phoneEndpoints.sipAccount.response) } },
    },
    async (request) => ({ data: await getSipAccount(request.ctx, options.settings) }),
  );
};
