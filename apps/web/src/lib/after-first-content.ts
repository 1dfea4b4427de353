import type { QueryClient } from '@tanstack/react-query';

/** The longest wait for the screen's data: a slow or stuck request does not hold `run` back. */
export const firstContentLimitMs = 5_000;

/** The browser's idle callback; Safari has none, so there the next task. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `run` once, after the screen's first content: when no query is fetching any more (the
 * screen's data has arrived) and then the browser is idle, or `firstContentLimitMs` after the call
 * whatever is still loading. Code that no screen needs to show itself (the phone's SIP stack) waits
 * here instead of competing with the screen's code and data. Returns the cancel.
 */
export function afterFirstContent(queryClient: QueryClient, run: () => void): () => void {
  let isDone = false;
  let cancelIdle = () => {};
  const finish = () => {
    if (!isDone) {
      isDone = true;
      stopWaiting();
      run();
    }
  };
  const limit = window.setTimeout(finish, firstContentLimitMs);
  const check = () => {
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      cancelIdle = whenIdle(finish);
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  function stopWaiting() {
    unsubscribe();
    window.clearTimeout(limit);
    cancelIdle();
  }
  check();
  return () => {
    isDone = true;
    stopWaiting();
  };
}
