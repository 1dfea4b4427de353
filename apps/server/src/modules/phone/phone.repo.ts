import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function findActiveExtension(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ extension: users.extension, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isActive ? row.extension : undefined;
}
