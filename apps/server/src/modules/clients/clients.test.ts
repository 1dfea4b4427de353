import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { searchCountLimit } from '@pawndesk/domain/search';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clientBankAccounts, clients, locations } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildClient, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let branch: BranchRow;
/** Has client_access. */
let staff: string;
let staffId: number;
/** Signed in, without client_access. */
let outsider: string;
let provinceId: number;
let districtId: number;
let communeId: number;

beforeAll(async () => {
  t = await createTestApp();
  branch = await buildBranch(t.database.db);
  const a = await buildUser(t.database.db, {
    branchIds: [branch.id],
    permissions: ['client_access'],
  });
  const b = await buildUser(t.database.db, { branchIds: [branch.id] });
  staffId = a.id;
  staff = (await t.login(a)).accessToken;
  outsider = (await t.login(b)).accessToken;
  const [province] = await t.database.db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '79',
      name: 'Thành phố Hồ Chí Minh',
      shortName: 'Hồ Chí Minh',
      type: 'city',
      level: 1,
    })
    .returning();
  const [district] = await t.database.db
    .insert(locations)
    .values({
      tree: 'legacy',
      code: '760',
      name: 'Quận 1',
      shortName: 'Quận 1',
      type: 'urban_district',
      level: 2,
      parentId: province?.id,
    })
    .returning();
  const [currentProvince] = await t.database.db
    .insert(locations)
    .values({
      tree: 'current',
      code: '79',
      name: 'Thành phố Hồ Chí Minh',
      shortName: 'Hồ Chí Minh',
      type: 'city',
      level: 1,
    })
    .returning();
  const [commune] = await t.database.db
    .insert(locations)
    .values({
      tree: 'current',
      code: '26734',
      name: 'Phường Sài Gòn',
      shortName: 'Sài Gòn',
      type: 'ward',
      level: 3,
      parentId: currentProvince?.id,
    })
    .returning();
  provinceId = province?.id ?? 0;
  districtId = district?.id ?? 0;
  communeId = commune?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

let phoneCounter = 0;
/** A fresh, valid Vietnamese mobile number per call. */
function freshPhone(): string {
  phoneCounter += 1;
  return `097${String(1_000_000 + phoneCounter).slice(-7)}`;
}
let citizenCounter = 0;
function freshCitizenId(): string {
  citizenCounter += 1;
  return `0791900${String(10_000 + citizenCounter).slice(-5)}`;
}

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Hùng',
    lastName: 'Nguyễn Văn',
    primaryPhoneNumber: freshPhone(),
    secondaryPhoneNumber: null,
    citizenId: freshCitizenId(),
    zaloId: null,
    address: '12 Lê Lợi',
    gender: 'MALE',
    dateOfBirth: '1990-05-12',
    locationId: districtId,
    ...overrides,
  };
}

async function create(payload: Record<string, unknown>, token = staff) {
  return t.as(token, { method: 'POST', url: urlOf(clientEndpoints.create), payload });
}

