import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagePanel } from '@/components/feedback/message-panel';
import { PaymentResultPage } from '@/features/orders/pages';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { PageWords } from '@/lib/i18n/page-words';

// The gateway's return address: per request, per traveller, never kept.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = getServerT(isLang(lang) ? lang : 'vi', 'orders');
  return { title: t('result.title'), robots: { index: false, follow: false } };
}

/** Spec 2.9 / 4 / 8: the payment (order) lookup by transaction_id. */
export default async function Page({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([params, searchParams]);
  if (!isLang(lang)) notFound();
  const t = getServerT(lang, 'orders');
  // awaited here, so the page is one synchronous tree once its data is read
  const result = await PaymentResultPage({ query });
  return (
    <PageWords lang={lang} namespaces={['orders', 'orderLookup']}>
      <MessagePanel title={t('result.title')}>{result}</MessagePanel>
    </PageWords>
  );
}
