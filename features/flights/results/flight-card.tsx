'use client';

import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import { formatFlightDuration } from '../rules/duration';
import type { FlightFare, FlightOffer } from '../schemas';
import { AirlineLogo } from './airline-logo';
import { FareOptions } from './fare-options';
import { clockOf, dayOffset } from './flight-time';
import { displayPrice, type PriceView } from './results-state';
import styles from './flight-card.module.css';

type Props = {
  offer: FlightOffer;
  priceView: PriceView;
  passengers: number;
  busy?: boolean;
  onSelect: (offer: FlightOffer, fare: FlightFare) => void;
};

/** One departure: airline, times, duration, flight number, stops, aircraft, lowest price; "Choose" opens its fares. */
export function FlightCard({ offer, priceView, passengers, busy = false, onSelect }: Props) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  const id = useId();
  const [open, setOpen] = useState(false);
  const lowest = Math.min(...offer.fares.map((fare) => displayPrice(fare, priceView)));
  const overnight = dayOffset(offer.startDate, offer.endDate);
  const [withTax, who] = priceView.split('_') as ['taxFee' | 'noTaxFee', 'one' | 'all'];
  return (
    <article
      className={styles.card}
      data-testid="flight-card"
      data-offer={offer.id}
      data-airline={offer.airline}
      aria-label={`${offer.airlineName} ${offer.flightNumber}`}
    >
      <div className={styles.main}>
        <div className={styles.airline}>
          <AirlineLogo code={offer.airline} name={offer.airlineName} logo={offer.logo} />
          <div>
            <p className={styles.airlineName}>{offer.airlineName}</p>
            <p className={styles.muted} data-testid="flight-number">
              {offer.flightNumber}
            </p>
          </div>
        </div>
        <div className={styles.times}>
          <p className={styles.point}>
            <strong className={styles.clock} data-testid="depart-time">
              {clockOf(offer.startDate)}
            </strong>
            <span className={styles.muted}>{offer.startPoint}</span>
          </p>
          <p className={styles.path}>
            <span data-testid="duration">{formatFlightDuration(offer.duration)}</span>
            <span className={styles.line} aria-hidden="true" />
            <span className={styles.muted}>
              {offer.stops === 0 ? t('card.direct') : t('card.stops', { count: offer.stops })}
              {offer.via ? ` ${t('card.via', { via: offer.via })}` : ''}
            </span>
          </p>
          <p className={styles.point}>
            <strong className={styles.clock} data-testid="arrive-time">
              {clockOf(offer.endDate)}
              {overnight > 0 && <sup className={styles.plus}>+{overnight}</sup>}
            </strong>
            <span className={styles.muted}>{offer.endPoint}</span>
          </p>
        </div>
        <p className={`${styles.muted} ${styles.aircraft}`}>{t('card.aircraft', { aircraft: offer.aircraft })}</p>
        <div className={styles.price}>
          <p className={styles.amount} data-testid="card-price">
            {format(lowest)}
          </p>
          <p className={styles.muted}>
            {who === 'one' ? t('card.perAdult') : t('card.allPassengers', { count: passengers })} ·{' '}
            {t(withTax === 'taxFee' ? 'card.taxIncluded' : 'card.taxExcluded')}
          </p>
          <button
            type="button"
            className={styles.choose}
            aria-expanded={open}
            aria-controls={`${id}-fares`}
            onClick={() => setOpen((o) => !o)}
            data-testid="choose-flight"
          >
            {open ? t('card.hide') : t('card.choose')}
          </button>
        </div>
      </div>
      {open && (
        <FareOptions id={`${id}-fares`} fares={offer.fares} priceView={priceView} busy={busy} onSelect={(fare) => onSelect(offer, fare)} />
      )}
    </article>
  );
}
