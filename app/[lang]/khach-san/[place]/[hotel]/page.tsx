import type { Metadata } from 'next';
import { HotelDetailPage, hotelDetailMetadata } from '@/features/hotel-detail/pages';
import { isLang } from '@/lib/i18n/config';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; place: string; hotel: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /khach-san/<country code>/<slug of the name>-<id>: a hotel page (`place` is the country code)
async function hotelPageProps({ params, searchParams }: Props) {
  const { lang, place, hotel } = await params;
  return { lang: isLang(lang) ? lang : ('vi' as const), slug: [place, hotel], searchParams: await searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return hotelDetailMetadata(await hotelPageProps(props));
}

export default async function HotelPage(props: Props) {
  const pageProps = await hotelPageProps(props);
  return (
    <PageWords lang={pageProps.lang} namespaces={['searchBox', 'hotelMap']}>
      <HotelDetailPage {...pageProps} />
    </PageWords>
  );
}
