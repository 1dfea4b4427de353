import { envelope } from '@pawndesk/domain/api';
import {
  changePasswordInput,
  languageInput,
  meDto,
  refreshInput,
  refreshTokenSeconds,
  signInInput,
  tokenPairDto,
} from '@pawndesk/domain/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenKey } from '../../lib/tokens.ts';
import { publicAccess, requireActor, signedIn } from '../../plugins/access.ts';
import * as service from './auth.service.ts';
import { deviceCookie, deviceCookiePath, deviceLifetimeSeconds } from './known-devices.ts';

export const refreshCookie = 'pd_refresh';
const cookiePath = '/crm/api/v1';

export type AuthRoutesOptions = { tokenKey: TokenKey; secureCookies: boolean };

/** B: sign-in, token refresh, sign-out, the profile and the password (A§7 Authentication). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  function setRefreshCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(refreshCookie, token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookies,
      maxAge: refreshTokenSeconds,
    });
  }

  app.post(
    '/v1/tokens/',
    {
      config: { access: publicAccess },
      schema: { tags: ['auth'], body: signInInput, response: { 200: envelope(tokenPairDto) } },
    },
    async (request, reply) => {
      const { tokens, deviceCookie: device } = await service.signIn(
        request.ctx,
        options.tokenKey,
        request.body,
        request.cookies[deviceCookie],
      );
      setRefreshCookie(reply, tokens.refreshToken);
      reply.setCookie(deviceCookie, device, {
        path: deviceCookiePath,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookies,
        maxAge: deviceLifetimeSeconds,
      });
      return { data: tokens };
    },
  );

  app.post(
    '/v1/access-tokens/',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        body: refreshInput.nullish(),
        response: { 200: envelope(tokenPairDto) },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[refreshCookie];
      const tokens = await service.refresh(request.ctx, options.tokenKey, token);
      setRefreshCookie(reply, tokens.refreshToken);
      return { data: tokens };
    },
  );

  app.delete(
    '/v1/tokens/',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        body: refreshInput.nullish(),
        response: { 200: envelope(z.object({ revoked: z.boolean() })) },
      },
    },
    async (request, reply) => {
      await service.signOut(
        request.ctx,
        request.body?.refreshToken ?? request.cookies[refreshCookie],
      );
      reply.clearCookie(refreshCookie, { path: cookiePath });
      return { data: { revoked: true } };
    },
  );

  app.get(
    '/v1/me/',
    {
      config: { access: signedIn },
      schema: { tags: ['auth'], response: { 200: envelope(meDto) } },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      return { data: await service.getMe(request.ctx, actor.userId, actor.branchId) };
    },
  );

  app.put(
    '/v1/me/language/',
    {
      config: { access: signedIn },
      schema: { tags: ['auth'], body: languageInput, response: { 200: envelope(meDto) } },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      await service.setLanguage(request.ctx, actor.userId, request.body.language);
      return { data: await service.getMe(request.ctx, actor.userId, actor.branchId) };
    },
  );

  app.put(
    '/v1/users/password/',
    {
      config: { access: signedIn },
      schema: {
        tags: ['auth'],
        body: changePasswordInput,
        response: { 200: envelope(z.object({ updated: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.ctx.actor);
      await service.changePassword(request.ctx, actor.userId, request.body);
      reply.clearCookie(refreshCookie, { path: cookiePath });
      return { data: { updated: true } };
    },
  );
};
