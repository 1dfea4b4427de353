import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { diskStorage, type FileStorage } from '../lib/storage.ts';
import { tokenKey } from '../lib/tokens.ts';
import type { PhoneSettings } from '../modules/phone/phone.service.ts';
import type { TestUser } from './factories.ts';
import { type TestClock, testClock } from './test-clock.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { urlOf } from './url-of.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  /** Uploaded files go to a temporary folder, removed on close. */
  storage: FileStorage;
  storageRoot: string;
  close(): Promise<void>;
  /** Signs in through the real endpoint and returns the token pair. */
  login(user: TestUser, branchId?: number): Promise<{ accessToken: string; refreshToken: string }>;
  /** Injects with a bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
};

export const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The exchange a test app describes; nothing listens there unless a test starts it. */
export const testPhoneSettings: PhoneSettings = {
  websocketUrl: 'ws://127.0.0.1:8088',
  domain: 'pawndesk.test',
  secret: 'test-phone-secret-shared-with-the-exchange',
  credentialSeconds: 3600,
  stunServers: [],
};

/**
 * Options of the real app a test may set: trusted proxies, secure cookies, the built console, the
 * PDF renderer, the phone exchange; and a wrapper around the disk storage.
 */
export type TestAppOptions = Partial<
  Pick<
    AppDeps,
    'trustProxy' | 'secureCookies' | 'webDist' | 'renderPdf' | 'logger' | 'phone' | 'push'
  >
> & {
  wrapStorage?: (disk: FileStorage) => FileStorage;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { wrapStorage, ...appOptions } = options;
  const database = await openTestDatabase();
  const clock = testClock();
  const storageRoot = await mkdtemp(path.join(tmpdir(), 'pawndesk-files-'));
  const disk = diskStorage(storageRoot);
  const storage = wrapStorage?.(disk) ?? disk;
  const app = await buildApp({
    database,
    tokenKey: tokenKey(testSecret),
    clock: clock.clock,
    storage,
    ...appOptions,
    phone: appOptions.phone ?? testPhoneSettings,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    storage,
    storageRoot,
    async close() {
      await app.close();
      await database.close();
      await rm(storageRoot, { recursive: true, force: true });
    },
    async login(user, branchId) {
      const response = await app.inject({
        method: 'POST',
        url: urlOf(authEndpoints.signIn),
        payload: {
          username: user.username,
          password: user.password,
          branch: branchId ?? user.branchIds[0],
        },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
      return response.json().data;
    },
    as(token, options) {
      return app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      });
    },
  };
}
