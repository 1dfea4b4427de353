import type { z } from 'zod';

/**
 * The API bases as the spec names them (A§7): main API, CRM API, the activity logger, and the
 * document downloads (`<img src>` and the PDF viewer load them, outside the JSON bases).
 */
export const apiBases = {
  A: '/api',
  B: '/crm/api',
  logger: '/logger/api',
  files: '/files',
} as const;
export type ApiBase = keyof typeof apiBases;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint, defined once and read by the server's route, the console's fetcher and the
 * tests' handlers, so a path or a shape cannot drift between them.
 */
export type Endpoint = {
  method: HttpMethod;
  base: ApiBase;
  /**
   * Relative to the base. `{name}` is a numeric path parameter, `{name:string}` any other text (a
   * phone number, a citizen id); a custom verb keeps the spec's colon:
   * `/v2/contracts/finflux-{id}:approve/`.
   */
  path: string;
  /** The query string's schema, when the endpoint reads one. */
  query?: z.ZodType;
  /** The JSON body's schema, when the endpoint reads one. */
  body?: z.ZodType;
  /** The `data` inside the answer's `{data: …}` envelope; absent for file answers. */
  response?: z.ZodType;
};

/** Keeps the literal path and the schemas' types, so params and answers are typed from it. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type ParamName<Token extends string> = Token extends `${infer Name}:string` ? Name : Token;

type ParamNames<Path extends string> = Path extends `${string}{${infer Token}}${infer Rest}`
  ? ParamName<Token> | ParamNames<Rest>
  : never;

/** `{ id: number }` for `/v2/contracts/{id}/`; `{}` for a path without parameters. */
export type PathParams<E extends Endpoint> = { [Name in ParamNames<E['path']>]: number | string };

/** What a successful call answers (the envelope's `data`), as the console reads it. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;

/** What a caller sends as the body: the schema's input side (before defaults and coercion). */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;

const parameter = /\{(\w+)(:string)?\}/g;

/** The absolute URL path of one call: `endpointUrl(contractEndpoints.detail, { id: 7 })`. */
export function endpointUrl<E extends Endpoint>(definition: E, params: PathParams<E>): string {
  const values: Record<string, number | string> = params;
  const path = definition.path.replace(parameter, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter "${name}" for ${definition.path}`);
    }
    return encodeURIComponent(String(value));
  });
  return apiBases[definition.base] + path;
}

/** A path parameter, or a literal colon (a custom verb) outside one. */
const routeToken = /\{(\w+)(:string)?\}|:/g;

/**
 * The base-relative route pattern for Fastify: a literal colon is written `::`, and a numeric
 * parameter gets a pattern so the router knows where it ends before a verb (`:id(^\\d+)::claim`).
 * A string parameter has none: its own schema checks it (`phone-:phone`).
 */
export function routePattern(definition: Endpoint): string {
  return definition.path.replace(routeToken, (_token, name?: string, isString?: string) => {
    if (name === undefined) {
      return '::';
    }
    return isString ? `:${name}` : `:${name}(^\\d+)`;
  });
}

/** The absolute route pattern, base included, for routes registered outside a base's prefix. */
export function fullRoutePattern(definition: Endpoint): string {
  return apiBases[definition.base] + routePattern(definition);
}
