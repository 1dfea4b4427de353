/**
 * Reads the server's own OpenAPI document (what `/api/docs/json` serves) into the list of
 * operations the malformed-input walk drives: method, path template, parameters and JSON body.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };

export type Operation = {
  method: string;
  /** `/api/v1/orders/{id}:claim/`, as the document writes it. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation reads one. */
  body?: JsonSchema;
};

type Document = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Inlines `#/components/schemas/…` references, so the walk sees plain schemas. */
function resolver(document: Document) {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 8) {
      return schema;
    }
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? '';
      return resolve(document.components?.schemas?.[name], depth + 1);
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          resolve(value, depth + 1) ?? {},
        ]),
      );
    }
    if (schema.items) {
      out.items = resolve(schema.items, depth + 1);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (list) {
        out[key] = list.map((item) => resolve(item, depth + 1) ?? {});
      }
    }
    return out;
  };
  return resolve;
}

export function operationsOf(document: Document): Operation[] {
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.includes(method)) {
        continue;
      }
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> }
      )?.content;
      const body = resolve(content?.['application/json']?.schema);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema) ?? {},
        })),
        ...(body ? { body } : {}),
      });
    }
  }
  return operations;
}
