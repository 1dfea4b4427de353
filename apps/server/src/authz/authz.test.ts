import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { isOperatingBranch } from '@pawndesk/domain/branches';
import { errorCodes } from '@pawndesk/domain/errors';
import { type Permission, type Principal, permissions } from '@pawndesk/domain/permissions';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, users } from '../db/schema.ts';
import { demoPassword, demoUserSeeds, findRole } from '../db/seed/demo-users.ts';
import { seedReference } from '../db/seed/seed-reference.ts';
import { seedRolesAndUsers } from '../db/seed/seed-users.ts';
import { buildUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { urlOf } from '../testing/url-of.ts';
import { accessMatrix, isAllowed, type Rule } from './access-matrix.ts';

/**
 * Every route the app registers × every demo account (README) + anonymous + one probe per
 * permission holding every other permission: each answers as `accessMatrix` (the specification's
 * rules) says, by the domain's `hasPermissions`. A probe lacking only p tells a route that needs
 * p from one that does not, so loosening any route's access declaration fails here, even where
 * every demo role happens to hold the permission.
 */

type Caller = { name: string; principal: Principal | undefined; token: string | undefined };

let pendingPasswordToken: string;

/** `/v2/contracts/:id(^\d+)::approve/` → `/v2/contracts/{id}:approve/`, the documents' notation. */
function specPath(url: string): string {
  return url
    .replaceAll('::', '\u0000')
    .replace(/:(\w+)(\([^)]*\))?/g, '{$1}')
    .replaceAll('\u0000', ':');
}

/** A path the route matches: unknown ids (so nothing is changed), plausible text parameters. */
const paramValues: Record<string, string> = {
  phone: '0900000000',
  citizenId: '079000000001',
  finfluxId: '999999',
};
function concreteUrl(path: string): string {
  return path
    .replace(/\{(\w+)\}/g, (_, name: string) => paramValues[name] ?? '999999')
    .replace(/\*$/, 'index.html');
}

