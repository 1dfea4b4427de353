import type { Principal } from '@pawndesk/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PushNotifier } from '../modules/push/push-notifier.ts';

export type Clock = () => Date;

export type Actor = Principal & { userId: number; username: string; branchId: number };

/** What a service needs from the request: the database, the clock, who acts, and a log. */
export type RequestContext = {
  db: Db;
  now: Clock;
  actor: Actor | undefined;
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
  /** Web Push to users' browsers; absent in contexts built outside a request (CLI, tests). */
  push?: PushNotifier;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only into an interface.
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
