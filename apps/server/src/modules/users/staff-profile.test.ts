import { readdir } from 'node:fs/promises';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { profilePictureEndpoints, staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { maxProfilePictureBytes } from '@pawndesk/domain/staff-profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';
import { createUser } from './users.service.ts';

/** A real 1×1 PNG (a red pixel). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a JPEG, enough for the type and the storage. */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

function multipart(file: Buffer, fileName: string, contentType: string, name = 'file') {
  const boundary = `----pawndesk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let hn: BranchRow;
let admin: TestUser;
let hr: TestUser;
let plain: TestUser;
let adminToken: string;
let hrToken: string;
let plainToken: string;

function upload(
  token: string | undefined,
  url: string,
  body = multipart(png, 'a.png', 'image/png'),
) {
  const options = { method: 'PUT' as const, url, headers: body.headers, payload: body.payload };
  return token ? t.as(token, options) : t.app.inject(options);
}

/** Fetches a picture link as an `<img>` would: no Authorization header. */
function openLink(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function auditRows(entityId: number, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, 'user'),
        eq(auditEvents.entityId, String(entityId)),
        eq(auditEvents.action, action),
      ),
    );
}

async function createStaff(token: string, overrides: object = {}) {
  return t.as(token, {
    method: 'POST',
    url: urlOf(staffEndpoints.create),
    payload: {
      username: `nv${Math.floor(Math.random() * 1e9)}`,
      firstName: 'Mai',
      lastName: 'Lê',
      branches: [hn.id],
      roles: [],
      ...overrides,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  hn = await buildBranch(db, { code: 'HN01' });
  admin = await buildUser(db, { branchIds: [hn.id], isSuperuser: true });
  hr = await buildUser(db, { branchIds: [hn.id], permissions: ['staff_admin'] });
  plain = await buildUser(db, { branchIds: [hn.id], permissions: ['order_access'] });
  adminToken = (await t.login(admin)).accessToken;
  hrToken = (await t.login(hr)).accessToken;
  plainToken = (await t.login(plain)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('extensions', () => {
  it('should suggest the smallest free extension from 2001 and give it to a new account', async () => {
    const taken = (await t.database.db.select({ extension: users.extension }).from(users)).map(
      (row) => row.extension,
    );
    const suggested = await t.as(hrToken, {
      method: 'GET',
      url: urlOf(staffEndpoints.extensionSuggestion),
    });
    expect(suggested.statusCode).toBe(200);
    const extension: string = suggested.json().data.extension;
    expect(taken).not.toContain(extension);
    expect(Number(extension)).toBeGreaterThanOrEqual(2001);
    const created = await createStaff(hrToken);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.user.extension).toBe(extension);
    // A user made by any other way (the column's default) never draws a taken number.
    const later = await buildUser(t.database.db, { branchIds: [hn.id] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, later.id));
    expect(row?.extension).not.toBe(extension);
  });

  it('should store a chosen extension, list it, and refuse a duplicate with 409', async () => {
    const created = await createStaff(hrToken, { extension: '3456' });
    expect(created.statusCode).toBe(200);
    const id: number = created.json().data.user.id;
    const list = await t.as(hrToken, {
      method: 'GET',
      url: urlOf(staffEndpoints.list, {}, { terms: created.json().data.user.username }),
    });
    expect(list.json().data.items[0].extension).toBe('3456');

    const duplicate = await createStaff(hrToken, { extension: '3456' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe(errorCodes.extensionTaken);
    expect(duplicate.json().error.message).toContain('Số máy lẻ 3456 đã được cấp');

    const other = await createStaff(hrToken, { extension: '3457' });
    const clash = await t.as(hrToken, {
      method: 'PATCH',
      url: urlOf(staffEndpoints.update, { id: other.json().data.user.id }),
      payload: { extension: '3456' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe(errorCodes.extensionTaken);

    // Keeping one's own extension is no clash.
    const same = await t.as(hrToken, {
      method: 'PATCH',
      url: urlOf(staffEndpoints.update, { id }),
      payload: { extension: '3456', firstName: 'Hoa' },
    });
    expect(same.statusCode).toBe(200);
    const moved = await t.as(hrToken, {
      method: 'PATCH',
      url: urlOf(staffEndpoints.update, { id }),
      payload: { extension: '3458' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.extension).toBe('3458');
    const [updated] = (await auditRows(id, 'user.updated')).slice(-1);
    expect(updated?.before).toMatchObject({ extension: '3456' });
    expect(updated?.after).toMatchObject({ extension: '3458' });
  });

  it.each(['12', '0123', '123456', 'abc'])(
    'should refuse the extension "%s" with 400',
    async (extension) => {
      const refused = await createStaff(hrToken, { extension });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(errorCodes.invalidRequest);
    },
  );

  it('should answer 401 and 403 on the suggestion as on every staff call', async () => {
    const url = urlOf(staffEndpoints.extensionSuggestion);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(plainToken, { method: 'GET', url })).statusCode).toBe(403);
  });

  it("should give the command line's new user the next free extension through the same service", async () => {
    const { id } = await createUser(
      { db: t.database.db, now: t.clock.clock, requestId: 'cli', actor: undefined },
      {
        username: 'tu-dong-lenh',
        password: 'mat-khau-dai-1',
        firstName: 'An',
        lastName: 'Trần',
        branchCodes: ['HN01'],
        roleKeys: [],
        isSuperuser: false,
      },
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.extension).toMatch(/^[1-9][0-9]{2,4}$/);
    const chosen = await createUser(
      { db: t.database.db, now: t.clock.clock, requestId: 'cli', actor: undefined },
      {
        username: 'tu-dong-lenh-2',
        password: 'mat-khau-dai-1',
        firstName: 'Bình',
        lastName: 'Trần',
        branchCodes: ['HN01'],
        roleKeys: [],
        isSuperuser: false,
        extension: '4321',
      },
    );
    expect(chosen.extension).toBe('4321');
    expect((await auditRows(id, 'user.created'))[0]?.after).toMatchObject({
      extension: row?.extension,
    });
  });
});

describe('profile pictures', () => {
  it('should answer 401 without a token and 403 without staff_admin', async () => {
    const staffUrl = urlOf(staffEndpoints.setPicture, { id: plain.id });
    expect((await upload(undefined, staffUrl)).statusCode).toBe(401);
    expect((await upload(plainToken, staffUrl)).statusCode).toBe(403);
    expect(
      (
        await t.as(plainToken, {
          method: 'DELETE',
          url: urlOf(staffEndpoints.removePicture, { id: plain.id }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await upload(undefined, urlOf(profilePictureEndpoints.setMine))).statusCode).toBe(401);
    const file = urlOf(profilePictureEndpoints.file, { id: plain.id });
    expect((await openLink(file)).statusCode).toBe(401);
  });

  it('should refuse a file that is not an image by its bytes, whatever its name, and one over 2 MB', async () => {
    const url = urlOf(staffEndpoints.setPicture, { id: plain.id });
    const text = await upload(
      hrToken,
      url,
      multipart(Buffer.from('hello'), 'anh.png', 'image/png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Ảnh đại diện phải là tệp JPEG, PNG hoặc WebP');
    const pdf = await upload(
      hrToken,
      url,
      multipart(Buffer.from('%PDF-1.4\n'), 'a.jpg', 'image/jpeg'),
    );
    expect(pdf.statusCode).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(maxProfilePictureBytes)]);
    const tooBig = await upload(hrToken, url, multipart(big, 'big.png', 'image/png'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe(errorCodes.payloadTooLarge);
    const none = await upload(hrToken, url, multipart(png, 'a.png', 'image/png', 'other'));
    expect(none.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, plain.id));
    expect(row?.pictureKey).toBeNull();
  });

  it('should serve a picture by its signed link only, and stop the old link when it is replaced', async () => {
    const url = urlOf(staffEndpoints.setPicture, { id: plain.id });
    const first = await upload(hrToken, url);
    expect(first.statusCode).toBe(200);
    const firstLink: string = first.json().data.pictureUrl;
    expect(firstLink).toMatch(/^\/files\/pictures\/\d+\?v=1&exp=\d+&sig=/);
    const image = await openLink(firstLink);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    const tampered = firstLink.replace(
      /sig=(.)/,
      (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await openLink(tampered)).statusCode).toBe(403);
    const otherUser = firstLink.replace(`/pictures/${plain.id}?`, `/pictures/${hr.id}?`);
    expect((await openLink(otherUser)).statusCode).toBe(403);
    const otherVersion = firstLink.replace('v=1&', 'v=2&');
    expect((await openLink(otherVersion)).statusCode).toBe(403);

    const second = await upload(hrToken, url, multipart(jpeg, 'b.jpg', 'image/jpeg'));
    const secondLink: string = second.json().data.pictureUrl;
    expect(secondLink).toContain('v=2&');
    expect((await openLink(firstLink)).statusCode).toBe(404);
    const replaced = await openLink(secondLink);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    // The replaced file is gone from the storage: one picture file is left.
    const files = await readdir(t.storageRoot, { recursive: true });
    expect(files.filter((name) => /pictures\/.*\/[0-9a-f]{32}$/.test(String(name)))).toHaveLength(
      1,
    );

    const audits = await auditRows(plain.id, 'user.picture_set');
    expect(audits.map((row) => row.after)).toEqual([
      { picture: 1, contentType: 'image/png', size: png.length },
      { picture: 2, contentType: 'image/jpeg', size: jpeg.length },
    ]);
    expect(audits[1]?.actorId).toBe(hr.id);
  });

  it('should refuse an expired link with 403', async () => {
    const link: string = (
      await upload(hrToken, urlOf(staffEndpoints.setPicture, { id: hr.id }))
    ).json().data.pictureUrl;
    const start = t.clock.clock();
    try {
      t.clock.advance(11 * 3600 * 1000);
      expect((await openLink(link)).statusCode).toBe(200);
      t.clock.advance(3600 * 1000);
      expect((await openLink(link)).statusCode).toBe(403);
    } finally {
      t.clock.set(start);
    }
  });

  it('should remove a picture: the link stops, the profile shows none, an audit row says so', async () => {
    const link: string = (
      await upload(hrToken, urlOf(staffEndpoints.setPicture, { id: plain.id }))
    ).json().data.pictureUrl;
    const removed = await t.as(hrToken, {
      method: 'DELETE',
      url: urlOf(staffEndpoints.removePicture, { id: plain.id }),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.pictureUrl).toBeNull();
    expect((await openLink(link)).statusCode).toBe(404);
    expect(await auditRows(plain.id, 'user.picture_removed')).toHaveLength(1);
  });

  it("should let only a superuser change a superuser's picture", async () => {
    const url = urlOf(staffEndpoints.setPicture, { id: admin.id });
    const refused = await upload(hrToken, url);
    expect(refused.statusCode).toBe(403);
    expect((await upload(adminToken, url)).statusCode).toBe(200);
  });

  it('should let anyone set and remove their own picture, shown in /me', async () => {
    const set = await upload(plainToken, urlOf(profilePictureEndpoints.setMine));
    expect(set.statusCode).toBe(200);
    const me = await t.as(plainToken, { method: 'GET', url: urlOf(authEndpoints.me) });
    const picture: string = me.json().data.profilePicture;
    expect(picture).toMatch(/^\/files\/pictures\/\d+\?v=\d+&exp=\d+&sig=/);
    expect((await openLink(picture)).statusCode).toBe(200);
    expect((await auditRows(plain.id, 'user.picture_set')).at(-1)?.actorId).toBe(plain.id);
    const removed = await t.as(plainToken, {
      method: 'DELETE',
      url: urlOf(profilePictureEndpoints.removeMine),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.profilePicture).toBeNull();
    expect((await openLink(picture)).statusCode).toBe(404);
  });
});
