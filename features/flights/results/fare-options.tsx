'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import type { FlightFare } from '../schemas';
import { displayPrice, type PriceView } from './results-state';
import { FareRuleShortLines, FareRulesPanel } from '../fare-rules/fare-rules-panel';
import { FareBreakdown } from './fare-breakdown';
import styles from './fare-options.module.css';

/** Seats left are shown from this many down. */
const FEW_SEATS = 5;

type Props = { id: string; fares: FlightFare[]; priceView: PriceView; busy: boolean; onSelect: (fare: FlightFare) => void };

/** A departure's fare classes: baggage, change and refund in short, seats left when few, the full fare rules, price and its breakdown; one is chosen. */
export function FareOptions({ id, fares, priceView, busy, onSelect }: Props) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  return (
    <ul id={id} className={styles.list} data-testid="fare-options">
      {fares.map((fare) => (
        <li key={fare.fareClassId} className={styles.fare} data-testid="fare-option" data-fare-class={fare.fareClassId}>
          <div className={styles.info}>
            <p className={styles.name}>
              {t(`card.fareCodes.${fare.code}`)} <span className={styles.class}>({fare.bookingClass})</span>
            </p>
            <ul className={styles.facts}>
              <li>{fare.includedBaggageKg > 0 ? t('card.baggage', { kg: fare.includedBaggageKg }) : t('card.noBaggage')}</li>
              <li>{t('card.cabinBaggage', { kg: fare.cabinBaggageKg })}</li>
              <FareRuleShortLines fare={fare} goodClassName={styles.good} />
              {fare.seatsLeft <= FEW_SEATS && (
                <li className={styles.urgent} data-testid="seats-left">
                  {t('card.seatsLeft', { count: fare.seatsLeft })}
                </li>
              )}
            </ul>
            <FareRulesPanel fare={fare} />
          </div>
          <div className={styles.buy}>
            <p className={styles.price} data-testid="fare-price">
              {format(displayPrice(fare, priceView))}
            </p>
            <FareBreakdown fare={fare} />
            <button type="button" className={styles.select} disabled={busy} onClick={() => onSelect(fare)} data-testid="select-fare">
              {t('card.selectFare')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
