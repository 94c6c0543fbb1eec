'use client';

import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refundPolicyText } from '../refund-policy';
import type { OrderDetail } from '../schemas';
import { orderCancellationSentence, orderRefundKind } from './cancellation-sentence';
import styles from './order-page.module.css';
import { useNow } from './use-now';

/** Products whose cancellation follows a deadline (a paid voucher deal or combo is non-refundable and says so in its own words). */
const WITH_DEADLINE: readonly OrderDetail['product_type'][] = ['hotel', 'flight'];

/**
 * The order's cancellation: the one sentence with the deadline the refund decision applies (the order's free_until,
 * as the confirmation email and the cancel dialog say it) and its product's rule. A deadline gone by reads as gone,
 * judged on the browser's clock after the first paint.
 */
export function OrderCancellation({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const now = useNow(60_000);
  if (
    !WITH_DEADLINE.includes(order.product_type) ||
    order.status === 'cancelled' ||
    order.status === 'refunded' ||
    order.status === 'expired'
  )
    return null;
  const { free_until } = order.cancellation;
  return (
    <section className={styles.card} aria-labelledby="order-cancellation" data-testid="order-cancellation">
      <h2 id="order-cancellation">{t('cancel.policyTitle')}</h2>
      <p className={styles.plain} data-testid="order-cancellation-sentence">
        <strong>{orderCancellationSentence(order, lang, now === null ? null : new Date(now))}</strong>
      </p>
      <p className={styles.muted}>{refundPolicyText(order.product_type, free_until, lang, orderRefundKind(order))}</p>
    </section>
  );
}
