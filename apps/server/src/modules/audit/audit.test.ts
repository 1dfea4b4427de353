import type { AuditListDto } from '@pawndesk/domain/audit-api';
import { auditEndpoints } from '@pawndesk/domain/staff-endpoints';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { type BranchRow, buildBranch, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

const url = urlOf(auditEndpoints.list);

let t: TestApp;
let branch: BranchRow;
let admin: TestUser;
let adminToken: string;
let plainToken: string;

const get = (query: string, token = adminToken) =>
  t.as(token, { method: 'GET', url: `${url}?${query}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  branch = await buildBranch(db, { code: 'HN01' });
  admin = await buildUser(db, { branchIds: [branch.id], permissions: ['staff_admin'] });
  const plain = await buildUser(db, { branchIds: [branch.id], permissions: ['order_access'] });
  adminToken = (await t.login(admin)).accessToken;
  plainToken = (await t.login(plain)).accessToken;
  // 30 rows over three Ho Chi Minh days (UTC+7): 10 per day, two entities.
  const rows = [];
  for (let day = 0; day < 3; day++) {
    for (let n = 0; n < 10; n++) {
      rows.push({
        actorId: n % 2 === 0 ? admin.id : null,
        action: n % 2 === 0 ? 'user.updated' : 'contract.created',
        entity: n % 2 === 0 ? 'user' : 'contract',
        entityId: String(100 + n),
        before: { isActive: true },
        after: { isActive: false },
        requestId: `r${day}-${n}`,
        at: new Date(Date.UTC(2026, 10, 10 + day, 1, n)),
      });
    }
  }
  await db.insert(auditEvents).values(rows);
});
afterAll(async () => {
  await t.close();
});

describe('audit trail', () => {
  it('should answer 401 without a token, 403 without staff_admin and 400 on bad filters', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get('', plainToken)).statusCode).toBe(403);
    expect((await get('fromDate=2026-11-12&toDate=2026-11-10')).statusCode).toBe(400);
    expect((await get('entity=spaceship')).statusCode).toBe(400);
    expect((await get('cursor=nonsense')).statusCode).toBe(400);
    expect((await get('pageSize=100000')).statusCode).toBe(400);
  });

  it('should page newest first by keyset without repeating or skipping a row', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `fromDate=2026-11-10&toDate=2026-11-12&pageSize=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data as AuditListDto;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    // The sign-ins of beforeAll happened "now", outside the range.
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('should filter by business day, actor, action, entity and entity id', async () => {
    const day = (await get('fromDate=2026-11-11&toDate=2026-11-11&pageSize=200')).json()
      .data as AuditListDto;
    expect(day.items).toHaveLength(10);
    const byActor = (
      await get(`actor=${admin.id}&fromDate=2026-11-10&toDate=2026-11-12&pageSize=200`)
    ).json().data as AuditListDto;
    expect(byActor.items).toHaveLength(15);
    expect(byActor.items[0]?.actor?.username).toBe(admin.username);
    const byAction = (await get('action=contract.&pageSize=200')).json().data as AuditListDto;
    expect(byAction.items).toHaveLength(15);
    const byEntity = (await get('entity=contract&entityId=101&pageSize=200')).json()
      .data as AuditListDto;
    expect(byEntity.items).toHaveLength(3);
    expect(byEntity.items.every((item) => item.entityId === '101')).toBe(true);
    expect(byEntity.items[0]?.before).toEqual({ isActive: true });
  });

  it('should export the matching rows as xlsx with Vietnamese headers', async () => {
    const response = await get('xlsx=true&entity=user&fromDate=2026-11-10&toDate=2026-11-12');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('audit__2026-11-10__2026-11-12.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(5).value).toBe('Hành động');
    expect(sheet?.rowCount).toBe(16);
    expect(sheet?.getRow(2).getCell(5).value).toBe('Sửa tài khoản');
  });
});
