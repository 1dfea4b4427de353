import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { liveChannels } from '@pawndesk/domain/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBranch, buildUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { urlOf } from '../testing/url-of.ts';

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  summary?: string;
  security?: Json[];
  parameters?: { name: string; in: string; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json & { content?: Json }>;
};
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let webDist: string;
let document: Document;
beforeAll(async () => {
  // With the built console, so its catch-all page route is registered too.
  webDist = await mkdtemp(path.join(tmpdir(), 'pawndesk-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>PawnDesk</title>');
  t = await createTestApp({ webDist });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

function operations(): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]): [string, string, Operation] => [route, method, operation]),
  );
}

function operation(id: string): Operation {
  const found = operations().find(([, , candidate]) => candidate.operationId === id);
  if (!found) {
    throw new Error(`no operation ${id}`);
  }
  return found[2];
}

describe('the API document', () => {
  it('should name every operation with a unique camelCase operationId and a summary', () => {
    const ids = operations().map(([, , op]) => op.operationId ?? '');
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(([, , op]) => !op.summary)).toEqual([]);
    expect(operation('claimOrder').summary).toBe('Claim an order');
  });

  it('should leave out the console pages and keep /live', () => {
    expect(Object.keys(document.paths).filter((route) => route.includes('*'))).toEqual([]);
    const live = document.paths['/live']?.get;
    for (const channel of liveChannels) {
      expect(live?.description).toContain(`\`${channel}\``);
    }
  });

  it('should require the bearer token on every operation but the public ones', () => {
    const open = operations()
      .filter(([, , op]) => op.security?.length === 0)
      .map(([route, method]) => `${method.toUpperCase()} ${route}`)
      .sort();
    // The routes' own access rules decide; the document must agree with them.
    const publicRoutes = t.app
      .routeAccess()
      .filter((route) => route.access && 'public' in route.access)
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)\(\^\\d\+\)/g, '{$1}')}`);
    expect(open.filter((route) => !publicRoutes.includes(route))).toEqual([]);
    expect(open).toEqual(
      expect.arrayContaining([
        'DELETE /crm/api/v1/tokens/',
        'GET /api/v1/misc/',
        'GET /healthz',
        'GET /live',
        'POST /crm/api/v1/access-tokens/',
        'POST /crm/api/v1/tokens/',
      ]),
    );
    const download = operation('downloadDocument');
    expect(download.security).toEqual([{ bearer: [] }, {}]);
    const rest = operations().filter(
      ([route, , op]) => op.security?.length !== 0 && !route.startsWith('/files/'),
    );
    expect(rest.filter(([, , op]) => JSON.stringify(op.security) !== '[{"bearer":[]}]')).toEqual(
      [],
    );
    expect(rest.length).toBeGreaterThan(95);
    expect(rest.every(([, , op]) => op.responses['401'])).toBe(true);
  });

  it('should document the refusals each operation can give, with the shared error body', () => {
    expect(Object.keys(operation('claimOrder').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415'].sort(),
    );
    expect(Object.keys(operation('signIn').responses).sort()).toEqual(
      ['200', '400', '403', '413', '415', '429'].sort(),
    );
    expect(Object.keys(operation('getMe').responses).sort()).toEqual(['200', '400', '401']);
    for (const code of Object.values(errorCodes).filter((value) => value > 0)) {
      expect(document.info.description).toContain(`| ${code} |`);
    }
  });

  it('should document the uploads as multipart and the files by their content type', () => {
    for (const id of ['importCashLogs', 'uploadClientDocument', 'uploadContractDocument']) {
      const form = operation(id).requestBody?.content['multipart/form-data']?.schema;
      expect(form?.required).toHaveLength(1);
    }
    expect(Object.keys(operation('listCashLogs').responses['200']?.content ?? {})).toEqual([
      'application/json',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(operation('downloadDocument').responses['200']?.content ?? {})).toContain(
      'application/pdf',
    );
  });

  it('should document and accept only 1 and -1 as cash log directions', async () => {
    const directions = operation('listCashLogs').parameters?.find(
      (parameter) => parameter.name === 'directions',
    );
    expect(directions?.schema).toEqual({ type: 'array', items: { type: 'number', enum: [1, -1] } });
    const branch = await buildBranch(t.database.db);
    const accountant = await buildUser(t.database.db, {
      branchIds: [branch.id],
      permissions: ['cash_log_access'],
    });
    const { accessToken } = await t.login(accountant);
    const list = (query: string) =>
      t.as(accessToken, { method: 'GET', url: urlOf(cashLogEndpoints.list, {}, query) });
    expect((await list('directions=-1&directions=1')).statusCode).toBe(200);
    for (const refused of ['directions=2', 'directions=0', 'directions=abc', 'directions=']) {
      expect((await list(`${refused}&directions=1`)).statusCode, refused).toBe(400);
    }
  });
});
