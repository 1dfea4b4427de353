/**
 * A small seeded PRNG (mulberry32) for demo data: the same seed gives the same rows on every
 * machine, so a screenshot, a bug report or a test can point at "the third Honda Vision" and mean it.
 * Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key by weight; weights need not sum to 1. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  /** n decimal digits, leading zeros allowed. */
  digits(n: number): string;
  shuffle<T>(items: readonly T[]): T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) {
      throw new Error('pick from an empty list');
    }
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) {
          return key;
        }
      }
      const last = entries[entries.length - 1];
      if (!last) {
        throw new Error('weighted pick from no weights');
      }
      return last[0];
    },
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(0, index);
        const a = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = a;
      }
      return copy;
    },
  };
}
