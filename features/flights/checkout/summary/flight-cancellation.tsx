'use client';

import { cancellationSentence, cancellationState, deadlineFrom } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';

/** The one cancellation sentence (features/hotels/cancellation.ts) for the request's deadline, judged on the server's clock. */
export function useFlightCancellation(request: Pick<FlightBookingRequest, 'freeCancelUntil' | 'serverTime'>) {
  const { i18n } = useTranslation('flightCheckout');
  const deadline = deadlineFrom(request.freeCancelUntil);
  const now = new Date(request.serverTime);
  return { sentence: cancellationSentence(deadline, i18n.language as Lang, now), free: cancellationState(deadline, now) === 'free' };
}

/** Beside every flight checkout step, as the hotel checkout's card: what cancelling would cost, before paying. */
export function FlightCancellation({ request }: { request: Pick<FlightBookingRequest, 'freeCancelUntil' | 'serverTime'> }) {
  const { t } = useTranslation('flightCheckout');
  const { sentence, free } = useFlightCancellation(request);
  return (
    <section className={styles.card} aria-labelledby="flight-cancellation" data-testid="checkout-cancellation">
      <h2 id="flight-cancellation">{t('order.cancellation')}</h2>
      <p className={free ? styles.free : undefined} data-testid="checkout-cancellation-sentence">
        <strong>{sentence}</strong>
      </p>
    </section>
  );
}
