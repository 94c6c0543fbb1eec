'use client';

import { useSyncExternalStore } from 'react';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches';
import type { SearchSelection } from './types';

const NONE: SearchSelection[] = [];
const listeners = new Set<() => void>();
// one parsed list per stored text, so the snapshot is stable between renders
let cache: { raw: string | null; list: SearchSelection[] } = { raw: null, list: NONE };

function read(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): no recent searches
  }
}

function write(list: SearchSelection[]): void {
  try {
    if (list.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // full or blocked storage: the search itself goes on
  }
  listeners.forEach((notify) => notify());
}

function snapshot(): SearchSelection[] {
  const raw = read();
  if (raw !== cache.raw) cache = { raw, list: parseRecentSearches(raw) };
  return cache.list;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // another tab searched or cleared
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/** Remembers a search in this browser (called when a search is submitted). */
export function rememberSearch(selection: SearchSelection): void {
  write(addRecentSearch(snapshot(), selection));
}

/** The visitor's recent searches in this browser (none on the server) and a way to clear them. */
export function useRecentSearches(): [SearchSelection[], () => void] {
  const list = useSyncExternalStore(subscribe, snapshot, () => NONE);
  return [list, () => write([])];
}
