import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/features/hotel-search/server';

import { isLang, type Lang } from '@/lib/i18n/config';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function routeProps({ params, searchParams }: Props) {
  const { lang, slug = [] } = await params;
  return { lang: (isLang(lang) ? lang : 'vi') as Lang, section: 'best-price' as const, slug, searchParams: await searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await routeProps(props);

  return listingMetadata(route);
}

export default async function Page(props: Props) {
  const route = await routeProps(props);

  return <ListingPage {...route} />;
}
