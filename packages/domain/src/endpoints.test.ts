import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { orderListQuery } from './order-api.ts';

/** Every definition of every `*-endpoints.ts`, named `group.name`. */
async function allEndpoints(): Promise<[string, Endpoint][]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter((file) =>
    file.endsWith('-endpoints.ts'),
  );
  const found: [string, Endpoint][] = [];
  for (const file of files) {
    const module: Record<string, Record<string, Endpoint>> = await import(`./${file}`);
    for (const [group, definitions] of Object.entries(module)) {
      for (const [name, definition] of Object.entries(definitions)) {
        found.push([`${group}.${name}`, definition]);
      }
    }
  }
  return found;
}

/** Kinds of schema whose output differs from their input. */
const reshaping = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

/** The paths inside a schema where a value would be reshaped rather than only checked. */
function reshapedAt(schema: z.ZodType, path = '(root)'): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (reshaping.has(def.type)) {
    return [`${path} (${def.type})`];
  }
  const children: [string, unknown][] = [];
  if (def.type === 'object') {
    children.push(...Object.entries(def.shape as Record<string, unknown>));
  }
  for (const key of ['element', 'innerType', 'keyType', 'valueType', 'left', 'right']) {
    if (def[key]) {
      children.push([key, def[key]]);
    }
  }
  for (const key of ['options', 'items']) {
    if (Array.isArray(def[key])) {
      children.push(
        ...(def[key] as unknown[]).map((item, index): [string, unknown] => [
          `${key}[${index}]`,
          item,
        ]),
      );
    }
  }
  return children.flatMap(([key, child]) => reshapedAt(child as z.ZodType, `${path}.${key}`));
}

describe('endpoint definitions', () => {
  it('should give every endpoint a distinct method and path', async () => {
    const routes = (await allEndpoints())
      .filter(
        ([name]) => !['cashLogEndpoints.exportXlsx', 'auditEndpoints.exportXlsx'].includes(name),
      )
      .map(([, definition]) => `${definition.method} ${definition.base} ${definition.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  // The console checks answers in development and tests and passes them through in production
  // (ADR 0010): that is only the same data if a response schema checks without reshaping.
  it('should describe answers with schemas that only check, never transform or default', async () => {
    const reshaped = (await allEndpoints()).flatMap(([name, definition]) =>
      definition.response ? reshapedAt(definition.response).map((at) => `${name}: ${at}`) : [],
    );
    expect(reshaped).toEqual([]);
    // The walk does find reshaping where there is some: a query's defaults and coercions.
    expect(reshapedAt(orderListQuery)).toContain('(root).page (default)');
  });
});
