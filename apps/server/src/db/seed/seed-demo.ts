import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { branches, users } from '../schema.ts';
import { demoPassword } from './demo-users.ts';
import { seedAssets } from './seed-assets.ts';
import { seedCashLogs } from './seed-cash-logs.ts';
import { seedClients } from './seed-clients.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedClientDocuments } from './seed-documents.ts';
import { seedLocations } from './seed-locations.ts';
import { seedOrders } from './seed-orders.ts';
import { seedReference } from './seed-reference.ts';
import { seedReminderResults } from './seed-reminder-results.ts';
import { seedRolesAndUsers } from './seed-users.ts';

export { type DemoAccount, demoAccounts, demoPassword } from './demo-users.ts';

export type SeedDemoOptions = {
  /** The demo orders' dates and locks are relative to this instant; defaults to the clock's now. */
  now?: Date;
  /** When given, the first demo clients also get an ID-card PNG and a residence-paper PDF. */
  storage?: FileStorage;
};

/**
 * Seeds reference data, locations, roles, demo users, demo clients (40 with the orders, then
 * 3,000 more with notes and bank accounts), demo orders, 900 demo assets, about 2,300 contracts
 * (on 1,700 more assets), three months of cash log entries with closures and the collector's
 * reminder results on the first past-due clients in ONE
 * transaction, so an interrupted first start leaves an empty database that the next start seeds
 * again, never a half-seeded one.
 *
 * Only for an empty database: the server calls it when there are no users yet. A second run
 * throws before writing anything (it is not an upsert, since silently merging demo rows into a
 * database someone has edited would be worse than refusing).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  // Hash before opening the transaction: argon2 is deliberately slow.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    // A clear message for the usual mistake. Two starts racing past this check are still safe: the
    // unique branch codes make the later transaction fail and roll back whole.
    const [branchCount] = await tx.select({ n: count() }).from(branches);
    const [userCount] = await tx.select({ n: count() }).from(users);
    if ((branchCount?.n ?? 0) > 0 || (userCount?.n ?? 0) > 0) {
      throw new Error(
        'seedDemo: the database already has branches or users; demo data only goes into an empty database',
      );
    }
    await seedReference(tx);
    await seedLocations(tx);
    await seedRolesAndUsers(tx, { passwordHash });
    await seedOrders(tx, { now });
    await seedClients(tx, { now });
    if (options.storage) {
      await seedClientDocuments(tx, options.storage, { now });
    }
    await seedAssets(tx, { now });
    await seedContracts(tx, { now, storage: options.storage });
    await seedCashLogs(tx, { now });
    await seedReminderResults(tx, { now });
  });
}
