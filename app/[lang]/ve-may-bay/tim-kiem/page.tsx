import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { ResultsPage, resultsMetadata } from '@/features/flights/pages';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const propsOf = async ({
  params,
  searchParams,
}: Props): Promise<{ lang: Lang; searchParams: Record<string, string | string[] | undefined> }> => {
  const { lang } = await params;
  return { lang: isLang(lang) ? lang : 'vi', searchParams: await searchParams };
};

export const generateMetadata = async (props: Props): Promise<Metadata> => resultsMetadata(await propsOf(props));

// /ve-may-bay/tim-kiem?ap=HAN.DAD&dt=01-12-2026.05-12-2026&ps=2.0.1&leg=1 (noindex; canonical: the route page)
export default async function Page(props: Props) {
  const pageProps = await propsOf(props);
  return (
    <PageWords lang={pageProps.lang} namespaces={['flights', 'fareRules']}>
      <ResultsPage {...pageProps} />
    </PageWords>
  );
}
