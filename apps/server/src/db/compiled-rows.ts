import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };

/** The parts of a Drizzle prepared select (node-postgres or PGlite) its row mapping reads. */
type PreparedInternals = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL chunk's decoder: Drizzle keeps it on the object without declaring it (`mapWith`). */
const decoderOfSql = (chunk: SQL) => (chunk as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) {
    return field;
  }
  if (is(field, SQL)) {
    return decoderOfSql(field);
  }
  if (is(field, Subquery)) {
    return decoderOfSql(field._.sql as SQL);
  }
  return decoderOfSql((field as SQL.Aliased).sql);
}

type Step = { path: string[]; index: number; decoder: Decoder };

/**
 * A left-joined object (say `validator`) becomes null when its first column is null and its table
 * may be missing from the join, exactly as Drizzle's `mapResultRow` decides.
 */
type Nullable = { objectName: string; index: number; tableName: string };

/**
 * Compiles a select's row mapping once: what Drizzle's `mapResultRow` works out on every row of
 * every call (which decoder, whether a field is a column, its table's name, by `is()` walks) is
 * decided here, so a row costs only its values. The result is the same object, key for key
 * (`compiled-rows.test.ts` compares them on every prepared view).
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const steps: Step[] = fields.map(({ path, field }, index) => ({
    path,
    index,
    decoder: decoderOf(field),
  }));
  const nullables: Nullable[] = [];
  if (joinsNotNullableMap) {
    const firstOf = new Map<string, Nullable | false>();
    fields.forEach(({ path, field }, index) => {
      if (!is(field, Column) || path.length !== 2) {
        return;
      }
      const [objectName = ''] = path;
      const tableName = getTableName(field.table);
      const seen = firstOf.get(objectName);
      if (seen === undefined) {
        firstOf.set(objectName, { objectName, index, tableName });
      } else if (seen && seen.tableName !== tableName) {
        // Columns of several tables under one name: Drizzle never nulls that object.
        firstOf.set(objectName, false);
      }
    });
    for (const nullable of firstOf.values()) {
      if (nullable && !joinsNotNullableMap[nullable.tableName]) {
        nullables.push(nullable);
      }
    }
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (const { path, index, decoder } of steps) {
      let node = result;
      const last = path.length - 1;
      for (let depth = 0; depth < last; depth += 1) {
        const chunk = path[depth] as string;
        node[chunk] ??= {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[index];
      node[path[last] as string] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { objectName, index } of nullables) {
      if (row[index] === null) {
        result[objectName] = null;
      }
    }
    return result;
  };
}

/**
 * Gives a prepared select the compiled mapping (decisions/0039): Drizzle then hands it the
 * driver's rows instead of mapping each one itself. Returns the statement.
 */
export function withCompiledRows<Statement>(statement: Statement): Statement {
  const internals = statement as PreparedInternals;
  if (internals.fields && !internals.customResultMapper) {
    const mapRow = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
    internals.customResultMapper = (rows) => rows.map(mapRow);
  }
  return statement;
}
