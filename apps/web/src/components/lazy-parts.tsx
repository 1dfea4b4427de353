import Spin from 'antd/es/spin';
import { type LazyExoticComponent, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./x.tsx'), 'X')`. The
 * import stays a literal at the call site, so the bundler still splits the module into its own chunk.
 */
/** Any component `React.lazy` accepts (its own constraint, read from its signature). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

export function lazyNamed<M extends Record<K, LazyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Mounts a lazily loaded dialog the first time it opens and keeps it mounted afterwards: its code
 * (forms, pickers, selects) stays out of the screen's first download, and once loaded it still
 * animates closed and keeps its state as an always-mounted dialog would.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A lazily loaded part of a screen (a tab's content, the table or the cards a layout shows): a
 * spinner in its place while its code arrives.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin data-testid="part-loading" />}>{children}</Suspense>;
}
