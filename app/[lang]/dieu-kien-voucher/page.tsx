import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { LegalPage, legalMetadata } from '@/features/content/pages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };
const langOf = async ({ params }: Props): Promise<Lang> => {
  const { lang } = await params;
  return isLang(lang) ? lang : 'vi';
};

export const generateMetadata = async (props: Props): Promise<Metadata> => legalMetadata(await langOf(props), 'voucher');

export default async function Page(props: Props) {
  return <LegalPage lang={await langOf(props)} page="voucher" />;
}
