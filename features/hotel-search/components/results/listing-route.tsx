import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isLang, type Lang } from '@/lib/i18n/config';
import type { ListingSection } from '../../server/load-listing-page';
import { ListingPage, listingMetadata, type ListingRouteProps } from './listing-page';

export type ListingPageProps = {
  params: Promise<{ lang: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Another page served at some addresses of the section (the hotel page under /khach-san/<cc>/<slug>). */
export type ListingRouteOverride = {
  matches: (slug: string[]) => boolean;
  metadata: (props: ListingRouteProps) => Promise<Metadata>;
  render: (props: ListingRouteProps) => ReactNode;
};

/** generateMetadata and the page component of a listing section's catch-all route. */
export function listingRoute(section: ListingSection, override?: ListingRouteOverride) {
  const routeProps = async ({ params, searchParams }: ListingPageProps): Promise<ListingRouteProps> => {
    const { lang, slug = [] } = await params;
    return { lang: (isLang(lang) ? lang : 'vi') as Lang, section, slug, searchParams: await searchParams };
  };
  return {
    generateMetadata: async (props: ListingPageProps): Promise<Metadata> => {
      const route = await routeProps(props);
      return override?.matches(route.slug) ? override.metadata(route) : listingMetadata(route);
    },
    Page: async (props: ListingPageProps) => {
      const route = await routeProps(props);
      return override?.matches(route.slug) ? override.render(route) : <ListingPage {...route} />;
    },
  };
}
