import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, refreshTokens } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let branch: BranchRow;
let otherBranch: BranchRow;

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db);
  otherBranch = await buildBranch(t.database.db);
});
afterAll(async () => {
  await t.close();
});

function signIn(payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.signIn),
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /crm/api/v1/tokens/', () => {
  it('should return tokens with permission claims and an httpOnly cookie when the credentials are right', async () => {
    const user = await buildUser(t.database.db, {
      branchIds: [branch.id],
      permissions: ['order_access', 'general_access'],
    });
    const response = await signIn({
      username: user.username,
      password: user.password,
      branch: branch.id,
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json().data;
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(accessToken);
    expect(claims.permissions).toEqual(['general_access', 'order_access']);
    expect(claims.superuser).toBe(false);
    expect(claims.branch).toBe(branch.id);
    expect(claims.exp).toBe(Math.floor(t.clock.clock().getTime() / 1000) + 15 * 60);
    const cookie = response.cookies.find((c) => c.name === 'pd_refresh');
    expect(cookie?.value).toBe(refreshToken);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('should store only a hash of the refresh token', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { refreshToken } = await t.login(user);
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(refreshToken);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should match the username case-insensitively', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id], username: 'ThuNgan' });
    const response = await signIn({
      username: 'thungan',
      password: user.password,
      branch: branch.id,
    });
    expect(response.statusCode).toBe(200);
  });

  it('should answer 400 with code 1000 when a field is missing or of the wrong type', async () => {
    const missing = await signIn({ username: 'a', password: 'b' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe(errorCodes.invalidRequest);
    expect(missing.json().error.message).toContain('branch');
    const wrongType = await signIn({ username: ['a'], password: 1, branch: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should answer 400 with code 1000, not 500, when the JSON is malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signIn),
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
  });

  it('should answer 413 when the body is larger than the limit', async () => {
    const response = await signIn({
      username: 'x'.repeat(2 * 1024 * 1024),
      password: 'p',
      branch: 1,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe(errorCodes.payloadTooLarge);
  });

  it('should answer 9001 for an unknown user and 9002 for a wrong password', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const unknown = await signIn({ username: 'khong-ton-tai', password: 'x', branch: branch.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe(errorCodes.userNotFound);
    const wrong = await signIn({
      username: user.username,
      password: 'sai-mat-khau',
      branch: branch.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(errorCodes.incorrectPassword);
  });

  it('should refuse a branch the user is not assigned to with 9004', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const response = await signIn({
      username: user.username,
      password: user.password,
      branch: otherBranch.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(errorCodes.branchNotAllowed);
  });

  it('should refuse a disabled account with 9006', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id], isActive: false });
    const response = await signIn({
      username: user.username,
      password: user.password,
      branch: branch.id,
    });
    expect(response.json().error.code).toBe(errorCodes.userDisabled);
  });

  it('should slow repeated failures per username with 429 and Retry-After, then allow again later', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const address = '10.1.1.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signIn(
        { username: user.username, password: 'sai', branch: branch.id },
        address,
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await signIn(
      { username: user.username, password: user.password, branch: branch.id },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe(errorCodes.tooManyAttempts);
    expect(blocked.json().error.message).toMatch(/thử lại sau \d+ giây/);
    expect(Number(blocked.headers['retry-after'])).toBe(30);
    t.clock.advance(31_000);
    const allowed = await signIn(
      { username: user.username, password: user.password, branch: branch.id },
      address,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('should slow repeated failures per address across usernames', async () => {
    const address = '10.2.2.2';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await signIn({ username: `doan-mo-${attempt}`, password: 'x', branch: branch.id }, address);
    }
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const blocked = await signIn(
      { username: user.username, password: user.password, branch: branch.id },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await signIn(
      { username: user.username, password: user.password, branch: branch.id },
      '10.3.3.3',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /crm/api/v1/access-tokens/', () => {
  function refresh(payload: object | undefined, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.refresh),
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { pd_refresh: cookie } } : {}),
    });
  }

  it('should rotate the refresh token given in the body', async () => {
    const user = await buildUser(t.database.db, {
      branchIds: [branch.id],
      permissions: ['cash_log_access'],
    });
    const first = await t.login(user);
    const response = await refresh({ refreshToken: first.refreshToken });
    expect(response.statusCode).toBe(200);
    const second = response.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken).permissions).toEqual(['cash_log_access']);
    expect(response.cookies.find((c) => c.name === 'pd_refresh')?.value).toBe(second.refreshToken);
  });

  it('should accept the refresh token from the cookie', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { refreshToken } = await t.login(user);
    const response = await refresh(undefined, refreshToken);
    expect(response.statusCode).toBe(200);
  });

  it('should answer 400 with 9003 for an unknown, missing or expired token', async () => {
    expect((await refresh({ refreshToken: 'nope' })).json().error.code).toBe(
      errorCodes.invalidRefreshToken,
    );
    const missing = await refresh({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe(errorCodes.invalidRefreshToken);
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { refreshToken } = await t.login(user);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await refresh({ refreshToken });
    expect(expired.json().error.code).toBe(errorCodes.invalidRefreshToken);
  });

  it('should revoke the whole sign-in when a spent token is replayed after the grace period', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const first = await t.login(user);
    const second = (await refresh({ refreshToken: first.refreshToken })).json().data;
    // A second tab refreshing with the same token at the same moment is tolerated.
    expect((await refresh({ refreshToken: first.refreshToken })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const replay = await refresh({ refreshToken: first.refreshToken });
    expect(replay.json().error.code).toBe(errorCodes.invalidRefreshToken);
    const afterReuse = await refresh({ refreshToken: second.refreshToken });
    expect(afterReuse.json().error.code).toBe(errorCodes.invalidRefreshToken);
  });

  it('should refuse a refresh once the user is removed from the branch of the session', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { refreshToken } = await t.login(user);
    const { userBranches } = await import('../../db/schema.ts');
    await t.database.db.delete(userBranches).where(eq(userBranches.userId, user.id));
    expect((await refresh({ refreshToken })).json().error.code).toBe(
      errorCodes.invalidRefreshToken,
    );
  });
});

describe('DELETE /crm/api/v1/tokens/', () => {
  it('should revoke the refresh token and clear the cookie', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { refreshToken } = await t.login(user);
    const response = await t.app.inject({
      method: 'DELETE',
      url: urlOf(authEndpoints.signOut),
      cookies: { pd_refresh: refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'pd_refresh')?.value).toBe('');
    const refresh = await t.app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.refresh),
      payload: { refreshToken },
    });
    expect(refresh.json().error.code).toBe(errorCodes.invalidRefreshToken);
  });

  it('should succeed without a token, so logout never fails', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: urlOf(authEndpoints.signOut) });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /crm/api/v1/me/', () => {
  it('should answer 401 with 9000 without a token, with a forged token and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: urlOf(authEndpoints.me) });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe(errorCodes.invalidToken);
    const forged = await t.as('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x', {
      method: 'GET',
      url: urlOf(authEndpoints.me),
    });
    expect(forged.statusCode).toBe(401);
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { accessToken } = await t.login(user);
    t.clock.advance(16 * 60 * 1000);
    const expired = await t.as(accessToken, { method: 'GET', url: urlOf(authEndpoints.me) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe(errorCodes.invalidToken);
  });

  it('should return the profile, the branch, the SIP account, the extension and the permissions', async () => {
    const user = await buildUser(t.database.db, {
      branchIds: [branch.id, otherBranch.id],
      permissions: ['client_access'],
    });
    const { accessToken } = await t.login(user, otherBranch.id);
    const response = await t.as(accessToken, { method: 'GET', url: '/crm/api/v1/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: user.id,
      username: user.username,
      firstName: 'Văn An',
      lastName: 'Nguyễn',
      profilePicture: null,
      sipUsername: user.sipUsername,
      sipPassword: user.sipPassword,
      extension: user.extension,
      branch: { id: otherBranch.id, name: otherBranch.name },
      permissions: ['client_access'],
      isSuperuser: false,
      language: 'vi',
      mustChangePassword: false,
    });
  });

  it('should remember the language per user', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { accessToken } = await t.login(user);
    const bad = await t.as(accessToken, {
      method: 'PUT',
      url: urlOf(authEndpoints.setLanguage),
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.as(accessToken, {
      method: 'PUT',
      url: urlOf(authEndpoints.setLanguage),
      payload: { language: 'en' },
    });
    expect(set.json().data.language).toBe('en');
    const me = await t.as(accessToken, { method: 'GET', url: urlOf(authEndpoints.me) });
    expect(me.json().data.language).toBe('en');
  });
});

describe('PUT /crm/api/v1/users/password/', () => {
  function change(token: string, payload: object) {
    return t.as(token, { method: 'PUT', url: urlOf(authEndpoints.changePassword), payload });
  }

  it('should answer 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: urlOf(authEndpoints.changePassword),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('should apply the server rules with codes 1000, 9002, 9008 and 9007', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const { accessToken } = await t.login(user);
    const short = await change(accessToken, {
      currentPassword: user.password,
      newPassword: 'ngan',
      confirmPassword: 'ngan',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('Mật khẩu cần ít nhất 8 kí tự');
    const wrong = await change(accessToken, {
      currentPassword: 'sai-roi-nhe',
      newPassword: 'mat-khau-moi',
      confirmPassword: 'mat-khau-moi',
    });
    expect(wrong.json().error.code).toBe(errorCodes.incorrectPassword);
    const same = await change(accessToken, {
      currentPassword: user.password,
      newPassword: user.password,
      confirmPassword: user.password,
    });
    expect(same.json().error.code).toBe(errorCodes.newPasswordSameAsCurrent);
    const mismatch = await change(accessToken, {
      currentPassword: user.password,
      newPassword: 'mat-khau-moi',
      confirmPassword: 'mat-khau-khac',
    });
    expect(mismatch.json().error.code).toBe(errorCodes.confirmPasswordMismatch);
  });

  it('should change the password, revoke every session and write an audit row', async () => {
    const user = await buildUser(t.database.db, { branchIds: [branch.id] });
    const sessionA = await t.login(user);
    const sessionB = await t.login(user);
    const response = await change(sessionA.accessToken, {
      currentPassword: user.password,
      newPassword: 'mat-khau-moi-2026',
      confirmPassword: 'mat-khau-moi-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: true });
    for (const session of [sessionA, sessionB]) {
      const refresh = await t.app.inject({
        method: 'POST',
        url: urlOf(authEndpoints.refresh),
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.json().error.code).toBe(errorCodes.invalidRefreshToken);
    }
    expect(
      (await signIn({ username: user.username, password: user.password, branch: branch.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await signIn({ username: user.username, password: 'mat-khau-moi-2026', branch: branch.id }))
        .statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(user.id)));
    expect(rows.map((row) => row.action)).toEqual(['user.password_changed']);
    expect(rows[0]?.actorId).toBe(user.id);
  });
});
