import { describe, expect, it, vi } from 'vitest';
import { QueryCache } from './query-cache';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueryCache', () => {
  it('shares one request per key and reuses the answer while fresh', async () => {
    const cache = new QueryCache();
    const fn = vi.fn(async () => 'answer');
    const [a, b] = await Promise.all([cache.fetch('k', fn, 1000), cache.fetch('k', fn, 1000)]);
    expect([a, b]).toEqual(['answer', 'answer']);
    expect(await cache.fetch('k', fn, 1000)).toBe('answer');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(cache.peek('k', 1000)).toBe('answer');
    expect(cache.peek('k', 0)).toBeUndefined();
  });

  it('does not keep failures', async () => {
    const cache = new QueryCache();
    const fn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    await expect(cache.fetch('k', fn, 1000)).rejects.toThrow('down');
    expect(await cache.fetch('k', fn, 1000)).toBe('ok');
  });

  it('aborts a pending request once nobody holds it, not while someone does', async () => {
    const cache = new QueryCache();
    let signal: AbortSignal | undefined;
    const pending = cache.fetch('k', (s) => ((signal = s), new Promise<string>(() => {})), 1000);
    void pending;
    const releaseA = cache.hold('k');
    const releaseB = cache.hold('k');
    releaseA();
    await flush();
    expect(signal?.aborted).toBe(false);
    releaseB();
    await flush();
    expect(signal?.aborted).toBe(true);
  });
});
