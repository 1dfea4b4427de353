import { businessDate } from '@pawndesk/domain/dates';
import { asc, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage.ts';
import { newStorageKey } from '../../lib/storage.ts';
import type { DbOrTx } from '../client.ts';
import {
  assets,
  contractActionLog,
  contractFees,
  contractNotes,
  contracts,
  contractTransactions,
  contractValueAdjustments,
  documents,
  products,
  promotions,
  storages,
  users,
} from '../schema.ts';
import { chunk } from './batches.ts';
import { type PlannedContract, planChain } from './contract-plan.ts';
import { createRandom } from './demo-random.ts';
import { seedAssets } from './seed-assets.ts';
import { demoPdf, demoPng } from './seed-documents.ts';

/** Chains are planned on this many extra assets (plus the demo assets without a contract). */
export const demoContractAssetCount = 1_700;
const firstNumber = 100_001;

/**
 * About 2,300 contracts in chains of 1–3 (renewals), every status, over the last ~400 days and
 * overdue 0–90 days relative to `now`, with their transactions, fees, notes, undo snapshots,
 * value adjustments and (with a storage) documents. Assets take the state their last contract
 * leaves them in.
 */
export async function seedContracts(
  db: DbOrTx,
  options: { now: Date; storage?: FileStorage | undefined; seed?: number },
): Promise<{ contracts: number }> {
  const random = createRandom(options.seed ?? 5_005);
  const today = businessDate(options.now);
  const [validator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'validator'));
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
  if (!validator || !author) {
    throw new Error('seedContracts: run seedRolesAndUsers first');
  }
  const before = await db.select({ id: assets.id }).from(assets);
  await seedAssets(db, { now: options.now, count: demoContractAssetCount, seed: 6_006 });
  const taken = new Set(before.map((row) => row.id));
  const pool = (await db.select().from(assets).orderBy(asc(assets.id))).filter(
    (row) => !taken.has(row.id) && row.clientId !== null && row.branchId !== null,
  );
  const productRows = await db.select().from(products).orderBy(asc(products.sortOrder));
  const [promotion] = await db.select().from(promotions).orderBy(asc(promotions.id)).limit(1);
  let number = firstNumber;
  const chains = pool.map((asset) => {
    const product = random.weighted({ 0: 4, 1: 4, 2: 1, 3: 1, 4: 1, 5: 1 } as Record<
      string,
      number
    >);
    return planChain({
      random,
      today,
      now: options.now,
      asset: {
        id: asset.id,
        valuatedAmount: asset.valuatedAmount,
        branchId: asset.branchId ?? 0,
        clientId: asset.clientId ?? 0,
      },
      product: productRows[Number(product)] ?? (productRows[0] as (typeof productRows)[number]),
      promotion: promotion ?? null,
      validatorId: validator.id,
      nextNumber: () => {
        number += 1;
        return number - 1;
      },
      length: Number(random.weighted({ 1: 70, 2: 22, 3: 8 } as Record<string, number>)),
    });
  });

  // Parents first, so each child can point at its parent's id.
  const ids = new Map<PlannedContract, number>();
  const all: PlannedContract[] = [];
  for (let depth = 0; depth < 3; depth += 1) {
    const level = chains.flatMap(({ contracts: list }) => {
      const plan = list[depth];
      return plan ? [{ plan, parent: depth > 0 ? list[depth - 1] : undefined }] : [];
    });
    for (const batch of chunk(level, 500)) {
      const rows = await db
        .insert(contracts)
        .values(
          batch.map(({ plan, parent }) => ({
            ...plan.row,
            parentId: parent ? (ids.get(parent) ?? null) : null,
          })),
        )
        .returning({ id: contracts.id });
      batch.forEach(({ plan }, index) => {
        const id = rows[index]?.id;
        if (id !== undefined) {
          ids.set(plan, id);
          all.push(plan);
        }
      });
    }
  }
  await db.execute(sql`select setval('contract_number_seq', ${number})`);

  const children = <T>(pick: (plan: PlannedContract, id: number) => T[]) =>
    all.flatMap((plan) => pick(plan, ids.get(plan) ?? 0));
  const by = { createdBy: author.id };
  await insertAll(
    db,
    contractTransactions,
    children((p, id) =>
      p.transactions.map((t) => ({
        ...t,
        ...by,
        contractId: id,
        retractedBy: t.retractedAt ? author.id : null,
      })),
    ),
  );
  await insertAll(
    db,
    contractFees,
    children((p, id) => p.fees.map((f) => ({ ...f, ...by, contractId: id }))),
  );
  await insertAll(
    db,
    contractNotes,
    children((p, id) => p.notes.map((n) => ({ ...n, ...by, contractId: id, automatic: true }))),
  );
  await insertAll(
    db,
    contractActionLog,
    children((p, id) => p.actions.map((a) => ({ ...a, ...by, contractId: id }))),
  );
  await insertAll(
    db,
    contractValueAdjustments,
    children((p, id) => p.adjustments.map((a) => ({ ...a, ...by, contractId: id }))),
  );
  const storageOfBranch = new Map(
    (await db.select().from(storages)).map((row) => [row.branchId, row.id] as const),
  );
  // One statement for every asset's outcome: an UPDATE per asset is slow on the embedded database.
  // The asset was valued just before its first contract was written, and last changed by its
  // chain's last event.
  const outcomes = chains.flatMap((chain, index) => {
    const asset = pool[index];
    const first = chain.contracts[0]?.row;
    if (!asset || !first) {
      return [];
    }
    const stored = chain.asset.status !== 'PENDING';
    const storageId = stored
      ? (asset.storageId ?? storageOfBranch.get(asset.branchId ?? 0) ?? null)
      : null;
    const createdAt = new Date(first.createdAt.getTime() - 20 * 60_000);
    const lastDay = chain.asset.releasedOn ?? chain.asset.storedOn;
    const lastChange = lastDay ? new Date(`${lastDay}T16:00:00+07:00`) : createdAt;
    const modifiedAt = new Date(
      Math.min(Math.max(lastChange.getTime(), createdAt.getTime()), options.now.getTime()),
    );
    return [
      {
        id: asset.id,
        ...chain.asset,
        storageId,
        createdAt: createdAt.toISOString(),
        modifiedAt: modifiedAt.toISOString(),
      },
    ];
  });
  for (const batch of chunk(outcomes, 1_000)) {
    const column = <K extends keyof (typeof batch)[number]>(key: K) =>
      JSON.stringify(batch.map((row) => row[key]));
    await db.execute(sql`
      update assets set status = o.status, stored_on = o.stored_on::date, released_on = o.released_on::date,
        storage_id = o.storage_id, liquidized_on = null, created_at = o.created_at::timestamptz,
        modified_at = o.modified_at::timestamptz
      from (
        select * from unnest(
          array(select json_array_elements_text(${column('id')}::json)::int),
          array(select json_array_elements_text(${column('status')}::json)),
          array(select json_array_elements(${column('storedOn')}::json) #>> '{}'),
          array(select json_array_elements(${column('releasedOn')}::json) #>> '{}'),
          array(select (json_array_elements(${column('storageId')}::json) #>> '{}')::int),
          array(select json_array_elements_text(${column('createdAt')}::json)),
          array(select json_array_elements_text(${column('modifiedAt')}::json))
        ) as t(id, status, stored_on, released_on, storage_id, created_at, modified_at)
      ) o
      where assets.id = o.id`);
  }
  // A client registers before anything of theirs is valued or pawned.
  await db.execute(sql`
    update clients set created_at = f.first_at - interval '1 day'
    from (
      select client_id, min(created_at) as first_at from (
        select client_id, created_at from contracts
        union all select client_id, created_at from assets where client_id is not null
      ) events group by client_id
    ) f
    where clients.id = f.client_id and clients.created_at > f.first_at - interval '1 day'`);
  // Codes follow creation order, as a live system numbers them; the pool's creation dates moved.
  await db.execute(sql`update assets set code = 'renumbering-' || id`);
  await db.execute(sql`
    update assets set code = asset_code(n.rank)
    from (select id, row_number() over (order by created_at, id) as rank from assets) n
    where assets.id = n.id`);
  if (options.storage) {
    await seedContractDocuments(
      db,
      options.storage,
      all.slice(0, 40).map((plan) => ids.get(plan) ?? 0),
      author.id,
      options.now,
    );
  }
  return { contracts: all.length };
}

async function insertAll<T extends Parameters<DbOrTx['insert']>[0]>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
) {
  for (const batch of chunk(rows, 1_000)) {
    await db.insert(table).values(batch);
  }
}

/** A signed-contract PDF and an asset photo on the first contracts, stored like uploads. */
async function seedContractDocuments(
  db: DbOrTx,
  storage: FileStorage,
  contractIds: number[],
  authorId: number,
  now: Date,
) {
  const pdf = demoPdf();
  const rows: (typeof documents.$inferInsert)[] = [];
  for (const contractId of contractIds) {
    for (const file of [
      { typeId: 4, fileName: 'hop-dong-da-ky.pdf', contentType: 'application/pdf', bytes: pdf },
      { typeId: 3, fileName: 'anh-tai-san.png', contentType: 'image/png', bytes: demoPng },
    ]) {
      const storageKey = newStorageKey('documents', now);
      await storage.put(storageKey, file.bytes);
      rows.push({
        ownerType: 'contract',
        ownerId: contractId,
        typeId: file.typeId,
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        createdBy: authorId,
        createdAt: now,
      });
    }
  }
  await db.insert(documents).values(rows);
}
