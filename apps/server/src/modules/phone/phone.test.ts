import { createHmac } from 'node:crypto';
import { meDto } from '@pawndesk/domain/auth';
import { sipAccountDto } from '@pawndesk/domain/phone-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp, testPhoneSettings } from '../../testing/test-app.ts';

let t: TestApp;
let branch: BranchRow;
let user: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db);
  user = await buildUser(t.database.db, { branchIds: [branch.id] });
  token = (await t.login(user)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const sipAccountUrl = '/crm/api/v1/me/sip-account/';

describe('extensions', () => {
  it('should give every new user a different short extension when none is set', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() => buildUser(t.database.db, { branchIds: [branch.id] })),
    );
    const extensions = [user, ...others].map((row) => row.extension);
    expect(new Set(extensions).size).toBe(4);
    for (const extension of extensions) {
      expect(extension).toMatch(/^\d{4}$/);
    }
  });

  it('should refuse a second user with a taken extension when one is set', async () => {
    await expect(
      t.database.db.insert(users).values({
        username: 'trung-may-nhanh',
        passwordHash: 'x',
        firstName: 'An',
        lastName: 'Lê',
        extension: user.extension,
      }),
    ).rejects.toThrow();
  });

  it('should answer the extension in the profile when the user is signed in', async () => {
    const response = await t.as(token, { method: 'GET', url: '/crm/api/v1/me/' });
    expect(response.statusCode).toBe(200);
    const me = meDto.parse(response.json().data);
    expect(me.extension).toBe(user.extension);
  });
});

describe('GET /v1/me/sip-account/', () => {
  it('should answer 401 when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: sipAccountUrl });
    expect(response.statusCode).toBe(401);
  });

  it('should issue time-limited credentials for the extension when the user is signed in', async () => {
    const response = await t.as(token, { method: 'GET', url: sipAccountUrl });
    expect(response.statusCode).toBe(200);
    const account = sipAccountDto.parse(response.json().data);
    const now = Math.floor(t.clock.clock().getTime() / 1000);
    const expiry = now + testPhoneSettings.credentialSeconds;
    expect(account).toEqual({
      websocketUrl: testPhoneSettings.websocketUrl,
      domain: testPhoneSettings.domain,
      extension: user.extension,
      username: `${expiry}:${user.extension}`,
      password: createHmac('sha1', testPhoneSettings.secret)
        .update(`${expiry}:${user.extension}`)
        .digest('base64'),
      expiresAt: new Date(expiry * 1000).toISOString(),
      stunServers: [],
    });
  });

  it('should issue credentials with a later expiry when asked again later', async () => {
    const first = sipAccountDto.parse(
      (await t.as(token, { method: 'GET', url: sipAccountUrl })).json().data,
    );
    t.clock.advance(60_000);
    const second = sipAccountDto.parse(
      (await t.as(token, { method: 'GET', url: sipAccountUrl })).json().data,
    );
    expect(Date.parse(second.expiresAt) - Date.parse(first.expiresAt)).toBe(60_000);
    expect(second.password).not.toBe(first.password);
  });

  it('should issue no credentials when the account was disabled', async () => {
    const other = await buildUser(t.database.db, { branchIds: [branch.id] });
    const otherToken = (await t.login(other)).accessToken;
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    const response = await t.as(otherToken, { method: 'GET', url: sipAccountUrl });
    expect(response.statusCode).toBe(401);
  });
});
