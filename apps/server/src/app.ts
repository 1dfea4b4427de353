import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { apiBases } from '@pawndesk/domain/endpoint';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import webPush from 'web-push';
import type { Database } from './db/client.ts';
import { answerSerializerCompiler } from './lib/answer-serializer.ts';
import { defaultSlowRequestMs, logRequests } from './lib/logger.ts';
import { type RenderPdf, renderPdf } from './lib/pdf.ts';
import type { FileStorage } from './lib/storage.ts';
import type { TokenKey } from './lib/tokens.ts';
import { assetsRoutesA, assetsRoutesB } from './modules/assets/assets.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { startSessionRevocations } from './modules/auth/session-revocations.ts';
import { branchAdminRoutes } from './modules/branch-admin/branch-admin.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { cashLogRoutes } from './modules/cash-log/cash-log.routes.ts';
import { clientsRoutesA, clientsRoutesB } from './modules/clients/clients.routes.ts';
import {
  contractWizardRoutesA,
  contractWizardRoutesB,
} from './modules/contracts/contract-wizard.routes.ts';
import { contractsRoutesA } from './modules/contracts/contracts-a.routes.ts';
import { contractsRoutesB } from './modules/contracts/contracts-b.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { activityLogRoutes, ordersRoutesA, ordersRoutesB } from './modules/orders/orders.routes.ts';
import { phoneRoutes } from './modules/phone/phone.routes.ts';
import type { PhoneSettings } from './modules/phone/phone.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushNotifier, type PushNotifier } from './modules/push/push-notifier.ts';
import { webPushSender } from './modules/push/push-sender.ts';
import { startMiscCache } from './modules/reference/misc-cache.ts';
import { referenceRoutesA, referenceRoutesB } from './modules/reference/reference.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { profilePicturesRoutes } from './modules/users/profile-pictures.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { openApiOptions } from './openapi/document.ts';
import { publicAccess, registerAccessControl } from './plugins/access.ts';
import type { Clock } from './plugins/context.ts';
import { answerRouterError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerLive } from './plugins/live.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export type AppDeps = {
  database: Database;
  tokenKey: TokenKey;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** A request that takes this long is logged at warn (SLOW_REQUEST_MS). */
  slowRequestMs?: number;
  secureCookies?: boolean;
  /**
   * Proxies whose forwarded headers are believed (addresses, CIDRs); none by default, so
   * request.ip is the connecting peer and a client cannot pick its own address.
   */
  trustProxy?: readonly string[];
  /** Where uploaded and printed documents live (DATA_DIR/files on disk by default in server.ts). */
  storage: FileStorage;
  /** Renders printed documents; @pawndesk/print when omitted (tests pass a failing one). */
  renderPdf?: RenderPdf;
  /** The phone exchange the console's phone connects to, and the secret shared with it. */
  phone: PhoneSettings;
  /** The built console to serve; omitted in API-only tests. */
  webDist?: string;
  /**
   * Web Push to users' browsers (decisions/0028); server.ts builds it from the VAPID keys kept in
   * the database. When omitted, keys made for this app alone and the real sender.
   */
  push?: PushNotifier;
  /**
   * Check every answer against its zod schema as well as writing it with the compiled serializer
   * (lib/answer-serializer.ts). On by default, for the tests; server.ts turns it off unless
   * CHECK_ANSWERS=true.
   */
  checkAnswers?: boolean;
  /**
   * Keep /v1/misc/'s lists in memory (decisions/0039); on unless REFERENCE_CACHE=off, which the
   * bench uses to measure without.
   */
  referenceCache?: boolean;
};

/** 1 MiB covers every JSON body the console sends; uploads get their own limit per route. */
const bodyLimit = 1024 * 1024;

