import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { firstValue } from '@/lib/paths';
import { NewsletterResultPage, newsletterMetadata } from '@/features/content/pages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const langOf = async ({ params }: Props): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : 'vi';
};

export const generateMetadata = async (props: Props): Promise<Metadata> => newsletterMetadata(await langOf(props), 'unsubscribe');

// the newsletter mail's link: the token is checked on the server, the page says what happened
export default async function Page(props: Props) {
  const [lang, query] = await Promise.all([langOf(props), props.searchParams]);
  return <NewsletterResultPage lang={lang} action="unsubscribe" token={firstValue(query.token) ?? undefined} />;
}
