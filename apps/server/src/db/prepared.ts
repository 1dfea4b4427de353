import type { DbOrTx } from './client.ts';
import { withCompiledRows } from './compiled-rows.ts';

/**
 * A statement built and named once per database handle: Drizzle then neither rebuilds its SQL
 * (about a tenth of a small request's CPU, decisions/0032) nor does PostgreSQL parse it again on
 * a connection that ran it before, and its rows are mapped by a mapping compiled once
 * (decisions/0039). `build` gets the handle and calls `.prepare(name)`; the name must be unique
 * in the server, as PostgreSQL keys prepared statements by name per connection.
 */
export function preparedOnce<Statement>(
  build: (db: DbOrTx) => Statement,
): (db: DbOrTx) => Statement {
  const statements = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = withCompiledRows(build(db));
      statements.set(db, statement);
    }
    return statement;
  };
}