/** Registers every plugin and module; the caller decides whether to listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const { storage } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request at debug instead of two at info (lib/logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? [...deps.trustProxy] : false,
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: deps.checkAnswers ?? true }));
  registerErrorHandler(app);
  logRequests(app, { slowMs: deps.slowRequestMs ?? defaultSlowRequestMs });
  // First among the onRequest hooks, so refusals (401, 403, 404) carry the headers too.
  await registerSecurityHeaders(app, {
    isHttps: deps.secureCookies ?? false,
    phoneWebsocketUrl: deps.phone.websocketUrl,
  });
  const sessions = await startSessionRevocations({
    database: deps.database,
    clock,
    tokenKey: deps.tokenKey,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', () => sessions.stop());
  const push =
    deps.push ??
    (() => {
      const vapid = webPush.generateVAPIDKeys();
      return createPushNotifier({
        vapid,
        sender: webPushSender({ ...vapid, subject: 'mailto:admin@pawndesk.invalid' }),
        log: (message, error) => app.log.warn({ err: error }, message),
      });
    })();
  app.addHook('onClose', () => push.idle());
  registerAccessControl(app, { db: deps.database.db, clock, sessions, push });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, openApiOptions(app));
  // Third-party plugins register their own routes; they are public by nature (docs, static files).
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: publicAccess };
    });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    if (deps.webDist && existsSync(deps.webDist)) {
      await registerConsole(scope, deps.webDist);
    }
  });

  await app.register(healthRoutes);
  const miscCache = await startMiscCache(deps.database, deps.referenceCache ?? true);
  app.addHook('onClose', () => miscCache.stop());
  await app.register(referenceRoutesA, { prefix: apiBases.A, miscCache });
  await app.register(authRoutes, {
    prefix: apiBases.B,
    tokenKey: deps.tokenKey,
    secureCookies: deps.secureCookies ?? false,
    sessions,
  });
  await app.register(referenceRoutesB, { prefix: apiBases.B });
  await app.register(ordersRoutesA, { prefix: apiBases.A });
  await app.register(ordersRoutesB, { prefix: apiBases.B });
  await app.register(clientsRoutesA, { prefix: apiBases.A });
  await app.register(clientsRoutesB, { prefix: apiBases.B });
  await app.register(contractsRoutesA, { prefix: apiBases.A });
  await app.register(contractsRoutesB, {
    prefix: apiBases.B,
    storage,
    renderPdf: deps.renderPdf ?? renderPdf,
  });
  await app.register(contractWizardRoutesA, { prefix: apiBases.A });
  await app.register(contractWizardRoutesB, { prefix: apiBases.B });
  await app.register(callsRoutes, { prefix: apiBases.B });
  await app.register(phoneRoutes, { prefix: apiBases.B, settings: deps.phone });
  await app.register(pushRoutes, { prefix: apiBases.B, push });
  await app.register(documentsRoutes, {
    storage,
    tokenKey: deps.tokenKey,
    verifyAccessToken: (token) => sessions.verify(token),
  });
  await app.register(assetsRoutesA, { prefix: apiBases.B });
  await app.register(assetsRoutesB, { prefix: apiBases.B });
  await app.register(activityLogRoutes, { prefix: apiBases.logger });
  await app.register(remindersRoutes, { prefix: apiBases.B });
  await app.register(cashLogRoutes, { prefix: apiBases.A });
  await app.register(usersRoutes, { prefix: apiBases.B, sessions, tokenKey: deps.tokenKey });
  await app.register(profilePicturesRoutes, {
    storage,
    tokenKey: deps.tokenKey,
    verifyAccessToken: (token) => sessions.verify(token),
  });
  await app.register(auditRoutes, { prefix: apiBases.B });
  await app.register(branchAdminRoutes, { prefix: apiBases.B, onChange: miscCache.forget });
  await registerLive(app, { database: deps.database, clock, sessions });
  return app;
}

/** Serves the built console; unknown non-API paths get index.html so client routes work on reload. */
async function registerConsole(app: FastifyInstance, webDist: string): Promise<void> {
  const assetsDir = `${path.join(webDist, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: 'index.html',
    // Vite names every built asset by its content's hash, so a browser keeps it for good and a
    // reload does not ask again for each of the ~80 modules a screen loads (issue 13 item 9).
    setHeaders: (reply, file) => {
      if (file.startsWith(assetsDir)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (file === path.join(webDist, 'sw.js')) {
        // The service worker (decisions/0028) keeps no version in its name: always checked.
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  const isApiPath = (url: string) => /^\/(api|crm|logger|live|files)(\/|$)/.test(url);
  // The console's pages are not part of the API document.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = path.join(webDist, path.normalize(url));
    if (isApiPath(url)) {
      return reply.callNotFound();
    }
    if (file.startsWith(webDist) && existsSync(file) && !url.endsWith('/')) {
      return reply.sendFile(path.relative(webDist, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
