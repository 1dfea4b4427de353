import Spin from 'antd/es/spin';
import { type ReactNode, Suspense, useState } from 'react';

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
