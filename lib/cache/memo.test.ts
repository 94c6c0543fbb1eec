import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const compute = vi.fn(async (k: string) => `${k}!`);
    const m = memoize(compute, { ttlMs: 1000 });
    expect(await Promise.all([m('a'), m('a')])).toEqual(['a!', 'a!']);
    expect(compute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await m('a');
    expect(compute).toHaveBeenCalledTimes(2);
    await m('b');
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('drops the oldest entry when full', async () => {
    const compute = vi.fn(async (k: string) => k);
    const m = memoize(compute, { ttlMs: 60_000, maxEntries: 2 });
    await m('a');
    await m('b');
    await m('c');
    await m('b');
    expect(compute).toHaveBeenCalledTimes(3);
    await m('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const m = memoize(async () => {
      if (fail) throw new Error('down');
      return 1;
    }, { ttlMs: 60_000 });
    await expect(m('x')).rejects.toThrow('down');
    fail = false;
    await expect(m('x')).resolves.toBe(1);
  });
});
