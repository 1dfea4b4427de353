/**
 * Sign-in throttling: after a few failures within the window, each further failure blocks the key
 * for twice as long as the last, up to a ceiling. Usernames tolerate fewer failures than addresses,
 * because a branch office shares one address. A user's known device (ADR 0008) has its own count,
 * apart from the username's, so strangers cannot spend the user's allowance.
 */
export const throttleWindowMs = 15 * 60 * 1000;
const baseBlockMs = 30 * 1000;
const maxBlockMs = 15 * 60 * 1000;

export const freeFailures = { user: 5, ip: 20, device: 5 } as const;
export type ThrottleScope = keyof typeof freeFailures;

export function throttleKey(scope: ThrottleScope, value: string): string {
  return `${scope}:${value.toLowerCase()}`;
}

/** How long to block after `failures` failures in the window; 0 while still under the allowance. */
export function blockDurationMs(scope: ThrottleScope, failures: number): number {
  const over = failures - freeFailures[scope];
  if (over < 0) {
    return 0;
  }
  return Math.min(maxBlockMs, baseBlockMs * 2 ** over);
}

/** Refresh tokens rotated this recently may be presented once more (two tabs refreshing together). */
export const rotationGraceMs = 30 * 1000;
