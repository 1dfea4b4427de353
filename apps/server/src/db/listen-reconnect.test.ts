import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type Database, openPostgres } from './client.ts';

/**
 * The LISTEN connection of a PostgreSQL server process comes back however long the database is
 * away: a TCP relay in front of PostgreSQL drops every connection and refuses new ones for longer
 * than one retry.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

type Relay = { url: string; cut(): void; heal(): void; close(): Promise<void> };

async function startRelay(target: URL): Promise<Relay> {
  let refusing = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      refusing = true;
      for (const socket of sockets) {
        socket.destroy();
      }
    },
    heal() {
      refusing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
let relay: Relay;
let relayed: Database;

beforeAll(async () => {
  if (!onPostgres) {
    return;
  }
  database = await openTestDatabase();
  relay = await startRelay(new URL(database.url ?? ''));
  relayed = await openPostgres(relay.url);
});
afterAll(async () => {
  if (!onPostgres) {
    return;
  }
  await relayed.close();
  await relay.close();
  await database.close();
});

describe('a LISTEN connection lost for several seconds', () => {
  it.skipIf(!onPostgres)('should tell it was lost, retry until back, and hear again', async () => {
    const heard: string[] = [];
    const events: string[] = [];
    await relayed.listen('listen_reconnect_test', (payload) => heard.push(payload), {
      onLost: () => events.push('lost'),
      onReconnect: () => events.push('back'),
    });
    const notify = (payload: string) =>
      database.db.execute(sql`select pg_notify('listen_reconnect_test', ${payload})`);

    await notify('before');
    await expect.poll(() => heard).toEqual(['before']);

    relay.cut();
    await expect.poll(() => events).toEqual(['lost']);
    // Refused for 2.5 s: the first retries, a second apart, fail.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await notify('while away');
    relay.heal();
    await expect.poll(() => events, { timeout: 5000 }).toEqual(['lost', 'back']);

    await notify('after');
    await expect.poll(() => heard).toEqual(['before', 'after']);
  });
});
