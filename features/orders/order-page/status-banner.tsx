'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { OrderDetail } from '../schemas';
import { vnDateTime } from '@/lib/dates/product-date';
import { bannerKey, clock } from './order-format';
import styles from './order-page.module.css';
import { useNow } from './use-now';

const TONE: Record<ReturnType<typeof bannerKey>, string> = {
  pending: styles.bannerPending!,
  paid: styles.bannerPaid!,
  completed: styles.bannerPaid!,
  expired: styles.bannerMuted!,
  cancelled: styles.bannerMuted!,
  refunded: styles.bannerMuted!,
};

/** The time left to pay: the clock ticks each second (hidden from screen readers, which hear the minutes). */
function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('orders');
  const now = useNow(1000);
  const left = now === null ? null : Math.max(0, Date.parse(deadline) - now);
  // not rendered on the server: its clock and the browser's would disagree on the first paint
  if (left === null) return null;
  return (
    <p className={styles.countdown} data-testid="order-countdown">
      <span aria-hidden="true">{t('countdown', { time: clock(left) })}</span>
      <span className="visually-hidden">{t('countdownMinutes', { count: Math.ceil(left / 60_000) })}</span>
    </p>
  );
}

/** What state the order is in, said plainly; a pending order adds its deadline and the time left. */
export function StatusBanner({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const key = bannerKey(order.status);
  const deadline = order.status === 'pending' ? order.payment.deadline : null;
  return (
    <section
      className={`${styles.banner} ${TONE[key]}`}
      aria-labelledby="order-status"
      data-testid="order-status"
      data-status={order.status}
    >
      <h2 id="order-status" className={styles.bannerTitle}>
        {t(`banner.${key}`)}
      </h2>
      {deadline ? (
        <>
          <p className={styles.bannerText}>{t('banner.pendingDeadline', { deadline: vnDateTime(deadline) })}</p>
          <Countdown deadline={deadline} />
        </>
      ) : null}
    </section>
  );
}
