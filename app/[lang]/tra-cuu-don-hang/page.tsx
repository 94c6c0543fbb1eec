import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderLookup } from '@/features/orders/index';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { PageWords } from '@/lib/i18n/page-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'orders');
  return { title: t('lookup.title'), robots: { index: false, follow: false } };
}

/** Spec 2.9 "find my order" for guests: order code + PIN. */
export default async function Page({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  return (
    <PageWords lang={lang} namespaces={['orders']}>
      <OrderLookup />
    </PageWords>
  );
}
