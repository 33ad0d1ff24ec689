/*
 * Small deterministic randomness for the synthetic universe (never Math.random: the same seed
 * must give the same data on every machine and run).
 */

/** murmur3's 32-bit finaliser: a bijection on uint32, so distinct inputs stay distinct. */
export function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines two numbers into one well-mixed uint32 (stream ids, days, slots). */
export const mix = (a: number, b: number): number =>
  fmix32((fmix32(a) ^ Math.imul(b >>> 0, 0x9e3779b1)) >>> 0);

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: tiny, fast, and good enough for plausible data. A class: millions are made per seeding. */
class Mulberry32 implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const createRng = (seed: number): Rng => new Mulberry32(seed);

/** Picks by weight; `cumulative` is the running sum of the weights (see cumulativeWeights). */
export function pickWeighted<T>(rng: Rng, items: readonly T[], cumulative: readonly number[]): T {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const target = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  const item = items[lo];
  if (item === undefined) throw new RangeError('pickWeighted on an empty list');
  return item;
}

export const cumulativeWeights = (weights: readonly number[]): number[] => {
  let sum = 0;
  return weights.map((w) => {
    sum += w;
    return sum;
  });
};
