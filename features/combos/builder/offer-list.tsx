'use client';

import { useState } from 'react';
import { useCurrency } from '@/features/currency/index';
import type { FlightOffer } from '@/features/flights/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fareLabel } from '../rules/flight-words';
import type { FlightChoice } from '../schemas';
import { ArrivalTime } from './arrival-time';
import styles from './combo-builder.module.css';

const time = (local: string) => local.slice(11, 16);
/** Flights shown before "show more" (a busy route has a dozen a day). */
const FIRST = 5;

/**
 * One way's flights as radio choices at their cheapest fare (arrival marked +1 after midnight), each fare named with
 * its baggage ("Phổ thông tiết kiệm (E) – 7 kg"); the chosen flight offers its other fares in a select.
 */
export function OfferList({
  title,
  testId,
  offers,
  chosen,
  onChoose,
}: {
  title: string;
  testId: string;
  offers: readonly FlightOffer[];
  chosen: FlightChoice | null;
  onChoose: (choice: FlightChoice) => void;
}) {
  const { t } = useTranslation('combos');
  const { format } = useCurrency();
  const [all, setAll] = useState(false);
  const chosenAt = offers.findIndex((o) => o.id === chosen?.flightId);
  const shown = all ? offers : offers.slice(0, Math.max(FIRST, chosenAt + 1));
  return (
    <fieldset className={styles.offers} data-testid={testId}>
      <legend>{title}</legend>
      {offers.length === 0 ? <p>{t('builder.noFlights')}</p> : null}
      {shown.map((offer) => {
        const checked = chosen?.flightId === offer.id;
        const fare = (checked ? offer.fares.find((f) => f.fareClassId === chosen.fareClassId) : null) ?? offer.fares[0]!;
        return (
          <div key={offer.id} className={`${styles.offer} ${checked ? styles.offerChosen : ''}`}>
            <label className={styles.offerPick}>
              <input
                type="radio"
                name={testId}
                checked={checked}
                onChange={() => onChoose({ flightId: offer.id, fareClassId: offer.fares[0]!.fareClassId })}
              />
              <span className={styles.offerMain}>
                <strong>
                  {time(offer.startDate)} → <ArrivalTime startDate={offer.startDate} endDate={offer.endDate} />
                </strong>
                <span>
                  {offer.airlineName} · {offer.flightNumber} · {offer.startPoint}–{offer.endPoint}
                </span>
                <span className={styles.fareName} data-testid="combo-fare-name">
                  {fareLabel(t, fare)}
                </span>
              </span>
              <span className={styles.offerPrice}>{format(fare.totalPrice)}</span>
            </label>
            {checked && offer.fares.length > 1 ? (
              <label className={styles.fareSelect}>
                <span className="visually-hidden">{t('builder.fare')}</span>
                <select
                  value={fare.fareClassId}
                  onChange={(event) => onChoose({ flightId: offer.id, fareClassId: Number(event.target.value) })}
                >
                  {offer.fares.map((f) => (
                    <option key={f.fareClassId} value={f.fareClassId}>
                      {fareLabel(t, f)} · {format(f.totalPrice)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        );
      })}
      {shown.length < offers.length ? (
        <button type="button" className={styles.more} onClick={() => setAll(true)}>
          {t('builder.moreFlights', { count: offers.length - shown.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
