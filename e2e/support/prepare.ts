import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.ts';
import { loadEnv } from '../../apps/server/src/env.ts';
import { diskStorage } from '../../apps/server/src/lib/storage.ts';
import { createUser } from '../../apps/server/src/modules/users/users.service.ts';
import { demoPassword, e2eUsers, phoneUsers } from './accounts.ts';
import { prepareOverdueLoans } from './prepare-overdue.ts';

const env = loadEnv();
const storage = diskStorage(path.join(env.dataDir, 'files'));
const { database } = await openDatabase({
  databaseUrl: undefined,
  dataDir: env.dataDir,
  // The same storage root as the server (server.ts), so the demo documents open in the console.
  seed: (opened) => seedDemo(opened.db, { storage }),
  log: () => {},
});
const ctx = { db: database.db, now: () => new Date(), requestId: 'e2e', actor: undefined };
for (const username of e2eUsers) {
  await createUser(ctx, {
    username,
    password: demoPassword,
    firstName: 'Kiểm thử',
    lastName: 'Nguyễn',
    branchCodes: ['HN01'],
    roleKeys: ['sales'],
    isSuperuser: false,
  });
}
for (const [role, username] of [
  ['sales', phoneUsers.sales],
  ['valuator', phoneUsers.valuator],
  ['sales', phoneUsers.absent],
] as const) {
  await createUser(ctx, {
    username,
    password: demoPassword,
    firstName: role === 'sales' ? 'Gọi Bán Hàng' : 'Gọi Định Giá',
    lastName: 'Kiểm thử',
    branchCodes: ['HN01'],
    roleKeys: [role],
    isSuperuser: false,
  });
}
await prepareOverdueLoans(database, storage);
await database.close();
