import path from 'node:path';
import { loadEnv } from '../env.ts';
import { startExchange, stopExchange } from '../lib/exchange.ts';

const usage = `Run PawnDesk's phone exchange (Kamailio) on its own, for a server started with
PHONE_EXCHANGE=external (deploy/kamailio/README.md).

  npm run exchange -- start    writes DATA_DIR/exchange/kamailio.cfg and runs Kamailio on
                               127.0.0.1:PHONE_WS_PORT until Ctrl-C or SIGTERM
  npm run exchange -- stop     stops the Kamailio whose pid file is in DATA_DIR/exchange

start needs PHONE_SECRET, the same value the PawnDesk server is given.
\`npm start\` does not need this: it runs the exchange beside the server when Kamailio is installed.`;

async function main(command: string | undefined): Promise<void> {
  const env = loadEnv();
  const runtimeDir = path.join(env.dataDir, 'exchange');
  if (command === 'stop') {
    const stopped = await stopExchange(runtimeDir);
    console.log(stopped ? 'The exchange stopped.' : `No exchange was running from ${runtimeDir}.`);
    return;
  }
  if (command !== 'start') {
    console.log(usage);
    process.exitCode = command === undefined || command === '--help' ? 0 : 1;
    return;
  }
  if (!env.PHONE_SECRET) {
    throw new Error('PHONE_SECRET is not set: give the exchange the secret the server uses.');
  }
  const exchange = await startExchange({
    runtimeDir,
    port: env.PHONE_WS_PORT,
    domain: env.PHONE_SIP_DOMAIN,
    secret: env.PHONE_SECRET,
  });
  console.log(`Phone exchange: Kamailio on ${exchange.websocketUrl} (log ${exchange.logFile})`);
  const signalled = new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => resolve());
    }
  });
  await Promise.race([signalled, exchange.exited]);
  await exchange.stop();
  console.log('The exchange stopped.');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
