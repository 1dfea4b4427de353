import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleSeeds } from '../db/seed/demo-users.ts';
import { buildBranch, buildUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { apiErrorBody } from './error-responses.ts';

/**
 * Drives every operation of the published document with the requests a careless or curious
 * client sends (no token, each demo role's token, a nonexistent or malformed id, a wrong query
 * value, an unknown query parameter, an empty body) and checks that each answer is one the
 * document lists for that operation, in the documented content type, and that every refusal has
 * the shared error body. The fuzz walker of the hardening issue looks for 5xx; this is about the
 * document telling the truth.
 */

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Json };
type Response = { $ref?: string; content?: Record<string, unknown> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
};
type Call = {
  label: string;
  token?: string;
  ids?: string;
  query?: string;
  body?: unknown;
  contentType?: string;
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const nonexistentId = '999999';

let t: TestApp;
let document: Document;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const branch = await buildBranch(t.database.db);
  for (const role of roleSeeds) {
    const user = await buildUser(t.database.db, {
      branchIds: [branch.id],
      permissions: [...role.permissions],
      isSuperuser: role.key === 'admin',
    });
    tokens.set(role.key, (await t.login(user)).accessToken);
  }
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(async () => {
  await t.close();
});

function resolve(response: Response): Response {
  const name = response.$ref?.replace('#/components/responses/', '');
  return name ? (document.components.responses[name] ?? response) : response;
}

function url(path: string, operation: Operation, ids: string, query = ''): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return parameter?.schema?.type === 'integer' ? ids : `0${ids}`;
  });
  return query ? `${filled}?${query}` : filled;
}

/** A value the parameter's schema refuses, for the numeric and enumerated parameters. */
function invalidValue(parameter: Parameter): string | undefined {
  const schema = (parameter.schema?.type === 'array' ? parameter.schema.items : parameter.schema) as
    | Json
    | undefined;
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return 'not-a-number';
  }
  return Array.isArray(schema?.enum) ? 'NOT_IN_ENUM' : undefined;
}

function calls(method: string, operation: Operation): Call[] {
  const hasBody = operation.requestBody?.content['application/json'] !== undefined;
  const body = hasBody ? {} : undefined;
  const result: Call[] = [{ label: 'no token', ids: nonexistentId, body }];
  for (const [role, token] of tokens) {
    result.push({ label: role, token, ids: nonexistentId, body });
  }
  const admin = tokens.get('admin');
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) {
    result.push({ label: 'admin, id 0', token: admin, ids: '0', body });
    result.push({ label: 'admin, id abc', token: admin, ids: 'abc', body });
  }
  for (const parameter of operation.parameters ?? []) {
    const value = parameter.in === 'query' ? invalidValue(parameter) : undefined;
    if (value !== undefined) {
      const query = `${parameter.name}=${value}`;
      result.push({ label: `admin, ${query}`, token: admin, ids: nonexistentId, query, body });
    }
  }
  if (hasBody) {
    result.push({ label: 'admin, no body', token: admin, ids: nonexistentId });
    result.push({ label: 'admin, array body', token: admin, ids: nonexistentId, body: [1] });
  }
  if (method !== 'get') {
    const huge = { text: 'x'.repeat(1_100_000) };
    result.push({ label: 'admin, 1.1 MB body', token: admin, ids: nonexistentId, body: huge });
    const xml = { body: '<a/>', contentType: 'application/xml' };
    result.push({ label: 'admin, xml body', token: admin, ids: nonexistentId, ...xml });
  }
  return result;
}

async function send(method: string, target: string, call: Call): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url: target,
    ...(call.body === undefined ? {} : { payload: call.body as InjectOptions['payload'] }),
    ...(call.contentType ? { headers: { 'content-type': call.contentType } } : {}),
  };
  return call.token ? t.as(call.token, options) : t.app.inject(options);
}

/** What is wrong with one answer, measured against the document; undefined when nothing. */
function mismatch(operation: Operation, response: LightMyRequestResponse): string | undefined {
  const status = String(response.statusCode);
  const documented = operation.responses[status];
  if (!documented) {
    const listed = Object.keys(operation.responses).join(', ');
    return `answered ${status} (${response.body.slice(0, 120)}), documented ${listed}`;
  }
  const content = resolve(documented).content;
  const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (!content) {
    return response.body === '' ? undefined : `answered a body where ${status} has none`;
  }
  if (!(type in content)) {
    return `answered ${status} as ${type || 'no content type'}, documented ${Object.keys(content)}`;
  }
  if (response.statusCode >= 400 && !apiErrorBody.safeParse(response.json()).success) {
    return `answered ${status} without the shared error body: ${response.body.slice(0, 120)}`;
  }
  return undefined;
}

function operations(): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => (item[method] ? [[path, method, item[method]] as const] : [])),
  ) as [string, string, Operation][];
}

describe('the API document against the running app', () => {
  it('should list every status each operation answers, with the shared error body', async () => {
    expect(operations().length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [path, method, operation] of operations()) {
      for (const call of calls(method, operation)) {
        const response = await send(method, url(path, operation, call.ids ?? '', call.query), call);
        const problem = mismatch(operation, response);
        if (problem) {
          problems.push(`${operation.operationId} (${call.label}): ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('should ignore query parameters that an operation does not list', async () => {
    const admin = tokens.get('admin');
    const changed: string[] = [];
    for (const [path, method, operation] of operations()) {
      const call: Call = { label: 'admin', token: admin, ids: nonexistentId };
      const plain = await send(method, url(path, operation, nonexistentId), call);
      const extra = await send(method, url(path, operation, nonexistentId, 'zzUnlisted=1'), call);
      if (plain.statusCode !== extra.statusCode) {
        changed.push(`${operation.operationId}: ${plain.statusCode} → ${extra.statusCode}`);
      }
    }
    expect(changed).toEqual([]);
  }, 600_000);

  it('should answer 405 with Allow listing the documented methods for any other method', async () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const target = path.replace(/\{\w+\}/g, '1');
      const served = methods.filter((method) => item[method]).map((m) => m.toUpperCase());
      for (const method of methods.map((m) => m.toUpperCase()).filter((m) => !served.includes(m))) {
        const response = await t.app.inject({
          method: method as InjectOptions['method'],
          url: target,
        });
        const allowed = String(response.headers.allow ?? '')
          .split(', ')
          .filter((name) => name !== 'HEAD');
        if (
          response.statusCode !== 405 ||
          allowed.sort().join() !== [...served].sort().join() ||
          response.json().error?.code !== 1005 ||
          !apiErrorBody.safeParse(response.json()).success
        ) {
          problems.push(
            `${method} ${target}: ${response.statusCode} allow=${response.headers.allow}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should keep answering 404 for a path that no route serves', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/khong-co/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(apiErrorBody.safeParse(response.json()).success).toBe(true);
  });
});
