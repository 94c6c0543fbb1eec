'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, useContext, useLayoutEffect, useOptimistic, useRef, useTransition, type ReactNode } from 'react';
import { listingHref, navigateTo } from '@/lib/paths';

/** A new query, or how to build it from the latest one (the one the visitor last asked for). */
type QueryUpdate = string | ((latest: string) => string);

type NavigationState = {
  /** the query the visitor last asked for: the address's, or one still being fetched */
  query: string;
  isPending: boolean;
  navigate: (update: QueryUpdate, mode: 'replace' | 'push') => void;
};

/**
 * The listing's query as the visitor sees it. A change shows at once (a ticked box stays ticked) and
 * the next change builds on it, not on the address, which changes only when the server has answered:
 * two quick clicks ask for both filters, never for the last one alone. Each change starts one router
 * navigation of the whole query; a newer one supersedes the one still in flight.
 */
function useNavigationState(): NavigationState {
  const router = useRouter();
  const pathname = usePathname();
  const urlQuery = useSearchParams().toString();
  const [isPending, startTransition] = useTransition();
  // Shown while the navigation is pending; when it ends (arrived, superseded by the back button, or
  // failed) the address rules again.
  const [query, setAsked] = useOptimistic(urlQuery);
  // Two clicks in one frame: the second must see the first before React renders again.
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);
  const navigate = (update: QueryUpdate, mode: 'replace' | 'push') => {
    const next = typeof update === 'function' ? update(latest.current) : update;
    latest.current = next;
    const href = listingHref(pathname, next);
    startTransition(() => {
      setAsked(next);
      if (mode === 'replace') router.replace(href, { scroll: false });
      else router.push(href);
    });
  };
  return { query, isPending, navigate };
}

const ListingNavigationContext = createContext<NavigationState | null>(null);

/**
 * Shares one navigation state across the listing, so a filter, sort or page change anywhere shows the
 * skeleton cards (ListingPending) until the server has rendered the new results, and every control
 * reads the query the visitor last asked for.
 */
export function ListingNavigationProvider({ children }: { children: ReactNode }) {
  return <ListingNavigationContext.Provider value={useNavigationState()}>{children}</ListingNavigationContext.Provider>;
}

export type ListingNavigation = {
  /** the current query string, without "?": the one last asked for, even while it is being fetched */
  query: string;
  isPending: boolean;
  /** the listing address with another query */
  hrefFor: (query: string) => string;
  /** rewrites the query in place: no reload, no scroll */
  replaceQuery: (update: QueryUpdate) => void;
  /** a new history entry rendered by the server (pages, map view) */
  pushQuery: (update: QueryUpdate) => void;
  /** a full page load */
  reloadWithQuery: (query: string) => void;
};

export function useListingNavigation(): ListingNavigation {
  const pathname = usePathname();
  const local = useNavigationState();
  const state = useContext(ListingNavigationContext) ?? local;
  const href = (next: string) => listingHref(pathname, next);
  return {
    query: state.query,
    isPending: state.isPending,
    hrefFor: href,
    replaceQuery: (update) => state.navigate(update, 'replace'),
    pushQuery: (update) => state.navigate(update, 'push'),
    reloadWithQuery: (next) => navigateTo(href(next)),
  };
}
