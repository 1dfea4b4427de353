import { type Endpoint, endpointUrl, type PathParams } from '@pawndesk/domain/endpoint';

type QueryValue = string | number | boolean;

/** A query string as written, or its fields in order (an array repeats its key). */
export type TestQuery = string | Record<string, QueryValue | readonly QueryValue[]>;

function queryString(query: TestQuery): string {
  if (typeof query === 'string') {
    return query;
  }
  return Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, item]))
    .map(([key, item]) => `${key}=${encodeURIComponent(String(item))}`)
    .join('&');
}

/** A path without parameters may leave them out: `urlOf(contractEndpoints.list)`. */
type UrlArgs<E extends Endpoint> = keyof PathParams<E> extends never
  ? [params?: PathParams<E>, query?: TestQuery]
  : [params: PathParams<E>, query?: TestQuery];

/**
 * The URL a test calls, built from the endpoint's one definition (packages/domain/src/*-endpoints.ts)
 * as the routes and the console build it: `urlOf(contractEndpoints.addNote, { id })`, with an
 * optional query (`urlOf(contractEndpoints.list, {}, { pageSize: 200 })`).
 */
export function urlOf<E extends Endpoint>(definition: E, ...[params, query]: UrlArgs<E>): string {
  const url = endpointUrl(definition, params ?? ({} as PathParams<E>));
  return query === undefined ? url : `${url}?${queryString(query)}`;
}