function ruleOf(method: string, path: string): Rule | undefined {
  return accessMatrix[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}

function describeRule(rule: Rule): string {
  switch (rule.kind) {
    case 'permissions':
      return rule.all.join('+');
    default:
      return rule.kind;
  }
}

let t: TestApp;
let callers: Caller[];

async function signIn(username: string, password: string, branch: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.signIn),
    payload: { username, password, branch },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().data.accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReference(db);
  await seedRolesAndUsers(db);
  const branchRows = await db.select({ id: branches.id, code: branches.code }).from(branches);
  const branch = branchRows.find((row) => isOperatingBranch(row.code));
  if (!branch) {
    throw new Error('no operating branch seeded');
  }
  const demo: Caller[] = [];
  for (const user of demoUserSeeds) {
    demo.push({
      name: user.username,
      principal: { permissions: findRole(user.role).permissions, isSuperuser: user.isSuperuser },
      token: await signIn(user.username, demoPassword, branch.id),
    });
  }
  const probes: Caller[] = [];
  for (const missing of permissions) {
    const held: Permission[] = permissions.filter((permission) => permission !== missing);
    const user = await buildUser(db, { branchIds: [branch.id], permissions: held });
    probes.push({
      name: `all but ${missing}`,
      principal: { permissions: held, isSuperuser: false },
      token: await signIn(user.username, user.password, branch.id),
    });
  }
  callers = [{ name: 'anonymous', principal: undefined, token: undefined }, ...demo, ...probes];
  // A superuser still holding an administrator's one-time password (issue 19).
  const pending = await buildUser(db, { branchIds: [branch.id], isSuperuser: true });
  await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, pending.id));
  pendingPasswordToken = await signIn(pending.username, pending.password, branch.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

function registeredRoutes() {
  return t.app.routeAccess().map((route) => ({
    method: route.method,
    url: route.url,
    path: specPath(route.url),
  }));
}

describe('access matrix', () => {
  it('should have an entry for every registered route and a route for every entry', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const unlisted = routes
      .filter((route) => !ruleOf(route.method, route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(unlisted).toEqual([]);
    const registered = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const stale = Object.keys(accessMatrix).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('should cover all seven demo accounts and every permission', () => {
    expect(callers.map((caller) => caller.name)).toEqual([
      'anonymous',
      'sales',
      'valuator',
      'validator',
      'collector',
      'accountant',
      'headaccountant',
      'admin',
      ...permissions.map((permission) => `all but ${permission}`),
    ]);
  });

  it('should answer every route as the matrix says: 401 anonymous, 403 without the permission, neither with it', async () => {
    // Signing out ends the caller's session, so it goes last.
    const routes = registeredRoutes().sort(
      (a, b) =>
        Number(a.path === urlOf(authEndpoints.signOut) && a.method === 'DELETE') -
        Number(b.path === urlOf(authEndpoints.signOut) && b.method === 'DELETE'),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      const rule = ruleOf(route.method, route.path);
      if (!rule) {
        continue; // reported by the test above
      }
      // The callers of one route run together: unknown ids, so none changes what another sees.
      const answers = await Promise.all(callers.map((caller) => mismatch(route, rule, caller)));
      mismatches.push(...answers.filter((answer) => answer !== undefined));
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

describe('a one-time password', () => {
  it('should reach only the profile, the language and the password change until it is changed', async () => {
    const open = new Set([
      'GET /crm/api/v1/me/',
      'HEAD /crm/api/v1/me/',
      'PUT /crm/api/v1/me/language/',
    ]);
    const wrong: string[] = [];
    for (const route of registeredRoutes()) {
      const rule = ruleOf(route.method, route.path);
      const key = `${route.method} ${route.path}`;
      // Public routes need no token; the password change itself is tried last, below.
      if (!rule || rule.kind === 'public' || key === 'PUT /crm/api/v1/users/password/') {
        continue;
      }
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.path),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        headers: { authorization: `Bearer ${pendingPasswordToken}` },
      });
      const refused =
        response.statusCode === 403 &&
        (route.method === 'HEAD' ||
          safeJson(response.body)?.error?.code === errorCodes.passwordChangeRequired);
      if (refused === open.has(key)) {
        wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/crm/api/v1/users/password/',
      payload: {
        currentPassword: 'sai',
        newPassword: 'mat-khau-moi',
        confirmPassword: 'mat-khau-moi',
      },
      headers: { authorization: `Bearer ${pendingPasswordToken}` },
    });
    expect(change.json().error.code).toBe(errorCodes.incorrectPassword);
  }, 120_000);
});

type Route = ReturnType<typeof registeredRoutes>[number];

/** What is wrong with `caller`'s answer from `route`, or undefined when it is as `rule` says. */
async function mismatch(route: Route, rule: Rule, caller: Caller): Promise<string | undefined> {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const response: LightMyRequestResponse = await t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.path),
    ...(hasBody ? { payload: {} } : {}),
    ...(caller.token ? { headers: { authorization: `Bearer ${caller.token}` } } : {}),
  });
  const expected = isAllowed(rule, caller.principal) ? 'allowed' : caller.principal ? 403 : 401;
  // A HEAD answer has no body to carry the error code.
  const hasCode = (wanted: number) =>
    route.method === 'HEAD' || safeJson(response.body)?.error?.code === wanted;
  const isAsExpected =
    expected === 'allowed'
      ? response.statusCode !== 401 && response.statusCode !== 403 && response.statusCode < 500
      : response.statusCode === expected &&
        hasCode(expected === 401 ? errorCodes.invalidToken : errorCodes.forbidden);
  return isAsExpected
    ? undefined
    : `${route.method} ${route.path} [${describeRule(rule)}] as ${caller.name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`;
}

function safeJson(body: string): { error?: { code?: number } } | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
