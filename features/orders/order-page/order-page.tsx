'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { isPaidStatus } from '../status';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { OrderDetail } from '../schemas';
import { isPayable } from './order-format';
import { InvoiceForm } from './invoice-form';
import { OrderCancellation } from './order-cancellation';
import { notCancellableKey } from './not-cancellable';
import { CancelAction } from './order-actions';
import { HotelAndStay, NextAndTimeline, OrderCode, People, Prices, Refund } from './order-sections';
import { PaymentPanel } from './payment-panel';
import { ProductWords } from './product-words';
import { StatusBanner } from './status-banner';
import styles from './order-page.module.css';
import { useNow } from './use-now';

type Props = {
  order: OrderDetail;
  /** the viewer may cancel it and ask for an invoice (its owner, or the emailed link) */
  canManage: boolean;
  /** the signed order link's token the page was opened with, if any */
  token: string | null;
  /** the built-in sandboxes are on (the bank-transfer simulation link) */
  sandbox: boolean;
  /**
   * Another product's own sections in place of the hotel and its guests (a flight order's legs and passengers:
   * the page passes them in, as flights' checkout already depends on orders through booking).
   */
  productSections?: ReactNode;
};

const POLL_MS = 5000;

/** The statuses an order's viewer can still act on (cancel it, or ask for its invoice). */
const OPEN_STATUSES: readonly OrderDetail['status'][] = ['pending', 'paid', 'confirmed', 'completed'];

/** While the order waits for its payment, the server page is re-read every 5 s so it flips to paid by itself. */
function usePendingRefresh(pending: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [pending, router]);
}

/** Says the new status when it changes under the traveller's eyes (not on the first paint). */
function useStatusAnnouncement(status: OrderDetail['status']): string {
  const { t } = useTranslation('orders');
  const first = useRef(status);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (status !== first.current) setSaid(t('statusChanged', { status: t(`status.${status}`) }));
  }, [status, t]);
  return said;
}

/** The one order page (issue 12 part 4), in its product's words: a hotel stay's, a voucher deal's, a combo's (a flight's come with its sections). */
export function OrderPage(props: Props) {
  return (
    <ProductWords product={props.order.product_type}>
      <OrderPageBody {...props} />
    </ProductWords>
  );
}

/** Status, hotel and stay (or a flight order's legs and passengers), people, prices, payment, what next, actions. */
function OrderPageBody({ order, canManage, token, sandbox, productSections }: Props) {
  const { t } = useTranslation('orders');
  // decided in the browser after the first paint (the server's clock and the browser's may disagree);
  // a 5 s step is enough to take the payment panel away at the deadline
  const now = useNow(POLL_MS);
  usePendingRefresh(order.status === 'pending');
  const announcement = useStatusAnnouncement(order.status);
  const payable = now !== null && isPayable(order, now);
  const open = OPEN_STATUSES.includes(order.status);

  return (
    <div className={styles.page} data-testid="order-page">
      <h1 className={styles.title}>{t('title', { code: order.order_number })}</h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <OrderCode order={order} />
      <StatusBanner order={order} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {payable ? <PaymentPanel order={order} token={token} sandbox={sandbox} /> : null}
          {productSections ?? (
            <>
              <HotelAndStay order={order} />
              <People order={order} />
            </>
          )}
          <NextAndTimeline order={order} />
        </div>
        <div className={styles.side}>
          <Prices order={order} />
          <OrderCancellation order={order} />
          <Refund order={order} />
          {canManage && order.cancellation.allowed ? <CancelAction order={order} token={token} /> : null}
          {canManage && !order.cancellation.allowed && open ? (
            <p className={styles.muted} data-testid="cancel-not-allowed">
              {t(notCancellableKey(order.cancellation.reason) ?? 'cancel.notAllowedStatus')}
            </p>
          ) : null}
          {!canManage && open ? (
            <p className={styles.muted} data-testid="manage-by-link">
              {/* a 0 ₫ order (paid by a voucher) has no VAT invoice to ask for */}
              {t(order.prices.total_vnd > 0 ? 'manageByLink' : 'manageByLinkFree')}
            </p>
          ) : null}
        </div>
      </div>
      {canManage && isPaidStatus(order.status) ? <InvoiceForm order={order} token={token} /> : null}
    </div>
  );
}
