'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, useContext, useTransition, type ReactNode, type TransitionStartFunction } from 'react';
import { navigateTo } from '../../listing/full-navigation';
import { listingHref } from '../../listing/listing-query';

type Transition = { isPending: boolean; startTransition: TransitionStartFunction };

const ListingTransitionContext = createContext<Transition | null>(null);

/**
 * Shares one navigation transition across the listing, so a filter, sort or page change anywhere
 * shows the skeleton cards (ListingPending) until the server has rendered the new results.
 */
export function ListingNavigationProvider({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  return <ListingTransitionContext.Provider value={{ isPending, startTransition }}>{children}</ListingTransitionContext.Provider>;
}

export type ListingNavigation = {
  /** the current query string, without "?" */
  query: string;
  isPending: boolean;
  /** the listing address with another query */
  hrefFor: (query: string) => string;
  /** rewrites the query in place: no reload, no scroll */
  replaceQuery: (query: string) => void;
  /** a new history entry rendered by the server (pages, map view) */
  pushQuery: (query: string) => void;
  /** a full page load */
  reloadWithQuery: (query: string) => void;
};

export function useListingNavigation(): ListingNavigation {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [localPending, localStart] = useTransition();
  const shared = useContext(ListingTransitionContext);
  const start = shared?.startTransition ?? localStart;
  const href = (next: string) => listingHref(pathname, next);
  return {
    query,
    isPending: shared?.isPending ?? localPending,
    hrefFor: href,
    replaceQuery: (next) => start(() => router.replace(href(next), { scroll: false })),
    pushQuery: (next) => start(() => router.push(href(next))),
    reloadWithQuery: (next) => navigateTo(href(next)),
  };
}
