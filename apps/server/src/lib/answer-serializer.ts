import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose value is a map of names to schemas, not a schema. */
const schemaMaps = new Set(['properties', 'definitions', '$defs', 'patternProperties']);

/**
 * The JSON schema zod writes for an answer, made fit for fast-json-stringify, which only
 * serializes: `additionalProperties: false` is dropped (fast-json-stringify writes only the
 * declared properties anyway, as zod's strip does, but inside anyOf/oneOf it would test the
 * branches with it and refuse an object carrying an undeclared field), and `X | null` becomes
 * `type: [X, 'null']`, which it writes without running a validator to pick the branch.
 */
export function serializableSchema(node: unknown): unknown {
  if (Array.isArray(node)) {
    return node.map(serializableSchema);
  }
  if (!isSchemaObject(node)) {
    return node;
  }
  const fitted: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if ((keyword === 'additionalProperties' && value === false) || keyword === '$schema') {
      continue;
    }
    fitted[keyword] =
      schemaMaps.has(keyword) && isSchemaObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([name, schema]) => [name, serializableSchema(schema)]),
          )
        : serializableSchema(value);
  }
  const branches = fitted.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(fitted).length === 1) {
    const nullIndex = branches.findIndex(
      (branch) =>
        isSchemaObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1,
    );
    const other: unknown = branches[1 - nullIndex];
    if (
      nullIndex !== -1 &&
      isSchemaObject(other) &&
      typeof other.type === 'string' &&
      !('anyOf' in other || 'oneOf' in other || 'allOf' in other || '$ref' in other)
    ) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return fitted;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) {
    return schema;
  }
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON schema of its
 * zod response schema (the presenter: only declared fields leave the server). Validating every
 * answer with zod at run time cost more than the rest of a small request (decisions/0032).
 *
 * With `checkAnswers` (tests, the in-process server of the console's tests) every answer is also
 * checked with the zod schema, as before (a mismatch is a 500), and the compiled writer's output
 * must equal zod's: a schema the compiler reads differently fails the test that sends it.
 */
export function answerSerializerCompiler(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    const jsonSchema = serializableSchema(
      z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7' }),
    );
    const stringify = fastJsonStringify(jsonSchema as Schema);
    if (!options.checkAnswers) {
      return stringify;
    }
    return (data) => {
      const checked = z.safeEncode(zodSchema, data);
      if (!checked.success) {
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
        throw new Error(
          `The compiled answer of ${method} ${url} differs from its zod schema's: ${written}`,
        );
      }
      return written;
    };
  };
}
