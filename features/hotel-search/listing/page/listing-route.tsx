import 'server-only';
import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import type { Listing } from '@/lib/paths';
import { ListingPage, listingMetadata, type ListingRouteProps } from './listing-page';

type SearchParams = Record<string, string | string[] | undefined>;
export type ListingPageProps<P> = { params: Promise<P & { lang: string }>; searchParams: Promise<SearchParams> };

/**
 * generateMetadata and the page component of one kind of listing; `listingOf` says which listing the
 * route's params name (app/[lang]/khach-san/[place]/page.tsx: the region listing of `place`).
 */
export function listingRoute<P extends object = object>(listingOf: (params: P) => Listing) {
  const routeProps = async ({ params, searchParams }: ListingPageProps<P>): Promise<ListingRouteProps> => {
    const resolved = await params;
    const lang: Lang = isLang(resolved.lang) ? resolved.lang : 'vi';
    return { lang, listing: listingOf(resolved), searchParams: await searchParams };
  };
  return {
    generateMetadata: async (props: ListingPageProps<P>): Promise<Metadata> => listingMetadata(await routeProps(props)),
    Page: async (props: ListingPageProps<P>) => <ListingPage {...await routeProps(props)} />,
  };
}
