import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { demoAccounts, seedDemo } from './db/seed/seed-demo.ts';
import { type Env, loadEnv } from './env.ts';
import { startNextActionPushes } from './jobs/next-action-pushes.ts';
import { startNotificationWorker } from './jobs/notifications.ts';
import { startOverdueScheduler } from './jobs/overdue.ts';
import { findKamailio, type RunningExchange, startExchange } from './lib/exchange.ts';
import { loggerOptions } from './lib/logger.ts';
import { notifierFromEnv } from './lib/notifier/from-env.ts';
import { defaultWebDist } from './lib/paths.ts';
import { warmUpPdf } from './lib/pdf.ts';
import { loadPhoneSecret, loadSigningSecret, loadVapidKeys } from './lib/secret.ts';
import { diskStorage } from './lib/storage.ts';
import { tokenKey } from './lib/tokens.ts';
import { createPushNotifier } from './modules/push/push-notifier.ts';
import { webPushSender } from './modules/push/push-sender.ts';

const startedAt = performance.now();
const env = loadEnv();
const log = (message: string) => process.stdout.write(`${message}\n`);

const storage = diskStorage(path.join(env.dataDir, 'files'));
let database: Database | undefined;
let app: FastifyInstance | undefined;
let stopSignal: string | undefined;
let stopJobs: (() => void) | undefined;
let exchange: RunningExchange | undefined;

/**
 * Starts the managed phone exchange. A failure leaves the server running: the console's phone
 * then shows disconnected.
 */
async function startManagedExchange(settings: Env, secret: string): Promise<string> {
  if (settings.PHONE_EXCHANGE !== 'managed') {
    return `external, ${settings.PHONE_WS_URL ?? 'none configured'}`;
  }
  if (!findKamailio()) {
    return 'not started (Kamailio is not installed; the phone shows disconnected)';
  }
  try {
    exchange = await startExchange({
      runtimeDir: path.join(settings.dataDir, 'exchange'),
      port: settings.PHONE_WS_PORT,
      domain: settings.PHONE_SIP_DOMAIN,
      secret,
    });
    return `Kamailio on ${exchange.websocketUrl} (log ${exchange.logFile})`;
  } catch (error) {
    return `not started (${error instanceof Error ? error.message : String(error)})`;
  }
}

async function main(): Promise<void> {
  const opened = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    seed: (db) => (env.SEED_DEMO ? seedDemo(db.db, { storage }) : Promise.resolve()),
    log,
  });
  database = opened.database;
  const secret = await loadSigningSecret(database.db, env.JWT_SECRET);
  const phoneSecret = await loadPhoneSecret(database.db, env.PHONE_SECRET);
  const exchangeStatus = await startManagedExchange(env, phoneSecret);
  const vapid = await loadVapidKeys(database.db);
  const push = createPushNotifier({
    vapid,
    sender: webPushSender({ ...vapid, subject: env.PUSH_SUBJECT }),
    log: (message, error) => app?.log.warn({ err: error }, message),
  });
  app = await buildApp({
    database,
    tokenKey: tokenKey(secret),
    storage,
    logger: loggerOptions({ level: env.LOG_LEVEL, format: env.LOG_FORMAT }),
    secureCookies: env.COOKIE_SECURE,
    checkAnswers: env.CHECK_ANSWERS,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ?? defaultWebDist,
    phone: {
      websocketUrl: env.PHONE_WS_URL ?? `ws://127.0.0.1:${env.PHONE_WS_PORT}`,
      domain: env.PHONE_SIP_DOMAIN,
      secret: phoneSecret,
      credentialSeconds: env.PHONE_CREDENTIAL_SECONDS,
      stunServers: env.PHONE_STUN_SERVERS,
    },
    push,
  });
  if (stopSignal) {
    return;
  }
  const jobLog = (message: string, error?: unknown) =>
    error ? app?.log.error({ err: error }, message) : app?.log.info(message);
  const stopOverdue = startOverdueScheduler(database.db, () => new Date(), jobLog);
  const stopNextActions = startNextActionPushes(database.db, () => new Date(), push, jobLog);
  const notifier = notifierFromEnv(env, (message) => app?.log.info(message));
  const stopNotifier = notifier
    ? startNotificationWorker(
        database.db,
        notifier,
        () => new Date(),
        jobLog,
        env.NOTIFIER_INTERVAL_SECONDS * 1000,
      )
    : () => undefined;
  stopJobs = () => {
    stopOverdue();
    stopNextActions();
    stopNotifier();
  };
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  // In the background: the server answers meanwhile, and a print that comes first just waits for
  // this render in the print queue.
  warmUpPdf().then(
    (ms) => app?.log.info(`printing warmed up in ${ms.toFixed(0)} ms`),
    (error: unknown) => app?.log.error({ err: error }, 'printing warm-up failed'),
  );
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log('');
  log(`PawnDesk is ready in ${seconds} s: ${address}`);
  log(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  log(`Phone exchange: ${exchangeStatus}`);
  log(`Notifications: ${notifier ? notifier.name : 'off (queued, not sent)'}`);
  if (env.SEED_DEMO) {
    log('Demo accounts (password demo1234):');
    for (const account of demoAccounts) {
      log(`  ${account.username.padEnd(15)} ${account.label.padEnd(28)} → ${account.landing}`);
    }
  }
  log('Press Ctrl-C to stop.');
}

async function shutdown(): Promise<void> {
  stopJobs?.();
  await app?.close();
  await exchange?.stop();
  await database?.close();
  log(`PawnDesk stopped (${stopSignal}); the database was closed cleanly.`);
  process.exit(0);
}

// A signal during start-up lets the current step finish, so the data directory is never left torn.
let starting = true;
function onSignal(signal: string): void {
  if (stopSignal) {
    return;
  }
  stopSignal = signal;
  log(`\n${signal}: stopping…`);
  if (!starting) {
    void shutdown();
  }
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

main()
  .then(async () => {
    starting = false;
    if (stopSignal) {
      await shutdown();
    }
  })
  .catch(async (error: unknown) => {
    process.stderr.write(
      `PawnDesk failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    await exchange?.stop();
    await database?.close();
    process.exit(1);
  });
