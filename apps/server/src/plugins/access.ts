// The route option `websocket` read below is declared by this plugin's type augmentation.
import type {} from '@fastify/websocket';
import { hasPermissions, type Permission } from '@pawndesk/domain/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { SessionRevocations } from '../modules/auth/session-revocations.ts';
import type { PushNotifier } from '../modules/push/push-notifier.ts';
import type { Actor, Clock } from './context.ts';

/**
 * Every route states who may call it: `public`, or the permissions it needs (an empty list means
 * "signed in"), and `superuser` where only a superuser may act (A§6: the renewed notification).
 * `beforePasswordChange` marks the few routes a user holding a one-time password may call.
 * A route that states neither stops the server from starting.
 */
export type Access =
  | { public: true }
  | { permissions: readonly Permission[]; superuser?: true; beforePasswordChange?: true };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only into an interface.
  interface FastifyContextConfig {
    access?: Access;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only into an interface.
  interface FastifyInstance {
    /** Every route with its access rule, for the conventions tests and the docs. */
    routeAccess(): {
      method: string;
      url: string;
      access: Access | undefined;
      isWebsocket: boolean;
    }[];
  }
}

export const publicAccess: Access = { public: true };
export const signedIn: Access = { permissions: [] };
export const superuserOnly: Access = { permissions: [], superuser: true };
/** Signed in, and open to a user who must still change a one-time password (the profile, the
 * language, the password change). */
export const signedInBeforePasswordChange: Access = { permissions: [], beforePasswordChange: true };

/** A token of a one-time password reaching a route that is not open to it (9013, 403). */
export const passwordChangeRequiredMessage = 'Vui lòng đổi mật khẩu trước khi tiếp tục';
export function passwordChangeRequired(): AppError {
  return new AppError('passwordChangeRequired', passwordChangeRequiredMessage);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Default-deny access control, plus the per-request context every handler receives. */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sessions: SessionRevocations; push?: PushNotifier },
): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        isWebsocket: Boolean(route.websocket),
      })),
    ),
  );
  app.addHook('onReady', async () => {
    const unguarded = routes.filter((route) => !route.config?.access);
    if (unguarded.length > 0) {
      const list = unguarded.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Routes without an access rule: ${list}`);
    }
  });

  app.decorateRequest('ctx');
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      db: deps.db,
      now: deps.clock,
      actor: undefined,
      requestId: request.id,
      ip: request.ip,
      log: request.log,
      push: deps.push,
    };
    const access = request.routeOptions.config.access;
    // Unmatched URLs reach the not-found handler, which has no access rule and needs none.
    if (!access || 'public' in access) {
      return;
    }
    const token = bearerToken(request.headers.authorization);
    // In memory: a token of a sign-in that ended (logout, password, disabled user) is refused
    // without a database read (decisions/0014).
    const claims = token ? await deps.sessions.verify(token) : undefined;
    if (!claims) {
      throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
    }
    if (claims.pwd && !access.beforePasswordChange) {
      throw passwordChangeRequired();
    }
    const actor: Actor = {
      userId: Number(claims.sub),
      username: claims.username,
      branchId: claims.branch,
      permissions: claims.permissions,
      isSuperuser: claims.superuser,
    };
    if (!hasPermissions(actor, access.permissions) || (access.superuser && !actor.isSuperuser)) {
      throw new AppError('forbidden', 'Bạn không có quyền thực hiện thao tác này');
    }
    request.ctx.actor = actor;
  });
}

/** The signed-in actor of a route that is not public. */
export function requireActor(actor: Actor | undefined): Actor {
  if (!actor) {
    throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
  }
  return actor;
}
