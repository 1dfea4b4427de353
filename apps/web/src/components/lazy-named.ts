import { type LazyExoticComponent, lazy } from 'react';

/** Any component `React.lazy` accepts (its own constraint, read from its signature). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./x.tsx'), 'X')`. The
 * import stays a literal at the call site, so the bundler still splits the module into its own chunk.
 * Its own module, free of antd, because the root layout, which /login renders too, uses it.
 */
export function lazyNamed<M extends Record<K, LazyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
