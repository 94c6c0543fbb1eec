import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { ContactPage, contactMetadata } from '@/features/content/pages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };
const langOf = async ({ params }: Props): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : 'vi';
};

export const generateMetadata = async (props: Props): Promise<Metadata> => contactMetadata(await langOf(props));

export default async function Page(props: Props) {
  return <ContactPage lang={await langOf(props)} />;
}
