'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { QueryCache } from './query-cache';

const QueryCacheContext = createContext<QueryCache | null>(null);
// Outside a provider (a component shown on its own) one shared cache serves.
const fallback = new QueryCache();

/** One data cache per app (per test render in component tests). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new QueryCache());
  return <QueryCacheContext.Provider value={cache}>{children}</QueryCacheContext.Provider>;
}

export function useQueryCache(): QueryCache {
  return useContext(QueryCacheContext) ?? fallback;
}
