'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';
import { PassengerLine } from '../order/flight-order-sections';

/** The pay step's review: the passengers as the server saved them (names as tickets print them, baggage bought) and the contact. */
export function TravellersReview({
  request,
  onEdit,
}: {
  request: Pick<FlightBookingRequest, 'passengers' | 'contact'>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('flightCheckout');
  const seen: Record<string, number> = {};
  return (
    <section className={styles.card} aria-labelledby="flight-review" data-testid="flight-review">
      <h2 id="flight-review">{t('order.review')}</h2>
      <ol className={styles.legs}>
        {request.passengers.map((passenger, i) => {
          seen[passenger.type] = (seen[passenger.type] ?? 0) + 1;
          return <PassengerLine key={i} passenger={passenger} n={seen[passenger.type]!} />;
        })}
      </ol>
      {request.contact ? (
        <p className={styles.muted}>
          {t('order.contact')}: {request.contact.fullName} · {request.contact.email} · {request.contact.phone}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onEdit}>
          {t('actions.edit')}
        </button>
      </div>
    </section>
  );
}
