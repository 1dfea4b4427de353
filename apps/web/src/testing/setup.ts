import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first test of a file that renders the app also transforms antd and every lazy screen; on a
// busy machine that alone can pass the default 5 s.
// Behaviour tests start the real server (migrating a fresh PGlite) and seed it in their hooks.
vi.setConfig({ testTimeout: 40_000, hookTimeout: 60_000 });
// Lazy screens load through dynamic imports; findBy* must wait for them on a loaded machine too.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these two browser APIs; antd and the layout hook call them on render.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = NoopResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
