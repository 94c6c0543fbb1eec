/**
 * A small per-process cache with a time to live, for values derived from rarely changing data
 * (exchange rate, destination prices). Concurrent misses share one computation. Not a place for
 * anything that must be consistent across processes: the database stays the source of truth.
 */
export function memoize<K, V>(
  compute: (key: K) => Promise<V>,
  { ttlMs, keyOf = String, maxEntries = 1000 }: { ttlMs: number; keyOf?: (key: K) => string; maxEntries?: number },
) {
  // Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const memoized = (key: K): Promise<V> => {
    const id = keyOf(key);
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && hit.expires > now) return hit.value;
    const value = compute(key);
    entries.delete(id);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(id, { value, expires: now + ttlMs });
    // a failure is not cached
    value.catch(() => entries.delete(id));
    return value;
  };
  memoized.clear = () => entries.clear();
  return memoized;
}
