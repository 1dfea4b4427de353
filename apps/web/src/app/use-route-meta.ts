import { useMatches } from 'react-router';
import { isRecord } from '../lib/is-record.ts';
import { homeMeta, loginRoute, protectedRoutes, type RouteMeta } from './route-table.ts';

const knownMetas: readonly RouteMeta[] = [loginRoute, homeMeta, ...protectedRoutes];

export type RouteHandle = { meta: RouteMeta };

/** Route handles arrive untyped; only rows of the route table count. */
function metaOf(handle: unknown): RouteMeta | undefined {
  return isRecord(handle) ? knownMetas.find((meta) => meta === handle.meta) : undefined;
}

/** The table row of the deepest matched route (its title and header/footer flags). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const meta = metaOf(match.handle);
    if (meta) {
      return meta;
    }
  }
  return undefined;
}
