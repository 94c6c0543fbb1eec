'use client';

import { cancellationSentence, cancellationState, deadlineFrom } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';

/**
 * The order's cancellation as the one sentence of features/hotels/cancellation.ts, with the deadline the order will
 * store and the refund apply (the request's free_cancel_until). A passed deadline is judged on the server's clock of
 * the answer, so the page and the server agree.
 */
export function useStayCancellation(request: BookingRequest) {
  const { i18n } = useTranslation('booking');
  const deadline = deadlineFrom(request.free_cancel_until);
  const now = new Date(request.server_time);
  return {
    sentence: cancellationSentence(deadline, i18n.language as Lang, now),
    free: cancellationState(deadline, now) === 'free',
    // a free line beside a non-refundable one: the order is cancelled whole, so it is non-refundable whole
    mixed: deadline === null && request.rooms.some((room) => room.free_cancel_24h),
  };
}

/** The cancellation card beside every checkout step: what cancelling would cost, before paying. */
export function StayCancellation({ request }: { request: BookingRequest }) {
  const { t } = useTranslation('booking');
  const { sentence, free, mixed } = useStayCancellation(request);
  return (
    <section className={styles.card} aria-labelledby="checkout-cancellation" data-testid="checkout-cancellation">
      <h2 id="checkout-cancellation">{t('cancellation.title')}</h2>
      <p className={free ? styles.success : undefined} data-testid="checkout-cancellation-sentence">
        <strong>{sentence}</strong>
      </p>
      <p className={styles.muted}>{free ? t('cancellation.freeMeans') : t('cancellation.noRefund')}</p>
      {mixed ? <p className={styles.muted}>{t('cancellation.mixed')}</p> : null}
    </section>
  );
}
