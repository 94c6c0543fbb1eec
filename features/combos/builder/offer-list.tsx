'use client';

import { useCurrency } from '@/features/currency/index';
import type { FlightOffer } from '@/features/flights/index';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { FlightChoice } from '../schemas';
import styles from './combo-builder.module.css';

const time = (local: string) => local.slice(11, 16);

/** One way's offers as radio choices (each fare class of each flight), the chosen one checked. */
export function OfferList({ title, testId, offers, chosen, onChoose }: { title: string; testId: string; offers: readonly FlightOffer[]; chosen: FlightChoice | null; onChoose: (choice: FlightChoice) => void }) {
  const { t } = useTranslation('combos');
  const { format } = useCurrency();
  return (
    <fieldset className={styles.offers} data-testid={testId}>
      <legend>{title}</legend>
      {offers.length === 0 ? <p>{t('builder.noFlights')}</p> : null}
      {offers.flatMap((offer) =>
        offer.fares.map((fare) => {
          const checked = chosen?.flightId === offer.id && chosen.fareClassId === fare.fareClassId;
          return (
            <label key={`${offer.id}-${fare.fareClassId}`} className={`${styles.offer} ${checked ? styles.offerChosen : ''}`}>
              <input type="radio" name={testId} checked={checked} onChange={() => onChoose({ flightId: offer.id, fareClassId: fare.fareClassId })} />
              <span className={styles.offerMain}>
                <strong>
                  {time(offer.startDate)} → {time(offer.endDate)}
                </strong>
                <span>
                  {offer.airlineName} · {offer.flightNumber} · {offer.startPoint}–{offer.endPoint} · {fare.code}
                </span>
              </span>
              <span className={styles.offerPrice}>{format(fare.totalPrice)}</span>
            </label>
          );
        }),
      )}
    </fieldset>
  );
}
