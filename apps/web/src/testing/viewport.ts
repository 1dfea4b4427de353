import { vi } from 'vitest';

/** Makes `(min-width: Npx)` media queries answer as a window `width` pixels wide would. */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query)?.[1];
    const matches =
      (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
