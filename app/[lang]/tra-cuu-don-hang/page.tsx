import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderLookup } from '@/features/orders/index';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { PageWords } from '@/lib/i18n/page-words';
import { firstValue } from '@/lib/paths';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'orderLookup');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Spec 2.9 "find my order" for guests: order code (?code= from the payment result) + PIN. */
export default async function Page({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  if (!isLang(lang)) notFound();
  return (
    <PageWords lang={lang} namespaces={['orderLookup']}>
      <OrderLookup initialCode={firstValue(query?.code)} />
    </PageWords>
  );
}
