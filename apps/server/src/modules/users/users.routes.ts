import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import { staffEndpoints as endpoints } from '@pawndesk/domain/staff-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenKey } from '../../lib/tokens.ts';
import type { SessionRevocations } from '../auth/session-revocations.ts';
import * as service from './users.service.ts';

const access = { permissions: ['staff_admin'] } as const;
const tags = ['staff'];

export type UsersRoutesOptions = { sessions: SessionRevocations; tokenKey: TokenKey };

/** Base B: staff accounts and roles (issue 19). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  /** The request's context with the key that signs the pictures' links. */
  const staffCtx = (request: FastifyRequest) => ({ ...request.ctx, tokenKey: options.tokenKey });

  app.get(
    routePattern(endpoints.extensionSuggestion),
    {
      config: { access },
      schema: { tags, response: { 200: envelope(endpoints.extensionSuggestion.response) } },
    },
    async (request) => ({ data: await service.suggestExtension(request.ctx) }),
  );

  app.get(
    routePattern(endpoints.list),
    {
      config: { access },
      schema: {
        tags,
        querystring: endpoints.list.query,
        response: { 200: envelope(endpoints.list.response) },
      },
    },
    async (request) => ({ data: await service.listStaff(staffCtx(request), request.query) }),
  );

  app.post(
    routePattern(endpoints.create),
    {
      config: { access },
      schema: {
        tags,
        body: endpoints.create.body,
        response: { 200: envelope(endpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createStaff(staffCtx(request), request.body) }),
  );

  app.patch(
    routePattern(endpoints.update),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.update.body,
        response: { 200: envelope(endpoints.update.response) },
      },
    },
    async (request) => ({
      data: await service.updateStaff(staffCtx(request), request.params.id, request.body),
    }),
  );

  app.put(
    routePattern(endpoints.setActive),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.setActive.body,
        response: { 200: envelope(endpoints.setActive.response) },
      },
    },
    async (request) => {
      const { user, ended } = await service.setStaffActive(
        staffCtx(request),
        request.params.id,
        request.body.isActive,
      );
      if (ended) {
        options.sessions.remember(ended);
      }
      return { data: user };
    },
  );

  app.post(
    routePattern(endpoints.resetPassword),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(endpoints.resetPassword.response) },
      },
    },
    async (request) => {
      const { user, oneTimePassword, ended } = await service.resetStaffPassword(
        staffCtx(request),
        request.params.id,
      );
      options.sessions.remember(ended);
      return { data: { user, oneTimePassword } };
    },
  );

  app.get(
    routePattern(endpoints.roles),
    {
      config: { access },
      schema: { tags, response: { 200: envelope(endpoints.roles.response) } },
    },
    async (request) => ({ data: await service.listRoles(request.ctx) }),
  );

  app.post(
    routePattern(endpoints.createRole),
    {
      config: { access },
      schema: {
        tags,
        body: endpoints.createRole.body,
        response: { 200: envelope(endpoints.createRole.response) },
      },
    },
    async (request) => ({ data: await service.createRole(request.ctx, request.body) }),
  );

  app.patch(
    routePattern(endpoints.updateRole),
    {
      config: { access },
      schema: {
        tags,
        params: idParams,
        body: endpoints.updateRole.body,
        response: { 200: envelope(endpoints.updateRole.response) },
      },
    },
    async (request) => ({
      data: await service.updateRole(request.ctx, request.params.id, request.body),
    }),
  );
};
