import type { Clock } from '../plugins/context.ts';

/** A clock tests move by hand. */
export type TestClock = { clock: Clock; set(at: Date | string): void; advance(ms: number): void };

export function testClock(start: Date | string = '2026-11-21T02:00:00Z'): TestClock {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set(at) {
      now = new Date(at);
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
  };
}
