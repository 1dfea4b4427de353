import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';

/**
 * One request of the walk: a valid-looking call with exactly one part made malformed, so the
 * server's checks of that part are what answers. `kind` names the part and the defect; the same
 * kind on the same operation is one "distinct input" whatever role sends it.
 */
export type Variant = {
  kind: string;
  url: string;
  /** A JSON value, or a raw string sent as-is with the JSON content type. */
  body?: { json: unknown } | { raw: string };
};

/** Existing ids the valid parts of a request point at, so a check deep in a use case is reached. */
export type KnownIds = (field: string, path: string) => number | undefined;

const today = '2026-11-21';

const huge = 'x'.repeat(20_000);

/** Text defects: PostgreSQL cannot store NUL; the others are C0 controls a form never sends. */
const textDefects: Record<string, string> = {
  nul: 'a\u0000b',
  control: 'a\u0007b\u001bc',
  'impossible-date': '2024-13-45',
  'feb-30': '2026-02-30',
  huge,
};

const numberDefects: Record<string, number> = {
  'int4-overflow': 2_147_483_648,
  'max-safe': Number.MAX_SAFE_INTEGER,
  huge: 1e300,
  negative: -1,
  fraction: 1.5,
};

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) {
    return schema.type.find((type) => type !== 'null');
  }
  if (schema.type) {
    return schema.type;
  }
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return first ? typeOf(first) : undefined;
}

function isDateSchema(schema: JsonSchema): boolean {
  return schema.format === 'date' || (schema.pattern?.includes('\\d{4}-') ?? false);
}

const textCandidates = ['0912345678', '012345678901', 'Ghi chú thử', 'abc', 'CASH', '1'];

/** A value the schema accepts, as a careful client would send it. */
function validValue(schema: JsonSchema, field: string, path: string, ids: KnownIds): unknown {
  if (schema.enum && schema.enum.length > 0) {
    return schema.enum[0];
  }
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative && !schema.type) {
    return validValue(alternative, field, path, ids);
  }
  switch (typeOf(schema)) {
    case 'string': {
      if (isDateSchema(schema)) {
        return today;
      }
      if (schema.format === 'date-time') {
        return '2026-11-21T03:00:00.000Z';
      }
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const text = textCandidates.find((candidate) => !pattern || pattern.test(candidate)) ?? 'abc';
      return text.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return (
        ids(field, path) ?? Math.max(1, typeof schema.minimum === 'number' ? schema.minimum : 1)
      );
    case 'boolean':
      return true;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0
        ? [validValue(schema.items, field, path, ids)]
        : [];
    case 'object':
      return validObject(schema, path, ids);
    default:
      return null;
  }
}

function validObject(schema: JsonSchema, path: string, ids: KnownIds): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      validValue(property, key, path, ids),
    ]),
  );
}

function wrongType(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'a' };
    default:
      return [1, 2];
  }
}

/** The malformed values of one field: its own kind of defects plus the generic ones. */
function fieldDefects(schema: JsonSchema): [string, unknown][] {
  const defects: [string, unknown][] = [
    ['null', null],
    ['wrong-type', wrongType(schema)],
  ];
  const type = typeOf(schema);
  if (type === 'string') {
    defects.push(...Object.entries(textDefects));
  }
  if (type === 'integer' || type === 'number') {
    defects.push(...Object.entries(numberDefects));
  }
  if (type === 'array') {
    defects.push(['huge-array', Array.from({ length: 2_000 }, (_, index) => index + 1)]);
    defects.push(['int4-overflow-item', [2_147_483_648]]);
    defects.push(['nul-item', ['a\u0000b']]);
  }
  return defects;
}

/** Sets `value` at a dotted path of a copy of `body` (`undefined` removes the field). */
function withField(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy: Record<string, unknown> = { ...body };
  const [head, ...rest] = path;
  if (head === undefined) {
    return copy;
  }
  if (rest.length === 0) {
    if (value === undefined) {
      delete copy[head];
    } else {
      copy[head] = value;
    }
    return copy;
  }
  const inner = copy[head];
  copy[head] = withField(
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : {},
    rest,
    value,
  );
  return copy;
}

