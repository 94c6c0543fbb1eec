'use client';

import { cancellationSentence, cancellationState, deadlineFrom } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { feeRefundSentence, refundFeeOfLeg, refundKindOfFees } from '@/features/fares/rules';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';

type Request = Pick<FlightBookingRequest, 'freeCancelUntil' | 'serverTime' | 'legs'>;

/**
 * The one cancellation sentence (features/hotels/cancellation.ts) for the request's deadline, judged on the server's
 * clock; fares that refund for a fee say so with the day of the first flight (rules/refund-kind.ts).
 */
export function useFlightCancellation(request: Request) {
  const { i18n } = useTranslation('flightCheckout');
  const lang = i18n.language as Lang;
  const deadline = deadlineFrom(request.freeCancelUntil);
  const now = new Date(request.serverTime);
  const firstDay = request.legs[0]?.listFlight[0]?.startDate.slice(0, 10);
  const withFee = firstDay ? feeRefundSentence(refundKindOfFees(request.legs.map(refundFeeOfLeg)), firstDay, lang) : null;
  return { sentence: withFee ?? cancellationSentence(deadline, lang, now), free: cancellationState(deadline, now) === 'free' };
}

/** Beside every flight checkout step, as the hotel checkout's card: what cancelling would cost, before paying. */
export function FlightCancellation({ request }: { request: Request }) {
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
