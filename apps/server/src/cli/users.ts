import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { AppError } from '../errors.ts';
import * as users from '../modules/users/users.service.ts';

const usage = `Manage PawnDesk staff accounts.

  npm run users -- list
  npm run users -- create <username> --password <pw> --first <given names> --last <family name>
                          --branch <code> [--branch <code>…] [--role <key>…] [--superuser]
                          [--extension <3 to 5 digits>]   (default: the next free one from 2001)
  npm run users -- reset-password <username> --password <pw>
  npm run users -- grant <username> <permission>…
  npm run users -- revoke <username> <permission>…
  npm run users -- disable <username> | enable <username>

Uses DATABASE_URL, or the embedded database in DATA_DIR (default ./data; stop the server first,
the embedded database allows one process at a time).`;

async function openExisting(): Promise<Database> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    return openPostgres(env.DATABASE_URL);
  }
  const dir = path.join(env.dataDir, 'pglite');
  if (!existsSync(dir)) {
    throw new users.UsersError(`No database in ${env.dataDir}: run "npm start" once first`);
  }
  return openPglite(dir);
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      branch: { type: 'string', multiple: true },
      role: { type: 'string', multiple: true },
      superuser: { type: 'boolean', default: false },
      extension: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, username, ...rest] = positionals;
  if (values.help || !command) {
    return usage;
  }
  const database = await openExisting();
  try {
    await migrate(database);
    const ctx: users.AdminContext = {
      db: database.db,
      now: () => new Date(),
      requestId: 'cli',
      actor: undefined,
    };
    const need = (value: string | undefined, what: string): string => {
      if (!value) {
        throw new users.UsersError(`Missing ${what}\n\n${usage}`);
      }
      return value;
    };
    switch (command) {
      case 'list': {
        const rows = await users.listUsers(database.db);
        return rows
          .map(
            (row) =>
              `${row.username.padEnd(16)} ${row.extension.padEnd(5)} ${row.isActive ? 'active  ' : 'disabled'} ${row.isSuperuser ? 'superuser ' : ''}${row.permissions.join(', ')}`,
          )
          .join('\n');
      }
      case 'create': {
        const created = await users.createUser(ctx, {
          username: need(username, 'username'),
          password: need(values.password, '--password'),
          firstName: need(values.first, '--first'),
          lastName: need(values.last, '--last'),
          branchCodes: values.branch ?? [],
          roleKeys: values.role ?? [],
          isSuperuser: values.superuser ?? false,
          ...(values.extension === undefined ? {} : { extension: values.extension }),
        });
        return `Created ${username} (id ${created.id}, extension ${created.extension})`;
      }
      case 'reset-password':
        await users.resetPassword(
          ctx,
          need(username, 'username'),
          need(values.password, '--password'),
        );
        return `Password of ${username} reset; every session signed out`;
      case 'grant':
        await users.grantPermissions(ctx, need(username, 'username'), rest);
        return `Granted ${rest.join(', ')} to ${username}`;
      case 'revoke':
        await users.revokePermissions(ctx, need(username, 'username'), rest);
        return `Revoked ${rest.join(', ')} from ${username}`;
      case 'disable':
      case 'enable':
        await users.setActive(ctx, need(username, 'username'), command === 'enable');
        return `${username} ${command}d`;
      default:
        throw new users.UsersError(`Unknown command ${command}\n\n${usage}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((output) => {
    process.stdout.write(`${output}\n`);
  })
  .catch((error: unknown) => {
    const message =
      error instanceof users.UsersError || error instanceof AppError
        ? error.message
        : error instanceof Error
          ? error.stack
          : String(error);
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  });
