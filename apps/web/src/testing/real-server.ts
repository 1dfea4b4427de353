/// <reference types="node" />
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import type { Permission } from '@pawndesk/domain/permissions';
import { vi } from 'vitest';
import { buildBranch, buildUser } from '../../../server/src/testing/factories.ts';
import { createTestApp, type TestApp } from '../../../server/src/testing/test-app.ts';
import { sessionStore } from '../lib/session.ts';

/**
 * The real server in the test's process, for behaviour tests: "repaying lowers what is owed",
 * "an undo restores", "claiming locks", pagination and counters. The server app is built by the
 * server's own createTestApp (Fastify over an in-memory PGlite, migrated) and seeded with its
 * factories; the console's window.fetch goes to `app.inject`, so every rule, count and figure
 * the screen shows is the server's.
 *
 * jsdom gives the test its own Uint8Array, so the server's JWT library (which checks
 * `instanceof Uint8Array`) would refuse Node's TextEncoder output; the file's global goes back to
 * Node's one, which is also what a browser's TextEncoder pairs with.
 */
globalThis.Uint8Array = new NodeTextEncoder().encode('').constructor as Uint8ArrayConstructor;

export type RealServer = {
  test: TestApp;
  db: TestApp['database']['db'];
  /** Every request the console sent, in order. */
  requests: { method: string; url: URL; body: unknown }[];
  /**
   * Creates a staff member with these permissions (in `branchId`, else a new branch) and signs in
   * through the real endpoint: the access token, for seeding through the API as another user.
   * Tokens issued before startRealServer moved the clock have expired.
   */
  login(permissions: Permission[], options?: StaffOptions): Promise<string>;
  /**
   * As login, and hands the session to the console, whose window.fetch now goes to the server.
   * Returns the access token.
   */
  signIn(permissions: Permission[], options?: StaffOptions): Promise<string>;
  close(): Promise<void>;
};

type StaffOptions = { branchId?: number; isSuperuser?: boolean };

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A status whose Response may not carry a body. */
const noBody = new Set([101, 204, 205, 304]);

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

/**
 * A fresh server over an empty, migrated database: seed it with the server's factories,
 * `seedReference` or `contractWorld`. A server test kit that builds its own app (the cash log's
 * createCashTest) passes that app instead.
 */
export async function startRealServer(existing?: TestApp): Promise<RealServer> {
  const test = existing ?? (await createTestApp());
  // The console dates its drafts with the real clock; the server must agree on "today".
  test.clock.set(new Date());
  const { db } = test.database;
  const requests: RealServer['requests'] = [];

  async function injectFetch(input: string | URL | Request, init: RequestInit = {}) {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase() as InjectMethod;
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new Error(`real-server: only JSON bodies are supported (${method} ${url.pathname})`);
    }
    requests.push({ method, url, body: init.body ? JSON.parse(init.body) : undefined });
    const response = await test.app.inject({
      method,
      url: url.pathname + url.search,
      headers: headersOf(init),
      ...(init.body ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) {
          headers.append(name, String(item));
        }
      }
    }
    const body = noBody.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, {
      status: response.statusCode,
      headers,
    });
  }

  async function login(permissions: Permission[], options: StaffOptions = {}) {
    const branchId = options.branchId ?? (await buildBranch(db)).id;
    const user = await buildUser(db, {
      branchIds: [branchId],
      permissions,
      isSuperuser: options.isSuperuser ?? false,
    });
    return (await test.login(user)).accessToken;
  }

  return {
    test,
    db,
    requests,
    login,
    async signIn(permissions, options = {}) {
      const accessToken = await login(permissions, options);
      const me = await test.as(accessToken, {
        method: 'GET',
        url: endpointUrl(authEndpoints.me, {}),
      });
      sessionStore.signIn(accessToken, me.json().data);
      vi.stubGlobal('fetch', vi.fn(injectFetch));
      return accessToken;
    },
    close: () => test.close(),
  };
}
