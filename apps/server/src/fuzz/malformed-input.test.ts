import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../db/seed/demo-random.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fuzzWorld, type Principal } from './fuzz-world.ts';
import { type Variant, variantsOf } from './malformed-variants.ts';
import { type Operation, operationsOf } from './openapi-operations.ts';

/**
 * Walks the server's own OpenAPI document and sends every operation malformed variants of a valid
 * request (wrong types, missing fields, huge strings, out-of-range numbers, impossible dates, NUL
 * and other control characters, `__proto__` keys, arrays for objects, path traversal). The
 * administrator sends every variant (no permission stops it before the checks); each other demo
 * role and an anonymous caller send a seeded sample. No answer may be a 5xx, and every 4xx carries
 * the spec's error body `{"error": {"code", "message"}}`.
 */

let t: TestApp;
let principals: Principal[];
let operations: Operation[];
let variantsByOperation: Map<Operation, Variant[]>;

/** Sign-out and password changes go last: they may end the session the walk signs in with. */
function endsSessions(operation: Operation): boolean {
  return /\/(tokens|access-tokens|users\/password)\/$/.test(operation.path);
}

beforeAll(async () => {
  t = await createTestApp();
  const world = await fuzzWorld(t);
  principals = world.principals;
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(document)
    .filter((operation) => !operation.path.includes('*'))
    .sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));
  variantsByOperation = new Map(
    operations.map((operation) => [operation, variantsOf(operation, world.ids)]),
  );
  // Migrations, the demo roles' password hashes and their sign-ins: slow on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function send(operation: Operation, variant: Variant, principal: Principal) {
  const headers: Record<string, string> = {};
  if (principal.token) {
    headers.authorization = `Bearer ${principal.token}`;
  }
  let payload: string | undefined;
  if (variant.body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in variant.body ? variant.body.raw : JSON.stringify(variant.body.json);
  }
  return t.app.inject({
    method: operation.method as 'GET',
    url: variant.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

function hasErrorBody(response: LightMyRequestResponse): boolean {
  try {
    const error = response.json()?.error;
    return (
      typeof error?.code === 'number' &&
      typeof error?.message === 'string' &&
      error.message.length > 0
    );
  } catch {
    return false;
  }
}

describe('malformed input on every route of the OpenAPI document', () => {
  it('should answer no 5xx and the error body on every 4xx when each role sends malformed requests', async () => {
    const random = createRandom(20_261_124);
    const serverErrors = new Map<string, string>();
    const badBodies = new Map<string, string>();
    let sent = 0;
    for (const operation of operations) {
      const variants = variantsByOperation.get(operation) ?? [];
      for (const principal of principals) {
        const chosen = principal.name === 'admin' ? variants : random.shuffle(variants).slice(0, 2);
        for (const variant of chosen) {
          const response = await send(operation, variant, principal);
          sent += 1;
          const key = `${operation.method} ${operation.path} ${variant.kind}`;
          if (response.statusCode >= 500) {
            serverErrors.set(
              key,
              `${principal.name} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          } else if (response.statusCode >= 400 && !hasErrorBody(response)) {
            badBodies.set(
              key,
              `${principal.name} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    const list = (map: Map<string, string>) =>
      [...map].map(([key, answer]) => `${key}: ${answer}`).join('\n');
    expect(sent).toBeGreaterThan(1_500);
    expect(
      serverErrors.size,
      `${serverErrors.size} distinct 5xx inputs:\n${list(serverErrors)}`,
    ).toBe(0);
    expect(badBodies.size, `4xx without the error body:\n${list(badBodies)}`).toBe(0);
  }, 240_000);
});
