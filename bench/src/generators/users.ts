import { operatingBranches } from '@pawndesk/server/src/db/seed/branch-data.ts';
import { demoPassword } from '@pawndesk/server/src/db/seed/demo-users.ts';
import { hashPassword } from '@pawndesk/server/src/lib/passwords.ts';
import type { SqlClient } from '../lib/sql-client.ts';
import { batches, type GenerateResult, type Generator, textArray } from './types.ts';

const prefix = 'bench';
const digits = 7;
const batchSize = 50_000;

/** Username of generated staff member n (1-based): bench0000001, bench0000002, … */
export function benchUsername(n: number): string {
  return `${prefix}${String(n).padStart(digits, '0')}`;
}

/** The lending branches, the same set the demo users work at (not HO, LVL, GD). */
const branchCodes = operatingBranches.map((branch) => branch.code);

/** Every generated user works at a home branch; every 4th also at the next one. */
export function homeBranchCode(n: number): string {
  return branchCodes[(n - 1) % branchCodes.length] ?? 'HN01';
}

/** One generated user in 50 has left the company (inactive, cannot sign in). */
export function isActiveUser(n: number): boolean {
  return n % 50 !== 0;
}

/** Role per n % 20: sales 8, valuator 4, validator 2, collector 3, accountant 2, head accountant 1. */
const roleCycle = [
  ...Array<string>(8).fill('sales'),
  ...Array<string>(4).fill('valuator'),
  ...Array<string>(2).fill('validator'),
  ...Array<string>(3).fill('collector'),
  ...Array<string>(2).fill('accountant'),
  'headaccountant',
];

const familyNames = [
  'Nguyễn Văn',
  'Nguyễn Thị',
  'Trần Văn',
  'Trần Thị',
  'Lê Văn',
  'Lê Thị',
  'Phạm Văn',
  'Phạm Thị',
  'Hoàng Văn',
  'Huỳnh Thị',
  'Phan Văn',
  'Vũ Thị',
  'Võ Văn',
  'Đặng Thị',
  'Bùi Văn',
  'Đỗ Thị',
  'Hồ Văn',
  'Ngô Thị',
  'Dương Văn',
  'Lý Thị',
];
const givenNames = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Minh',
  'Nam',
  'Nga',
  'Ngọc',
  'Phong',
  'Phương',
  'Quân',
  'Quỳnh',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thành',
  'Trang',
  'Trung',
  'Tuấn',
  'Vy',
  'Yến',
];

// One statement per batch: the users, their role and their branches, numbered by generate_series.
// Data-modifying CTEs see the same snapshot and foreign keys are checked at the end of the
// statement, so the link rows can reference users inserted by the same statement.
const insertBatch = `
with inserted as (
  insert into users (username, password_hash, first_name, last_name, is_active, created_at)
  select '${prefix}' || lpad(n::text, ${digits}, '0'),
         $3::text,
         (${textArray(givenNames)})[1 + n % ${givenNames.length}],
         (${textArray(familyNames)})[1 + (n / ${givenNames.length}) % ${familyNames.length}],
         n % 50 <> 0,
         now() - make_interval(days => n % 1826, secs => n % 86400)
  from generate_series($1::int, $2::int) as n
  order by n
  returning id, substr(username, ${prefix.length + 1})::int as n
),
role_links as (
  insert into user_roles (user_id, role_id)
  select inserted.id, roles.id
  from inserted
  join roles on roles.key = (${textArray(roleCycle)})[1 + inserted.n % ${roleCycle.length}]
  returning 1
),
branch_links as (
  insert into user_branches (user_id, branch_id)
  select inserted.id, branches.id
  from inserted
  cross join lateral unnest(
    case when inserted.n % 4 = 0
      then array[(inserted.n - 1) % ${branchCodes.length}, inserted.n % ${branchCodes.length}]
      else array[(inserted.n - 1) % ${branchCodes.length}]
    end
  ) as pick(slot)
  join branches on branches.code = (${textArray(branchCodes)})[1 + pick.slot]
  returning 1
)
select (select count(*) from inserted)::int as users,
       (select count(*) from role_links)::int as roles,
       (select count(*) from branch_links)::int as branches`;

async function highestGenerated(db: SqlClient): Promise<number> {
  const [row] = await db.query<{ n: number | null }>(
    `select max(substr(username, ${prefix.length + 1})::int) as n
     from users where username ~ '^${prefix}[0-9]{${digits}}$'`,
  );
  return row?.n ?? 0;
}

/** Tops the generated staff up to `count`, all sharing one precomputed argon2 hash of demo1234. */
export async function generate(
  db: SqlClient,
  count: number,
  log: (line: string) => void,
): Promise<GenerateResult> {
  const existing = await highestGenerated(db);
  const inserted = { users: 0, user_roles: 0, user_branches: 0 };
  if (existing >= count) {
    return { existing, total: existing, inserted };
  }
  // Argon2 is slow by design; one hash for everyone keeps generation fast while sign-in still
  // verifies a real argon2id hash with the server's parameters.
  const passwordHash = await hashPassword(demoPassword);
  let loggedAt = performance.now();
  for (const [from, to] of batches(existing + 1, count, batchSize)) {
    const [row] = await db.query<{ users: number; roles: number; branches: number }>(insertBatch, [
      from,
      to,
      passwordHash,
    ]);
    inserted.users += row?.users ?? 0;
    inserted.user_roles += row?.roles ?? 0;
    inserted.user_branches += row?.branches ?? 0;
    if (to === count || performance.now() - loggedAt > 2000) {
      loggedAt = performance.now();
      log(`  users: ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`);
    }
  }
  return { existing, total: count, inserted };
}

export const usersGenerator: Generator = {
  key: 'users',
  description: 'staff users (bench0000001…) with a role and 1–2 branches each',
  defaultCount: 10_000,
  generate,
};
