/**
 * Demo clients for the Clients screens: 3,000 people spread over the lending branches, with unique
 * phones and 12-digit citizen ids, addresses in BOTH location trees (a legacy district or a current
 * commune, DECISIONS.md Locations), and some notes and bank accounts. Runs after seedOrders, whose
 * 40 clients it leaves alone and never collides with.
 */
import { isOperatingBranch } from '@pawndesk/domain/branches';
import { businessDate, businessDayStart } from '@pawndesk/domain/dates';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  branches,
  clientBankAccounts,
  clientNotes,
  clients,
  locations,
  orders,
  users,
} from '../schema.ts';
import { chunk } from './batches.ts';
import { createRandom, type Random } from './demo-random.ts';
import {
  citizenId,
  mobilePhone,
  type ProvinceSeed,
  personName,
  provinceSeeds,
  streetAddress,
} from './order-data.ts';

export const demoExtraClientCount = 3_000;

const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;

const noteTexts = [
  'Khách hẹn chuộc đồ cuối tháng',
  'Khách muốn gia hạn thêm 1 kỳ',
  'Đã gọi nhắc lãi, khách hứa chuyển khoản trong tuần',
  'Khách quen, thường cầm xe máy',
  'Số điện thoại phụ là của vợ/chồng',
  'Khách hỏi về gói lãi suất trả trước',
  'Không liên lạc được, để lại tin nhắn Zalo',
  'Khách đổi địa chỉ, đã cập nhật',
] as const;

const banks = [
  'Vietcombank',
  'VietinBank',
  'BIDV',
  'Agribank',
  'Techcombank',
  'MB Bank',
  'ACB',
  'VPBank',
  'Sacombank',
  'TPBank',
] as const;

type Place = { id: number; name: string };
type ProvincePlaces = { legacyDistricts: Place[]; currentCommunes: Place[] };

/** "Nguyễn Văn Hùng" → "NGUYEN VAN HUNG", as banks print account holders. */
function bankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase();
}

async function loadPlaces(db: DbOrTx): Promise<Map<string, ProvincePlaces>> {
  const parent = alias(locations, 'parent');
  const codes = provinceSeeds.map((province) => province.code);
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      tree: locations.tree,
      level: locations.level,
      provinceCode: parent.code,
    })
    .from(locations)
    .innerJoin(parent, and(eq(parent.id, locations.parentId), eq(parent.level, 1)))
    .where(inArray(parent.code, codes));
  const places = new Map<string, ProvincePlaces>();
  for (const row of rows) {
    const entry = places.get(row.provinceCode) ?? { legacyDistricts: [], currentCommunes: [] };
    if (row.tree === 'legacy' && row.level === 2) {
      entry.legacyDistricts.push({ id: row.id, name: row.name });
    } else if (row.tree === 'current' && row.level === 3) {
      entry.currentCommunes.push({ id: row.id, name: row.name });
    }
    places.set(row.provinceCode, entry);
  }
  return places;
}

