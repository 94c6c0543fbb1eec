import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, weightedPicker } from './random';

describe('Random', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('accepts string seeds', () => {
    expect(createRandom('x').next()).toBe(createRandom(hashSeed('x')).next());
  });

  it('keeps next() in [0,1) and int() within bounds', () => {
    const r = createRandom(1);
    for (let i = 0; i < 5000; i++) {
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('reaches both ends of int()', () => {
    const r = createRandom(2);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(r.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('pick() and weightedPick() follow the weights', () => {
    const r = createRandom(3);
    const items = ['a', 'b', 'c'] as const;
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10000; i++) counts[r.weightedPick(items, (x) => (x === 'a' ? 8 : x === 'b' ? 2 : 0))]! += 1;
    expect(counts.c).toBe(0);
    expect(counts.a! / 10000).toBeGreaterThan(0.75);
    expect(counts.a! / 10000).toBeLessThan(0.85);
    expect(items).toContain(r.pick(items));
    expect(() => r.pick([])).toThrow();
  });

  it('weightedPicker() matches the weights', () => {
    const r = createRandom(4);
    const pickOne = weightedPicker([1, 2, 3, 4], (x) => x);
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 20000; i++) counts[pickOne(r)]! += 1;
    expect(counts[4]! / 20000).toBeGreaterThan(0.37);
    expect(counts[4]! / 20000).toBeLessThan(0.43);
    expect(counts[1]! / 20000).toBeGreaterThan(0.08);
    expect(counts[1]! / 20000).toBeLessThan(0.12);
  });

  it('chance(), gaussian(), shuffle(), sample()', () => {
    const r = createRandom(5);
    let hits = 0;
    for (let i = 0; i < 10000; i++) if (r.chance(0.3)) hits++;
    expect(hits / 10000).toBeGreaterThan(0.27);
    expect(hits / 10000).toBeLessThan(0.33);
    let sum = 0;
    for (let i = 0; i < 10000; i++) {
      const g = r.gaussian(10, 2, 5, 15);
      expect(g).toBeGreaterThanOrEqual(5);
      expect(g).toBeLessThanOrEqual(15);
      sum += g;
    }
    expect(sum / 10000).toBeGreaterThan(9.8);
    expect(sum / 10000).toBeLessThan(10.2);
    const list = [1, 2, 3, 4, 5, 6];
    const shuffled = r.shuffle(list);
    expect([...shuffled].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
    const picked = r.sample(list, 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('fork() gives an independent, reproducible stream', () => {
    const a = createRandom(6).fork('hotel', 1).next();
    const b = createRandom(6).fork('hotel', 1).next();
    const c = createRandom(6).fork('hotel', 2).next();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
