/**
 * A tiny seeded PRNG (mulberry32) for deterministic seed data and tests.
 * Not for anything security related.
 */

/** 32-bit FNV-1a hash of the parts, used to derive independent seeds ("hotel", 42) -> number. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = `${part}\u0000`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === 'number' ? seed : hashSeed(seed)) >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item, chosen with probability proportional to weight(item) (weights <= 0 never win). */
  weightedPick<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += Math.max(0, weight(item));
    if (total <= 0) return this.pick(items);
    let r = this.next() * total;
    for (const item of items) {
      r -= Math.max(0, weight(item));
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** Approximately normal (Irwin–Hall, sum of 4 uniforms), clamped to [min, max] when given. */
  gaussian(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const z = (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
    return Math.min(max, Math.max(min, mean + z * sd));
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, k));
  }

  /** An independent generator derived from this one's seed and a label; does not advance this one. */
  fork(...label: (string | number)[]): Random {
    return new Random(hashSeed(this.state, ...label));
  }
}

export function createRandom(seed: number | string): Random {
  return new Random(seed);
}

/**
 * Precomputed weighted choice for picking many times from one large list (binary search on the
 * cumulative weights instead of a linear scan per pick).
 */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (rng: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weight(item));
    cumulative.push(total);
  }
  if (items.length === 0 || total <= 0) throw new Error('weightedPicker needs a positive total weight');
  return (rng) => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