function uniqueValue(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

export async function seedClients(
  db: DbOrTx,
  options: { now: Date; count?: number; seed?: number },
): Promise<{ clients: number; notes: number; bankAccounts: number }> {
  const random: Random = createRandom(options.seed ?? 3_002);
  const { now } = options;
  const count = options.count ?? demoExtraClientCount;

  const existing = await db
    .select({
      primaryPhone: clients.primaryPhone,
      secondaryPhone: clients.secondaryPhone,
      citizenId: clients.citizenId,
    })
    .from(clients);
  const phones = new Set(
    existing.flatMap((row) => [row.primaryPhone, row.secondaryPhone ?? '']).filter(Boolean),
  );
  // A lead's phone that is no client's must stay so: the order form would call it Old Customer.
  for (const row of await db.select({ phone: orders.phone }).from(orders)) {
    phones.add(row.phone);
  }
  const citizenIds = new Set(existing.flatMap((row) => (row.citizenId ? [row.citizenId] : [])));

  const staffRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['sales', 'valuator', 'validator']));
  const staffIds = staffRows.map((row) => row.id);
  if (staffIds.length === 0) {
    throw new Error('seedClients: no demo staff; run seedRolesAndUsers first');
  }
  const branchRows = await db
    .select({ id: branches.id, code: branches.code, provinceCode: branches.provinceCode })
    .from(branches);
  const lending = branchRows.flatMap((row) => {
    const province = provinceSeeds.find((candidate) => candidate.code === row.provinceCode);
    return isOperatingBranch(row.code) && province ? [{ id: row.id, province }] : [];
  });
  if (lending.length === 0) {
    throw new Error('seedClients: no operating branch in a known province');
  }
  const places = await loadPlaces(db);

  const planned = Array.from({ length: count }, () => {
    const branch = random.pick(lending);
    const province: ProvinceSeed = branch.province;
    const name = personName(random);
    const birthYear = random.int(1960, 2007);
    const dateOfBirth = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const provincePlaces = places.get(province.code);
    const useLegacy = random.chance(0.5);
    const candidates = useLegacy
      ? provincePlaces?.legacyDistricts
      : provincePlaces?.currentCommunes;
    const place = candidates && candidates.length > 0 ? random.pick(candidates) : undefined;
    const createdAt = new Date(
      businessDayStart(
        businessDate(new Date(now.getTime() - random.int(2, 1_500) * day)),
      ).getTime() +
        random.int(8 * 60, 20 * 60) * minute,
    );
    const modifiedAt = random.chance(0.3)
      ? new Date(Math.min(createdAt.getTime() + random.int(1, 200) * day, now.getTime() - minute))
      : createdAt;
    const author = random.pick(staffIds);
    return {
      firstName: name.firstName,
      lastName: name.lastName,
      citizenId: uniqueValue(citizenIds, () => citizenId(random, province, name.gender, birthYear)),
      zaloId: random.chance(0.25) ? `zalo.${random.digits(9)}` : null,
      primaryPhone: uniqueValue(phones, () => mobilePhone(random)),
      secondaryPhone: random.chance(0.15) ? uniqueValue(phones, () => mobilePhone(random)) : null,
      gender: name.gender,
      dateOfBirth,
      address: streetAddress(random, province.streets),
      locationId: place?.id ?? null,
      branchId: branch.id,
      createdAt,
      createdBy: author,
      modifiedAt: modifiedAt < createdAt ? createdAt : modifiedAt,
      modifiedBy: random.pick(staffIds),
    };
  });

  const inserted: { id: number; name: string; createdAt: Date }[] = [];
  for (const batch of chunk(planned)) {
    const rows = await db.insert(clients).values(batch).returning({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      createdAt: clients.createdAt,
    });
    inserted.push(
      ...rows.map((row) => ({
        id: row.id,
        name: `${row.lastName} ${row.firstName}`,
        createdAt: row.createdAt,
      })),
    );
  }

  const notes = inserted.flatMap((client) =>
    random.chance(0.2)
      ? Array.from({ length: random.int(1, 3) }, (_, index) => ({
          clientId: client.id,
          content: random.pick(noteTexts),
          createdAt: new Date(
            Math.min(
              client.createdAt.getTime() + (index + 1) * random.int(1, 30) * day,
              now.getTime() - minute,
            ),
          ),
          createdBy: random.pick(staffIds),
        }))
      : [],
  );
  for (const batch of chunk(notes)) {
    await db.insert(clientNotes).values(batch);
  }

  const accountNumbers = new Set<string>();
  const accounts = inserted.flatMap((client) => {
    if (!random.chance(0.12)) {
      return [];
    }
    return Array.from({ length: random.chance(0.2) ? 2 : 1 }, () => ({
      clientId: client.id,
      bankAccountName: bankHolderName(client.name),
      bankName: random.pick(banks),
      bankAccountNo: uniqueValue(accountNumbers, () => random.digits(random.pick([10, 12, 13]))),
      bankBranch: random.chance(0.6)
        ? `Chi nhánh ${random.pick(['Hà Nội', 'Sài Gòn', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng'])}`
        : null,
      createdAt: client.createdAt,
      createdBy: random.pick(staffIds),
      modifiedAt: client.createdAt,
      modifiedBy: random.pick(staffIds),
    }));
  });
  for (const batch of chunk(accounts)) {
    await db.insert(clientBankAccounts).values(batch);
  }
  return { clients: inserted.length, notes: notes.length, bankAccounts: accounts.length };
}
