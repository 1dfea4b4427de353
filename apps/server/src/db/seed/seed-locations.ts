/**
 * Vietnam's administrative units, both trees, from seed-data/vn-locations (see its README for
 * sources, licences and caveats).
 *
 * `level` is the administrative tier, the same in both trees: 1 province, 2 district, 3 commune
 * (ward, township, commune or special zone). The current tree (from 01/07/2025) has no districts,
 * so its communes are level 3 with the province as parent. Keeping commune = 3 in both trees means
 * "level <= 2" is always "provinces plus legacy districts" (the list GET /v2/misc/ ships), and
 * communes are fetched per parent: province → district → ward for legacy addresses, province →
 * commune for current ones.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { seedDataFolder } from '../../lib/paths.ts';
import type { DbOrTx } from '../client.ts';
import { locationMappings, locations } from '../schema.ts';
import { chunk } from './batches.ts';

const unit = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  type: z.string(),
});

const legacyFile = z.array(
  unit.extend({ districts: z.array(unit.extend({ wards: z.array(unit) })) }),
);
const currentFile = z.array(unit.extend({ communes: z.array(unit) }));

const mappingTargets = z.array(
  z.object({ code: z.string(), coverage: z.enum(['full', 'partial']) }),
);
const mappingFile = z.object({
  districtsWithoutWards: z.record(z.string(), mappingTargets),
  wards: z.record(z.string(), mappingTargets),
});

type Tree = 'legacy' | 'current';
type LocationRow = typeof locations.$inferInsert;
type Unit = z.infer<typeof unit>;

const vnLocationsFolder = path.join(seedDataFolder, 'vn-locations');

async function readJson<T>(fileName: string, schema: z.ZodType<T>): Promise<T> {
  const text = await readFile(path.join(vnLocationsFolder, fileName), 'utf8');
  return schema.parse(JSON.parse(text));
}

function toRow(tree: Tree, level: number, parentId: number | null, source: Unit): LocationRow {
  return {
    tree,
    code: source.code,
    name: source.name,
    shortName: source.shortName,
    type: source.type,
    level,
    parentId,
  };
}

function requireId(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) {
    throw new Error(`Location ${key} was not inserted`);
  }
  return id;
}

/** Inserts in batches and returns the new ids keyed by "tree:code". */
async function insertReturningIds(
  db: DbOrTx,
  rows: readonly LocationRow[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunk(rows)) {
    const inserted = await db
      .insert(locations)
      .values(batch)
      .returning({ id: locations.id, tree: locations.tree, code: locations.code });
    for (const row of inserted) {
      ids.set(`${row.tree}:${row.code}`, row.id);
    }
  }
  return ids;
}

async function insertAll(db: DbOrTx, rows: readonly LocationRow[]): Promise<void> {
  for (const batch of chunk(rows)) {
    await db.insert(locations).values(batch);
  }
}

/** Both location trees plus the legacy → current commune mapping. */
export async function seedLocations(db: DbOrTx): Promise<void> {
  const [legacy, current, mapping] = await Promise.all([
    readJson('legacy-63.json', legacyFile),
    readJson('current-34.json', currentFile),
    readJson('legacy-to-current.json', mappingFile),
  ]);

  // Each level needs its parents' ids, so the levels go in one after another.
  const provinceIds = await insertReturningIds(db, [
    ...legacy.map((province) => toRow('legacy', 1, null, province)),
    ...current.map((province) => toRow('current', 1, null, province)),
  ]);

  const districtIds = await insertReturningIds(
    db,
    legacy.flatMap((province) => {
      const parentId = requireId(provinceIds, `legacy:${province.code}`);
      return province.districts.map((district) => toRow('legacy', 2, parentId, district));
    }),
  );

  await insertAll(db, [
    ...legacy.flatMap((province) =>
      province.districts.flatMap((district) => {
        const parentId = requireId(districtIds, `legacy:${district.code}`);
        return district.wards.map((ward) => toRow('legacy', 3, parentId, ward));
      }),
    ),
    ...current.flatMap((province) => {
      const parentId = requireId(provinceIds, `current:${province.code}`);
      return province.communes.map((commune) => toRow('current', 3, parentId, commune));
    }),
  ]);

  const currentCodes = new Set(
    current.flatMap((province) => province.communes.map((commune) => commune.code)),
  );
  // The five island districts had no communes, so a legacy address there stops at the district;
  // their 3-digit codes cannot collide with 5-digit commune codes, so they share the table.
  const sources = [
    ...Object.entries(mapping.wards),
    ...Object.entries(mapping.districtsWithoutWards),
  ];
  const pairs = sources.flatMap(([legacyCode, targets]) =>
    targets
      .filter((target) => currentCodes.has(target.code))
      .map((target) => ({ legacyCode, currentCode: target.code, coverage: target.coverage })),
  );
  for (const batch of chunk(pairs)) {
    await db.insert(locationMappings).values(batch);
  }
}
