import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagePanel } from '@/components/feedback/message-panel';
import { PaymentResult } from '@/features/orders/index';
import { isLang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { ORDER_LOOKUP_PATH, firstValue, localePath } from '@/lib/paths';
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
  const transactionId = firstValue(query.transaction_id)?.trim();
  return (
    <PageWords lang={lang} namespaces={['orders']}>
      <MessagePanel title={t('result.title')}>
      {transactionId ? (
        <PaymentResult transactionId={transactionId} vnpResponseCode={firstValue(query.vnp_ResponseCode) ?? null} />
      ) : (
        <div data-testid="transaction-not-found">
          <p>
            <strong>{t('result.notFound')}</strong>
          </p>
          <p>
            {t('result.notFoundHint')} <a href={localePath(lang, ORDER_LOOKUP_PATH)}>{t('lookup.title')}</a>
          </p>
        </div>
      )}
      </MessagePanel>
    </PageWords>
  );
}
