'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Price } from '@/features/currency/index';
import { cancelOrder, cancelReasons, createPaymentLink } from '@/features/orders/index';
import type { OrderDetail } from '@/features/orders/schemas';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { vnDateTime } from '@/lib/dates/product-date';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localePath, navigateTo, orderPath } from '@/lib/paths';
import styles from '../checkout.module.css';
import { checkoutOrderKey, orderOfCheckout } from './pending-order-api';

type Props = {
  /** the booking request's (hotel, flight) or combo draft's id */
  checkoutId: string;
  /** where "Choose another method" starts again (the hotel, the flight results, the deal) once the unpaid order is cancelled */
  restartHref: string;
  /** what shows when no order of the caller came from this checkout (a request cancelled, or another browser's) */
  fallback: ReactNode;
  /** how the order is read when it is not a checkout's (a deal's unpaid order); `checkoutId` then only keys the cache */
  loadOrder?: (signal?: AbortSignal) => Promise<OrderDetail>;
};

/** The server's message on a Vietnamese page, the catalogue's wording of its code on an English one. */
const errorText = (error: unknown, lang: Lang, fallback: string): string =>
  error instanceof ApiClientError ? (lang === 'vi' && error.message ? error.message : error.messageIn(lang)) : fallback;

const payable = (order: OrderDetail) =>
  order.status === 'pending' && !!order.payment.deadline && Date.parse(order.payment.deadline) > Date.now();

/** "Pay now": a new attempt with the order's method; the gateway, or the order page (bank transfer details, already paid). */
function usePayNow(order: OrderDetail, lang: Lang) {
  return useMutation({
    mutationFn: () => createPaymentLink(order.order_number, null, lang),
    onSuccess: (link) => navigateTo(link.kind === 'redirect' ? link.payment_url : localePath(lang, orderPath(order.order_number))),
  });
}

/** "Choose another method": the unpaid order is cancelled (its rooms or seats go back), then the traveller chooses again. */
function useChooseAnother(order: OrderDetail, restartHref: string) {
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: async (key: string) => {
      const reasons = await cancelReasons(order.product_type);
      return cancelOrder({ order_code: order.order_number, reason_id: reasons.at(-1)?.id ?? 1 }, key);
    },
    onSuccess: () => {
      settle(null);
      navigateTo(restartHref);
    },
    onError: (error: Error) => settle(error),
  });
  const choose = () => {
    const key = begin(`cancel:${order.order_number}`);
    if (key) mutation.mutate(key);
  };
  return { choose, pending: busy || mutation.isPending || mutation.isSuccess, error: mutation.error };
}

/** What an unpaid order keeps for its traveller until its deadline, by product. */
const HELD_TEXT = { hotel: 'hotel', flight: 'flight', combo: 'combo', deal: 'deal', voucher: 'deal' } as const satisfies Record<
  OrderDetail['product_type'],
  string
>;

function PendingOrderCard({ order, restartHref }: { order: OrderDetail; restartHref: string }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const pay = usePayNow(order, lang);
  const another = useChooseAnother(order, restartHref);
  const error = pay.error ?? another.error;
  const working = pay.isPending || pay.isSuccess || another.pending;
  return (
    <section className={styles.card} role="status" aria-labelledby="pending-order-title" data-testid="pending-order">
      <h2 id="pending-order-title">{t('pendingOrder.title')}</h2>
      <p className={styles.muted}>{t(`pendingOrder.text.${HELD_TEXT[order.product_type]}`)}</p>
      <dl className={styles.facts}>
        <dt>{t('pendingOrder.code')}</dt>
        <dd data-testid="pending-order-code">{order.order_number}</dd>
        <dt>{t('pendingOrder.amount')}</dt>
        <dd>
          <Price vnd={order.prices.total_vnd} />
        </dd>
        <dt>{t('pendingOrder.deadline')}</dt>
        <dd>{order.payment.deadline ? vnDateTime(order.payment.deadline) : ''}</dd>
      </dl>
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error, lang, t('pendingOrder.failed'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={another.choose} disabled={working} data-testid="pending-order-another">
          {t('pendingOrder.another')}
        </button>
        <button type="button" className={styles.primary} onClick={() => pay.mutate()} disabled={working} data-testid="pending-order-pay">
          {pay.isPending || pay.isSuccess ? t('pendingOrder.paying') : t('pendingOrder.pay')}
        </button>
      </div>
      <p className={styles.muted}>{t('pendingOrder.anotherHint')}</p>
    </section>
  );
}

/**
 * Back from the gateway (hotel, flight, combo): the checkout's request became an order. While it awaits
 * payment: its code, amount and deadline, "Pay now" (a new attempt) and "Choose another method"; once paid,
 * expired or cancelled: the way to the order. No order of the caller from this checkout: `fallback`.
 */
export function PendingOrder({ checkoutId, restartHref, fallback, loadOrder }: Props) {
  const { t, i18n } = useTranslation('booking');
  const query = useQuery({
    queryKey: checkoutOrderKey(checkoutId),
    queryFn: ({ signal }) => (loadOrder ? loadOrder(signal) : orderOfCheckout(checkoutId, signal)),
    retry: false,
  });
  if (query.isPending) {
    return (
      <section className={styles.card} aria-busy="true" data-testid="pending-order-loading">
        <p className={styles.muted} role="status">
          {t('pendingOrder.loading')}
        </p>
      </section>
    );
  }
  if (query.isError) return <>{fallback}</>;
  const order = query.data;
  if (payable(order)) return <PendingOrderCard order={order} restartHref={restartHref} />;
  return (
    <section className={styles.card} role="status" data-testid="pending-order-done">
      <h2>{t('pendingOrder.doneTitle', { code: order.order_number })}</h2>
      <a className={styles.primary} href={localePath(i18n.language as Lang, orderPath(order.order_number))}>
        {t('pendingOrder.view')}
      </a>
    </section>
  );
}