function bodyVariants(schema: JsonSchema, base: Record<string, unknown>, url: string): Variant[] {
  const variants: Variant[] = [
    { kind: 'body:array-for-object', url, body: { json: [base] } },
    { kind: 'body:string', url, body: { json: 'text' } },
    { kind: 'body:null', url, body: { raw: 'null' } },
    { kind: 'body:not-json', url, body: { raw: '{"a":' } },
    {
      kind: 'body:__proto__-key',
      url,
      body: { raw: `{"__proto__":{"isSuperuser":true},${JSON.stringify(base).slice(1)}` },
    },
    {
      kind: 'body:constructor-prototype',
      url,
      body: { json: { ...base, constructor: { prototype: { isSuperuser: true } } } },
    },
  ];
  const walk = (object: JsonSchema, prefix: string[], depth: number) => {
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      const path = [...prefix, key];
      const name = path.join('.');
      if (object.required?.includes(key)) {
        variants.push({
          kind: `body.${name}:missing`,
          url,
          body: { json: withField(base, path, undefined) },
        });
      }
      for (const [defect, value] of fieldDefects(property)) {
        variants.push({
          kind: `body.${name}:${defect}`,
          url,
          body: { json: withField(base, path, value) },
        });
      }
      if (typeOf(property) === 'object' && depth < 2) {
        walk(property, path, depth + 1);
      }
    }
  };
  walk(schema, [], 0);
  return variants;
}

const queryDefects: Record<string, string | string[]> = {
  empty: '',
  text: 'abc',
  negative: '-1',
  fraction: '1.5',
  'int4-overflow': '2147483648',
  'beyond-safe': '9007199254740993',
  exponent: '1e400',
  'impossible-date': '2024-13-45',
  'feb-30': '2026-02-30',
  nul: 'a\u0000b',
  control: 'a\u0007b',
  huge: 'x'.repeat(20_000),
  traversal: '../../etc/passwd',
  repeated: ['1', '2'],
};

const pathDefects: Record<string, string> = {
  'int4-overflow': '2147483648',
  'beyond-safe': '9007199254740993',
  'twenty-digits': '99999999999999999999',
  negative: '-1',
  fraction: '1.5',
  text: 'abc',
  traversal: '..%2F..%2F..%2Fetc%2Fpasswd',
  dots: '%2e%2e',
  nul: '1%00',
  'bad-escape': '%E0%A4%A',
  huge: '9'.repeat(5_000),
};

function encodeQuery(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`,
    ),
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function fillPath(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');
}

function queryValue(parameter: Parameter, path: string, ids: KnownIds): string | undefined {
  const value = validValue(parameter.schema, parameter.name, path, ids);
  return value === null || Array.isArray(value) ? undefined : String(value);
}

/** The valid request of an operation and every malformed variant of it, in a fixed order. */
export function variantsOf(operation: Operation, ids: KnownIds): Variant[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(validValue(parameter.schema, parameter.name, operation.path, ids))),
    ]),
  );
  // Only required query parameters in the valid request: the others keep their defaults.
  const baseQuery: Record<string, string> = {};
  for (const parameter of queryParams) {
    const value = queryValue(parameter, operation.path, ids);
    if ((parameter as { required?: boolean }).required && value !== undefined) {
      baseQuery[parameter.name] = value;
    }
  }
  const url = fillPath(operation, pathValues) + encodeQuery(baseQuery);
  const base = operation.body ? validObject(operation.body, operation.path, ids) : undefined;
  const variants: Variant[] = [{ kind: 'valid', url, ...(base ? { body: { json: base } } : {}) }];
  const withBase = (variant: Variant): Variant =>
    base && !variant.body ? { ...variant, body: { json: base } } : variant;

  for (const parameter of pathParams) {
    for (const [defect, value] of Object.entries(pathDefects)) {
      variants.push(
        withBase({
          kind: `path.${parameter.name}:${defect}`,
          url:
            fillPath(operation, { ...pathValues, [parameter.name]: value }) +
            encodeQuery(baseQuery),
        }),
      );
    }
  }
  const pathUrl = fillPath(operation, pathValues);
  for (const parameter of queryParams) {
    for (const [defect, value] of Object.entries(queryDefects)) {
      variants.push(
        withBase({
          kind: `query.${parameter.name}:${defect}`,
          url: pathUrl + encodeQuery({ ...baseQuery, [parameter.name]: value }),
        }),
      );
    }
  }
  if (queryParams.length > 0) {
    variants.push(
      withBase({
        kind: 'query:__proto__',
        url: `${url}${url.includes('?') ? '&' : '?'}__proto__%5BisSuperuser%5D=true&constructor=x`,
      }),
    );
  }
  if (operation.body && base) {
    variants.push(...bodyVariants(operation.body, base, url));
  }
  return variants;
}