describe('B POST /v2/clients/', () => {
  it('should answer 401 without a token and 403 without client_access', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: urlOf(clientEndpoints.create),
      payload: validInput(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(validInput(), outsider)).statusCode).toBe(403);
  });

  it('should create the client with a client number, its branch and an audit row', async () => {
    const input = validInput({ primaryPhoneNumber: '+84 971 234 000' });
    const response = await create(input);
    expect(response.statusCode).toBe(200);
    const client = response.json().data;
    expect(client).toMatchObject({
      nameVi: 'Nguyễn Văn Hùng',
      name: 'Nguyễn Văn Hùng',
      primaryPhoneNumber: '0971234000',
      citizenId: input.citizenId,
      branchId: branch.id,
      branchName: branch.name,
      numberOfContracts: 0,
      numberOfActiveContracts: 0,
      fullAddress: '12 Lê Lợi, Quận 1, Thành phố Hồ Chí Minh',
      gender: 'MALE',
      dateOfBirth: '1990-05-12',
      locationId: districtId,
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
      createdAt: '2026-11-21T02:00:00.000Z',
    });
    expect(client.finfluxId).toBeGreaterThan(100_000);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'client'), eq(auditEvents.entityId, String(client.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'client.created', actorId: staffId });
  });

  it('should accept a current-tree commune and a province alone', async () => {
    const commune = await create(validInput({ locationId: communeId, address: '5 Đồng Khởi' }));
    expect(commune.json().data.fullAddress).toBe(
      '5 Đồng Khởi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    );
    const province = await create(validInput({ locationId: provinceId }));
    expect(province.statusCode).toBe(200);
  });

  it.each([
    [{ citizenId: '' }, 'Vui lòng nhập số CMND/CCCD'],
    [{ citizenId: '12345' }, 'Số CMND/CCCD phải gồm 9 hoặc 12 chữ số'],
    [{ firstName: '  ' }, 'Vui lòng nhập tên'],
    [{ primaryPhoneNumber: '0212345678' }, 'Số điện thoại không hợp lệ'],
    [{ locationId: undefined }, 'Vui lòng chọn tỉnh/thành'],
    [{ locationId: 999_999 }, 'Tỉnh/thành hoặc quận/huyện không tồn tại'],
  ])('should answer 400 for %j', async (change, message) => {
    const response = await create(validInput(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.invalidRequest);
    expect(response.json().error.message).toContain(message);
  });

  it.each([
    [{ dateOfBirth: '2012-01-01' }, errorCodes.invalidAge, 'Khách hàng phải từ 15 tuổi trở lên'],
    [{ dateOfBirth: '1990-02-30' }, errorCodes.invalidDateFormat, 'Ngày sinh không hợp lệ'],
  ])('should refuse the birth date %j with its own code', async (change, code, message) => {
    const response = await create(validInput(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toContain(message);
  });

  it('should answer 3002 when another client has the phone or the citizen id', async () => {
    const other = await buildClient(t.database.db, {
      primaryPhone: '0981111111',
      secondaryPhone: '0981111112',
      citizenId: '079190099999',
    });
    for (const change of [
      { primaryPhoneNumber: other.primaryPhone },
      { primaryPhoneNumber: '0981111112' },
      { secondaryPhoneNumber: other.primaryPhone },
      { citizenId: '079190099999' },
    ]) {
      const response = await create(validInput(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 3002,
        message: 'Thông tin KH đã có khách hàng khác sử dụng',
      });
    }
  });
});

describe('B PUT /v2/clients/{id}/', () => {
  it('should update, stamp modifiedAt/By and audit the change in one go', async () => {
    const created = (await create(validInput())).json().data;
    t.clock.advance(60_000);
    const input = validInput({
      primaryPhoneNumber: created.primaryPhoneNumber,
      citizenId: created.citizenId,
      firstName: 'Hải',
      zaloId: 'zalo-hai',
    });
    const response = await t.as(staff, {
      method: 'PUT',
      url: urlOf(clientEndpoints.update, { id: created.id }),
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: created.id,
      finfluxId: created.finfluxId,
      nameVi: 'Nguyễn Văn Hải',
      zaloId: 'zalo-hai',
      modifiedAt: '2026-11-21T02:01:00.000Z',
      modifiedBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
    });
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'client.updated'), eq(auditEvents.entityId, String(created.id))),
      );
    expect(row?.before).toEqual({ firstName: 'Hùng', zaloId: null });
    expect(row?.after).toEqual({ firstName: 'Hải', zaloId: 'zalo-hai' });
  });

  it('should answer 3002 for another client’s phone or citizen id, 404, 403 and 401', async () => {
    const mine = (await create(validInput())).json().data;
    const theirs = (await create(validInput())).json().data;
    const url = urlOf(clientEndpoints.update, { id: mine.id });
    for (const change of [
      { primaryPhoneNumber: theirs.primaryPhoneNumber },
      { citizenId: theirs.citizenId },
    ]) {
      const response = await t.as(staff, {
        method: 'PUT',
        url,
        payload: validInput({ citizenId: mine.citizenId, ...change }),
      });
      expect(response.json().error.code).toBe(3002);
    }
    const missing = await t.as(staff, {
      method: 'PUT',
      url: '/crm/api/v2/clients/999999/',
      payload: validInput(),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.as(outsider, { method: 'PUT', url, payload: validInput() })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url, payload: validInput() })).statusCode).toBe(
      401,
    );
    const invalid = await t.as(staff, {
      method: 'PUT',
      url,
      payload: validInput({ dateOfBirth: '2020-01-01' }),
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('B GET /v2/clients/ (search)', () => {
  let hung: { id: number; finfluxId: number; primaryPhone: string; citizenId: string | null };
  beforeAll(async () => {
    hung = await buildClient(t.database.db, {
      firstName: 'Hùng',
      lastName: 'Nguyễn Văn',
      primaryPhone: '0961234567',
      citizenId: '001090123456',
    });
    await buildClient(t.database.db, { firstName: 'Đào', lastName: 'Đặng Thị' });
    await buildClient(t.database.db, { firstName: 'Lan', lastName: 'Trần Thị', mifosId: 'M-77' });
    await buildClient(t.database.db, { firstName: 'An', lastName: 'Lê Văn' });
  });

  async function search(query: string, token = staff) {
    return t.as(token, { method: 'GET', url: urlOf(clientEndpoints.list, {}, query) });
  }

  it('should answer 401, 403 and 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(clientEndpoints.list) })).statusCode,
    ).toBe(401);
    expect((await search('', outsider)).statusCode).toBe(403);
    expect((await search('pageSize=101')).statusCode).toBe(400);
  });

  it.each([
    ['term=nguyen%20van%20hung', 'Nguyễn Văn Hùng'],
    ['term=NGUYỄN%20văn%20HÙNG', 'Nguyễn Văn Hùng'],
    ['term=dang', 'Đặng Thị Đào'],
    ['term=dao', 'Đặng Thị Đào'],
    ['term=096123', 'Nguyễn Văn Hùng'],
    ['term=%2B8496123', 'Nguyễn Văn Hùng'],
    ['term=00109012', 'Nguyễn Văn Hùng'],
    ['term=M-77', 'Trần Thị Lan'],
    ['term=le%20van%20an', 'Lê Văn An'],
    ['term=van%20an', 'Lê Văn An'],
    ['term=i%20lan', 'Trần Thị Lan'],
  ])('should find %s', async (query, name) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    const names = response.json().data.items.map((item: { nameVi: string }) => item.nameVi);
    expect(names).toContain(name);
  });

  it('should find by exact client number and page the results with the total', async () => {
    const byNumber = await search(`term=${hung.finfluxId}`);
    expect(byNumber.json().data.items.map((item: { id: number }) => item.id)).toEqual([hung.id]);
    const all = (await search('pageSize=100')).json().data;
    const page = (await search('pageSize=2&page=2')).json().data;
    expect(page.total).toBe(all.total);
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBe(all.items[2].id);
    expect((await search('term=khong%20co%20ai')).json().data).toEqual({ items: [], total: 0 });
  });

  it('should treat LIKE wildcards in the term as text', async () => {
    expect((await search('term=%25')).json().data.total).toBe(0);
  });

  it.each(['term=van%20nguyen', 'term=nguyen%20hung', 'term=nguyen%20van%20hungx'])(
    'should match the phrase as typed, not its words apart or in another order: %s',
    async (query) => {
      const names = (await search(query))
        .json()
        .data.items.map((item: { nameVi: string }) => item.nameVi);
      expect(names).not.toContain('Nguyễn Văn Hùng');
    },
  );

  it('should ignore repeated spaces in the term', async () => {
    const names = (await search('term=%20nguyen%20%20%20van%20hung'))
      .json()
      .data.items.map((item: { nameVi: string }) => item.nameVi);
    expect(names).toContain('Nguyễn Văn Hùng');
  });
});

