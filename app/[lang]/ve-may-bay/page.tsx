import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { FlightsLanding, landingMetadata } from '@/features/flights/pages';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };
const langOf = async (params: Props['params']): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : 'vi';
};

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => landingMetadata(await langOf(params));

// /ve-may-bay: the flight search box, popular routes and suggested destinations
export default async function Page({ params }: Props) {
  const lang = await langOf(params);
  return (
    <PageWords lang={lang} namespaces={['flights']}>
      <FlightsLanding lang={lang} />
    </PageWords>
  );
}
