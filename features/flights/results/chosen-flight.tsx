'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import { toSummaryDate } from '@/lib/dates/product-date';
import { formatFlightDuration } from '../rules/duration';
import type { FlightFare, FlightOffer } from '../schemas';
import { AirlineLogo } from './airline-logo';
import { clockOf } from './flight-time';
import styles from './chosen-flight.module.css';

/** The outbound flight and fare a round trip has chosen, with a way back to the outbound list. */
export function ChosenFlight({ offer, fare, onChange }: { offer: FlightOffer; fare: FlightFare | null; onChange: () => void }) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  return (
    <section className={styles.chosen} aria-label={t('results.chosenOutbound')} data-testid="chosen-outbound">
      <p className={styles.title}>{t('results.chosenOutbound')}</p>
      <div className={styles.row}>
        <AirlineLogo code={offer.airline} name={offer.airlineName} logo={offer.logo} />
        <p className={styles.text}>
          <strong>
            {offer.startPoint} {clockOf(offer.startDate)} → {offer.endPoint} {clockOf(offer.endDate)}
          </strong>
          <span>
            {toSummaryDate(offer.startDate.slice(0, 10))} · {offer.flightNumber} · {formatFlightDuration(offer.duration)}
            {fare ? ` · ${t(`card.fareCodes.${fare.code}`)} · ${format(fare.totalPrice)}` : ''}
          </span>
        </p>
        <button type="button" className={styles.change} onClick={onChange} data-testid="change-outbound">
          {t('results.changeOutbound')}
        </button>
      </div>
    </section>
  );
}