describe('B GET /v2/clients/ (search totals, ADR 0006)', () => {
  const many = searchCountLimit + 25;
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into clients (first_name, last_name, primary_phone, created_at, modified_at)
      select 'Quế ' || n, 'Quách Thị', '07' || lpad(n::text, 8, '0'), now(), now()
      from generate_series(1, ${many}) as n`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`delete from clients where last_name = 'Quách Thị'`);
  });

  async function search(query: string) {
    const response = await t.as(staff, {
      method: 'GET',
      url: urlOf(clientEndpoints.list, {}, query),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { items: { nameVi: string }[]; total: number };
  }

  it('should count a term search only up to the limit + 1 and still serve the pages past it', async () => {
    expect((await search('term=quach%20thi&pageSize=30')).total).toBe(searchCountLimit + 1);
    const last = await search(`term=quach%20thi&pageSize=30&page=${Math.ceil(many / 30)}`);
    expect(last.items).toHaveLength(many % 30 || 30);
    expect(last.items.every((item) => item.nameVi.startsWith('Quách Thị Quế'))).toBe(true);
    expect((await search('term=que%201000&pageSize=30')).total).toBeLessThanOrEqual(
      searchCountLimit,
    );
  });

  it('should count every client exactly when no term is given', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(clients);
    expect(row?.n).toBeGreaterThan(searchCountLimit + 1);
    expect((await search('pageSize=1')).total).toBe(row?.n);
  });
});

describe('B lookups: phone-, citizen-, finflux-, id', () => {
  it('should answer the full client, with name and phone for the order form', async () => {
    const client = await buildClient(t.database.db, {
      firstName: 'Nam',
      lastName: 'Phạm',
      primaryPhone: '0901234567',
      secondaryPhone: '0901234568',
      citizenId: '079090000001',
    });
    for (const url of [
      '/crm/api/v2/clients/phone-0901234567/',
      '/crm/api/v2/clients/phone-0901234568/',
      '/crm/api/v2/clients/phone-+84901234567/',
      '/crm/api/v2/clients/citizen-079090000001/',
      `/crm/api/v2/clients/finflux-${client.finfluxId}/`,
      `/crm/api/v2/clients/${client.id}/`,
    ]) {
      const response = await t.as(outsider, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().data).toMatchObject({
        id: client.id,
        finfluxId: client.finfluxId,
        name: 'Phạm Nam',
        nameVi: 'Phạm Nam',
        primaryPhoneNumber: '0901234567',
      });
    }
    const lookup = await t.as(outsider, {
      method: 'GET',
      url: '/crm/api/v2/clients/phone-0901234568/',
    });
    expect(lookup.json().data.phone).toBe('0901234567');
  });

  it.each([
    '/crm/api/v2/clients/phone-0900000000/',
    '/crm/api/v2/clients/citizen-079090999999/',
    '/crm/api/v2/clients/finflux-999999999/',
    '/crm/api/v2/clients/999999/',
  ])('should answer 404 code 1004 for %s, and 401 without a token', async (url) => {
    const response = await t.as(outsider, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(errorCodes.notFound);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each([
    '/crm/api/v2/clients/phone-abc/',
    '/crm/api/v2/clients/citizen-1234/',
    '/crm/api/v2/clients/finflux-abc/',
  ])('should answer 400 for %s', async (url) => {
    expect((await t.as(outsider, { method: 'GET', url })).statusCode).toBe(400);
  });
});

describe('B /v2/clients/{id}/notes/', () => {
  it('should add a note and list the newest first', async () => {
    t.clock.set('2026-11-21T02:00:00Z');
    const client = await buildClient(t.database.db);
    const url = urlOf(clientEndpoints.addNote, { id: client.id });
    const first = await t.as(outsider, { method: 'POST', url, payload: { content: ' Gọi lại ' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      content: 'Gọi lại',
      createdAt: '2026-11-21T02:00:00.000Z',
      createdBy: { firstName: 'Văn An', lastName: 'Nguyễn' },
    });
    t.clock.advance(1000);
    await t.as(outsider, { method: 'POST', url, payload: { content: 'Đã hẹn' } });
    const list = await t.as(outsider, { method: 'GET', url });
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.items.map((note: { content: string }) => note.content)).toEqual([
      'Đã hẹn',
      'Gọi lại',
    ]);
    const paged = await t.as(outsider, { method: 'GET', url: `${url}?pageSize=1&page=2` });
    expect(paged.json().data.items.map((note: { content: string }) => note.content)).toEqual([
      'Gọi lại',
    ]);
  });

  it('should refuse an empty note (400), an unknown client (404) and no token (401)', async () => {
    const client = await buildClient(t.database.db);
    const url = urlOf(clientEndpoints.addNote, { id: client.id });
    const empty = await t.as(outsider, { method: 'POST', url, payload: { content: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Ghi chú không được để trống');
    expect(
      (
        await t.as(outsider, {
          method: 'POST',
          url: '/crm/api/v2/clients/999999/notes/',
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { content: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('A GET /v1/clients/', () => {
  it('should find by exact phone (primary or secondary) and by term', async () => {
    const client = await buildClient(t.database.db, {
      primaryPhone: '0931112222',
      secondaryPhone: '0931112223',
      firstName: 'Quý',
      lastName: 'Lê',
    });
    for (const phone of ['0931112222', '0931112223', '%2B84931112222']) {
      const response = await t.as(outsider, {
        method: 'GET',
        url: urlOf(clientEndpoints.search, {}, `phoneNumber=${phone}`),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.items.map((item: { id: number }) => item.id)).toEqual([
        client.id,
      ]);
      expect(response.json().data.total).toBe(1);
    }
    const prefix = await t.as(outsider, {
      method: 'GET',
      url: urlOf(clientEndpoints.search, {}, { phoneNumber: '09311' }),
    });
    expect(prefix.json().data.total).toBe(0);
    const byTerm = await t.as(outsider, {
      method: 'GET',
      url: urlOf(clientEndpoints.search, {}, { term: 'le quy' }),
    });
    expect(byTerm.json().data.items[0].id).toBe(client.id);
  });

  it('should answer 401 and 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: urlOf(clientEndpoints.search) })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(outsider, { method: 'GET', url: urlOf(clientEndpoints.search, {}, { page: 0 }) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('A bank accounts', () => {
  const account = {
    bankAccountName: 'NGUYEN VAN HUNG',
    bankName: 'Vietcombank',
    bankAccountNo: '0071000123456',
  };

  it('should create, list, update and delete, with an audit row each time', async () => {
    const client = await buildClient(t.database.db);
    const created = await t.as(staff, {
      method: 'POST',
      url: urlOf(clientEndpoints.addBankAccount),
      payload: { client: client.id, ...account },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toEqual({ id, ...account, bankBranch: null, client: client.id });

    const patched = await t.as(staff, {
      method: 'PATCH',
      url: urlOf(clientEndpoints.updateBankAccount, { id }),
      payload: { bankBranch: 'Chi nhánh Sài Gòn' },
    });
    expect(patched.json().data).toMatchObject({ ...account, bankBranch: 'Chi nhánh Sài Gòn' });

    const list = await t.as(outsider, {
      method: 'GET',
      url: urlOf(clientEndpoints.bankAccounts, { id: client.id }),
    });
    expect(list.json().data).toEqual({ items: [patched.json().data], total: 1 });

    const deleted = await t.as(staff, {
      method: 'DELETE',
      url: urlOf(clientEndpoints.deleteBankAccount, { id }),
    });
    expect(deleted.json().data).toEqual({ deleted: true });
    expect(
      await t.database.db.select().from(clientBankAccounts).where(eq(clientBankAccounts.id, id)),
    ).toEqual([]);
    const audits = await t.database.db
      .select({ action: auditEvents.action, before: auditEvents.before })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'client_bank_account'), eq(auditEvents.entityId, String(id))),
      )
      .orderBy(auditEvents.id);
    expect(audits.map((row) => row.action)).toEqual([
      'client_bank_account.created',
      'client_bank_account.updated',
      'client_bank_account.deleted',
    ]);
    expect(audits[2]?.before).toMatchObject({ bankAccountNo: account.bankAccountNo });
  });

  it('should answer 400, 404, 403 and 401', async () => {
    const client = await buildClient(t.database.db);
    const missingName = await t.as(staff, {
      method: 'POST',
      url: urlOf(clientEndpoints.addBankAccount),
      payload: { client: client.id, ...account, bankAccountName: '' },
    });
    expect(missingName.statusCode).toBe(400);
    expect(
      (
        await t.as(staff, {
          method: 'POST',
          url: urlOf(clientEndpoints.addBankAccount),
          payload: { client: 999_999, ...account },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(staff, {
          method: 'PATCH',
          url: '/api/v1/client-banks/999999/',
          payload: { bankName: 'ACB' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.as(staff, { method: 'PATCH', url: '/api/v1/client-banks/1/', payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as(staff, { method: 'DELETE', url: '/api/v1/client-banks/999999/' })).statusCode,
    ).toBe(404);
    // Reading needs login only (client-detail); changing needs client_access.
    for (const [method, url] of [
      ['POST', urlOf(clientEndpoints.addBankAccount)],
      ['PATCH', '/api/v1/client-banks/1/'],
      ['DELETE', '/api/v1/client-banks/1/'],
    ] as const) {
      const refused = await t.as(outsider, {
        method,
        url,
        payload: { client: client.id, ...account },
      });
      expect(refused.statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', urlOf(clientEndpoints.bankAccounts, { id: client.id })],
      ['POST', urlOf(clientEndpoints.addBankAccount)],
      ['PATCH', '/api/v1/client-banks/1/'],
      ['DELETE', '/api/v1/client-banks/1/'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
