'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lookupHref } from '../lookup/lookup-href';
import type { OrderStatus } from '../status';
import styles from '../order-page/order-page.module.css';
import type { PublicOutcome } from './result-outcome';

const POLL_MS = 3000;
const POLL_FOR_MS = 30_000;

/** The way to the order lookup, named as its page is. */
function LookupLink() {
  const { t, i18n } = useTranslation('orderLookup');
  return <a href={lookupHref(i18n.language as Lang)}>{t('title')}</a>;
}

/** Spec 8: no transaction_id, or one we do not know: "Transaction not found", then the way to the lookup. */
export function TransactionNotFound() {
  const { t } = useTranslation('orders');
  return (
    <div data-testid="transaction-not-found">
      <p>
        <strong>{t('result.notFound')}</strong>
      </p>
      <p>
        {t('result.notFoundHint')} <LookupLink />
      </p>
    </div>
  );
}

/** A known transaction this browser can neither prove it owns nor read a signed return for: only the lookup. */
export function UnverifiedResult() {
  const { t } = useTranslation('orders');
  return (
    <p data-testid="payment-result-unverified">
      {t('result.unverified')} <LookupLink />
    </p>
  );
}

/** While the gateway's notification has not landed, the server page is read again for a while. */
function useRefreshWhile(waiting: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    const stop = setTimeout(() => clearInterval(timer), POLL_FOR_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [waiting, router]);
}

/**
 * Another browser came back from the gateway with a genuinely signed return (a QR paid in a banking app, a link
 * opened on another device): the outcome and the order code, nothing personal, and the lookup with the code filled in.
 */
export function PublicPaymentResult({
  orderCode,
  outcome,
  orderStatus,
}: {
  orderCode: string;
  outcome: PublicOutcome;
  orderStatus: OrderStatus;
}) {
  const { t, i18n } = useTranslation('orders');
  useRefreshWhile(outcome === 'confirming');
  const said = outcome === 'closed' ? t('result.public.closed', { status: t(`status.${orderStatus}`) }) : t(`result.public.${outcome}`);
  return (
    <section className={styles.card} data-testid="payment-result-public" data-outcome={outcome}>
      <p
        role="status"
        className={outcome === 'paid' ? styles.success : outcome === 'cancelled' || outcome === 'failed' ? styles.error : styles.plain}
      >
        <strong>{said}</strong>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('code')}</dt>
          <dd data-testid="payment-result-code">{orderCode}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('result.public.lookupHint')}</p>
      <a className={styles.primary} href={lookupHref(i18n.language as Lang, orderCode)} data-testid="payment-result-lookup">
        {t('result.public.lookup')}
      </a>
    </section>
  );
}
