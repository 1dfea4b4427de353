import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { demoAccounts } from './db/seed/demo-users.ts';
import { type Env, loadEnv } from './env.ts';
import { findKamailio, type RunningExchange, startExchange } from './lib/exchange.ts';
import { loggerOptions } from './lib/logger.ts';
import { defaultWebDist } from './lib/paths.ts';
import { loadPhoneSecret, loadSigningSecret, loadVapidKeys } from './lib/secret.ts';
import { diskStorage } from './lib/storage.ts';
import { tokenKey } from './lib/tokens.ts';

// performance.now() counts from the process's start: what it reads here is the modules' loading.
const modulesLoadedAt = performance.now();
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

/** Start-up steps and their milliseconds, printed on one line so a slow start shows its cause. */
function stepTimer(): { step(name: string): void; summary(): string } {
  const steps: [string, number][] = [['modules', modulesLoadedAt]];
  let last = modulesLoadedAt;
  return {
    step(name) {
      const now = performance.now();
      steps.push([name, now - last]);
      last = now;
    },
    summary: () => steps.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', '),
  };
}

/**
 * The app, its jobs and push, loaded while the database opens: PGlite compiles its WebAssembly
 * off the main thread, so loading this code meanwhile takes it off the start-up's critical path.
 */
function loadServerModules() {
  return Promise.all([
    import('./app.ts'),
    import('./jobs/overdue.ts'),
    import('./jobs/next-action-pushes.ts'),
    import('./jobs/notifications.ts'),
    import('./jobs/pglite-statistics.ts'),
    import('./lib/notifier/from-env.ts'),
    import('./lib/pdf.ts'),
    import('./modules/push/push-notifier.ts'),
    import('./modules/push/push-sender.ts'),
  ]);
}

/** How long after listening the minute jobs, the notification worker and the print warm-up start. */
const backgroundWorkDelayMs = 5000;

async function main(): Promise<void> {
  const timer = stepTimer();
  const loading = loadServerModules();
  // Awaited below; a failed database open must not leave it an unhandled rejection meanwhile.
  loading.catch(() => undefined);
  const opened = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    seed: async (db) => {
      if (env.SEED_DEMO) {
        const { seedDemo } = await import('./db/seed/seed-demo.ts');
        await seedDemo(db.db, { storage });
      }
    },
    log,
    step: timer.step,
  });
  database = opened.database;
  const secret = await loadSigningSecret(database.db, env.JWT_SECRET);
  const phoneSecret = await loadPhoneSecret(database.db, env.PHONE_SECRET);
  const vapid = await loadVapidKeys(database.db);
  timer.step('secrets');
  const [
    { buildApp },
    { startOverdueScheduler },
    { startNextActionPushes },
    { startNotificationWorker },
    { startStatisticsKeeper },
    { notifierFromEnv },
    { warmUpPdf },
    { createPushNotifier },
    { webPushSender },
  ] = await loading;
  timer.step('app modules (loaded meanwhile)');
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
    slowRequestMs: env.SLOW_REQUEST_MS,
    secureCookies: env.COOKIE_SECURE,
    checkAnswers: env.CHECK_ANSWERS,
    referenceCache: env.REFERENCE_CACHE,
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
  timer.step('app');
  if (stopSignal) {
    return;
  }
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  timer.step('listen');
  const readySeconds = (performance.now() / 1000).toFixed(2);
  // Everything below may take its time: the server answers meanwhile. The nightly job's catch-up
  // and the phone exchange used to run before listening and made every restart wait for them.
  // The minute jobs, the notification worker and the print warm-up wait a few seconds more: on
  // PGlite their statements run on this thread, like the warm-up's render (1 s of CPU), and right
  // after listening they held back the first pages (docs/decisions/0036). The nightly job's
  // catch-up (one indexed statement when nothing is due) still runs at once: what it switches
  // must be OVERDUE from the first page on.
  const jobLog = (message: string, error?: unknown) =>
    error ? app?.log.error({ err: error }, message) : app?.log.info(message);
  const db = database.db;
  const kind = database.kind;
  const stopOverdue = startOverdueScheduler(db, () => new Date(), jobLog);
  const notifier = notifierFromEnv(env, (message) => app?.log.info(message));
  let stopLater: () => void = () => undefined;
  const backgroundStart = setTimeout(() => {
    const stopNextActions = startNextActionPushes(db, () => new Date(), push, jobLog);
    // PGlite has no autovacuum to keep the planner's statistics (docs/decisions/0037); the ones
    // it kept before the restart stay in its catalog meanwhile.
    const stopStatistics = kind === 'pglite' ? startStatisticsKeeper(db, jobLog) : () => undefined;
    const stopNotifier = notifier
      ? startNotificationWorker(
          db,
          notifier,
          () => new Date(),
          jobLog,
          env.NOTIFIER_INTERVAL_SECONDS * 1000,
        )
      : () => undefined;
    stopLater = () => {
      stopNextActions();
      stopStatistics();
      stopNotifier();
    };
    // A print that comes before this render just waits for it in the print queue.
    warmUpPdf().then(
      (ms) => app?.log.info(`printing warmed up in ${ms.toFixed(0)} ms`),
      (error: unknown) => app?.log.error({ err: error }, 'printing warm-up failed'),
    );
  }, backgroundWorkDelayMs);
  stopJobs = () => {
    clearTimeout(backgroundStart);
    stopOverdue();
    stopLater();
  };
  const exchangeStatus = await startManagedExchange(env, phoneSecret);
  timer.step('exchange (after listening)');
  log('');
  log(`PawnDesk is ready in ${readySeconds} s: ${address}`);
  log(`Start-up: ${timer.summary()}`);
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
