import { envelope } from '@pawndesk/domain/api';
import { refreshTokenSeconds } from '@pawndesk/domain/auth';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { apiBases, routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenKey } from '../../lib/tokens.ts';
import { publicAccess, requireActor, signedInBeforePasswordChange } from '../../plugins/access.ts';
import * as service from './auth.service.ts';
import { deviceCookie, deviceCookiePath, deviceLifetimeSeconds } from './known-devices.ts';
import type { SessionRevocations } from './session-revocations.ts';

const refreshCookie = 'pd_refresh';
/** The refresh cookie goes only to base B's v1 calls (refresh, sign-out). */
const cookiePath = `${apiBases.B}/v1`;

export type AuthRoutesOptions = {
  tokenKey: TokenKey;
  secureCookies: boolean;
  sessions: SessionRevocations;
};

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
    routePattern(authEndpoints.signIn),
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        body: authEndpoints.signIn.body,
        response: { 200: envelope(authEndpoints.signIn.response) },
      },
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
    routePattern(authEndpoints.refresh),
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        body: authEndpoints.refresh.body,
        response: { 200: envelope(authEndpoints.refresh.response) },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[refreshCookie];
      const tokens = await service.refresh(request.ctx, options.tokenKey, options.sessions, token);
      setRefreshCookie(reply, tokens.refreshToken);
      return { data: tokens };
    },
  );

  app.delete(
    routePattern(authEndpoints.signOut),
    {
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        body: authEndpoints.signOut.body,
        response: { 200: envelope(authEndpoints.signOut.response) },
      },
    },
    async (request, reply) => {
      // Public, so a client whose access token has expired can still sign out; a valid one that
      // comes along is ended too.
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      await service.signOut(request.ctx, options.sessions, {
        refreshToken: request.body?.refreshToken ?? request.cookies[refreshCookie],
        access: bearer ? await options.sessions.verify(bearer) : undefined,
      });
      reply.clearCookie(refreshCookie, { path: cookiePath });
      return { data: { revoked: true } };
    },
  );

  app.get(
    routePattern(authEndpoints.me),
    {
      config: { access: signedInBeforePasswordChange },
      schema: { tags: ['auth'], response: { 200: envelope(authEndpoints.me.response) } },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      return {
        data: await service.getMe(request.ctx, actor.userId, actor.branchId, options.tokenKey),
      };
    },
  );

  app.put(
    routePattern(authEndpoints.setLanguage),
    {
      config: { access: signedInBeforePasswordChange },
      schema: {
        tags: ['auth'],
        body: authEndpoints.setLanguage.body,
        response: { 200: envelope(authEndpoints.setLanguage.response) },
      },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      await service.setLanguage(request.ctx, actor.userId, request.body.language);
      return {
        data: await service.getMe(request.ctx, actor.userId, actor.branchId, options.tokenKey),
      };
    },
  );

  app.put(
    routePattern(authEndpoints.changePassword),
    {
      config: { access: signedInBeforePasswordChange },
      schema: {
        tags: ['auth'],
        body: authEndpoints.changePassword.body,
        response: { 200: envelope(authEndpoints.changePassword.response) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.ctx.actor);
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const current = bearer ? await options.sessions.verify(bearer) : undefined;
      await service.changePassword(request.ctx, options.sessions, actor.userId, request.body, {
        keepSessionId: current?.sid,
      });
      reply.clearCookie(refreshCookie, { path: cookiePath });
      return { data: { updated: true } };
    },
  );
};
