import { useSyncExternalStore } from 'react';

/** mobile < 768 px, tablet 768–991, desktop ≥ 992 (A§1, SHELL-4). */
export type LayoutMode = 'mobile' | 'tablet' | 'desktop';

const tabletQuery = '(min-width: 768px)';
const desktopQuery = '(min-width: 992px)';

function readMode(): LayoutMode {
  if (window.matchMedia(desktopQuery).matches) {
    return 'desktop';
  }
  return window.matchMedia(tabletQuery).matches ? 'tablet' : 'mobile';
}

function subscribe(listener: () => void): () => void {
  const queries = [window.matchMedia(tabletQuery), window.matchMedia(desktopQuery)];
  for (const query of queries) {
    query.addEventListener('change', listener);
  }
  return () => {
    for (const query of queries) {
      query.removeEventListener('change', listener);
    }
  };
}

/** Read synchronously (unlike antd's useBreakpoint) so the first paint already has the right layout. */
export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(subscribe, readMode);
}
