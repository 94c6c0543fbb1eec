'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Price } from '@/features/currency/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localePath, orderPath } from '@/lib/paths';
import { orderByTransaction } from '../api/orders';
import { errorText } from '../order-page/error-text';
import { toSummaryDate } from '@/lib/dates/product-date';
import { hotelName, orderTitle, voucherName } from '../order-page/order-format';
import { ProductWords } from '../order-page/product-words';
import type { OrderDetail } from '../schemas';
import styles from '../order-page/order-page.module.css';

type Props = {
  transactionId: string;
  /** what the gateway's verified return said, for wording only (result-of.ts) */
  returned: 'cancelled' | 'failed' | null;
};

const POLL_MS = 2000;
const POLL_FOR_MS = 30_000;

/** What the gateway's return said (display only: the order's state comes from the IPN, never from this). */
const GATEWAY_WORDS = { cancelled: 'vnpCancelled', failed: 'vnpFailed' } as const;

/** Spec 4 / 8: an unknown transaction says "Transaction not found" in the page's words, whatever the API's language. */
function failureText(error: unknown, lang: Lang, notFound: string, fallback: string): string {
  if (error instanceof ApiClientError && error.httpStatus === 404) return notFound;
  return errorText(error, lang, fallback);
}

const SUCCESS_STATUSES: readonly string[] = ['paid', 'confirmed', 'completed'];

/**
 * Spec 2.9 / 4: the order of a payment attempt. Loading, then the order when the lookup succeeds, else the
 * response's message. The gateway's server notification may land a moment after the browser: a pending
 * order is re-read every 2 s for about 30 s, then the page says the payment is being confirmed.
 */
export function PaymentResult({ transactionId, returned }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const gateway = returned ? GATEWAY_WORDS[returned] : null;
  const query = useQuery({
    queryKey: ['orders', 'by-transaction', transactionId],
    queryFn: ({ signal }) => orderByTransaction(transactionId, signal),
    retry: false,
    // a payment the gateway already called cancelled or failed will not turn paid by waiting
    refetchInterval: (current) => (current.state.data?.status === 'pending' && !gaveUp && !gateway ? POLL_MS : false),
  });

  if (query.isPending) {
    return (
      <div className={styles.card} aria-busy="true" data-testid="payment-result-loading">
        <p role="status" className={styles.muted}>
          {t('result.loading')}
        </p>
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.card} role="alert" data-testid="payment-result-error">
        <p className={styles.error}>{failureText(query.error, lang, t('result.notFound'), t('result.failed'))}</p>
      </div>
    );
  }
  const order = query.data;
  const orderLink = (
    <a className={styles.primary} href={localePath(lang, orderPath(order.order_number))}>
      {t('result.openOrder')}
    </a>
  );
  if (gateway && order.status === 'pending') {
    return (
      <section className={styles.card} data-testid="payment-result-gateway">
        <p role="alert" className={styles.error}>
          {t(`result.${gateway}`)}
        </p>
        {orderLink}
      </section>
    );
  }
  return (
    <ProductWords product={order.product_type}>
      <ResultOrder order={order} gaveUp={gaveUp} orderLink={orderLink} />
    </ProductWords>
  );
}

/** The order of the attempt, in its product's words: its status, what that means for it, the code, the stay, the total. */
function ResultOrder({ order, gaveUp, orderLink }: { order: OrderDetail; gaveUp: boolean; orderLink: ReactNode }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const pending = order.status === 'pending';
  const paid = SUCCESS_STATUSES.includes(order.status);
  const { voucher } = order.payment;
  return (
    <section className={styles.card} aria-labelledby="result-order" data-testid="payment-result">
      {/* a combo or a voucher deal is named by its deal (a combo's hotel a sub-line: the hotel alone read as a stay) */}
      <h2 id="result-order">
        {order.product_type === 'combo' || order.product_type === 'deal' || !order.hotel
          ? orderTitle(order, lang)
          : hotelName(order.hotel, lang)}
      </h2>
      {order.product_type === 'combo' && order.hotel ? (
        <p className={styles.plain} data-testid="payment-result-hotel">
          {hotelName(order.hotel, lang)}
        </p>
      ) : null}
      <p
        role="status"
        className={SUCCESS_STATUSES.includes(order.status) ? styles.success : styles.plain}
        data-testid="payment-result-status"
        data-status={order.status}
      >
        <strong>{t(`status.${order.status}`)}</strong>
        {pending ? ` — ${gaveUp ? t('result.stillConfirming') : t('result.confirming')}` : ''}
      </p>
      {paid ? (
        <p className={styles.plain} data-testid="payment-result-next">
          {t('result.paid')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('code')}</dt>
          <dd>{order.order_number}</dd>
        </div>
        {order.product_type !== 'flight' && order.check_in && order.check_out ? (
          <div>
            <dt>{t('stay')}</dt>
            <dd>
              {toSummaryDate(order.check_in)} – {toSummaryDate(order.check_out)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('total')}</dt>
          <dd>
            <Price vnd={order.prices.total_vnd} />
          </dd>
        </div>
        {voucher ? (
          <div data-testid="payment-result-voucher">
            <dt>{t('paidByVoucher')}</dt>
            <dd>{voucherName(voucher, lang, t)}</dd>
          </div>
        ) : null}
      </dl>
      {orderLink}
    </section>
  );
}
