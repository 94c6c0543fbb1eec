import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { RoutePage, routeMetadata } from '@/features/flights/pages';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; route: string }> };
const propsOf = async ({ params }: Props): Promise<{ lang: Lang; slug: string }> => {
  const { lang, route } = await params;
  return { lang: isLang(lang) ? lang : 'vi', slug: route };
};

export const generateMetadata = async (props: Props): Promise<Metadata> => routeMetadata(await propsOf(props));

// /ve-may-bay/ha-noi-di-da-nang-han-dad: an indexable route page (unknown route: 404)
export default async function Page(props: Props) {
  const pageProps = await propsOf(props);
  return (
    <PageWords lang={pageProps.lang} namespaces={['flights']}>
      <RoutePage {...pageProps} />
    </PageWords>
  );
}
