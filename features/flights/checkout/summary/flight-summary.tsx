'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { FlightSummaryLeg, PassengerCounts } from '../../schemas';
import styles from '../flight-checkout.module.css';
import { FlightLeg } from './flight-leg';

type Props = PassengerCounts & { legs: readonly FlightSummaryLeg[]; headingLevel?: 'h2' | 'h3' };

/** The booking summary of spec 2.12: the total passengers (by type) and each leg, outbound first. */
export function FlightSummary({ legs, adultCount, childCount, infantCount, headingLevel: Heading = 'h2' }: Props) {
  const { t } = useTranslation('flightCheckout');
  const total = adultCount + childCount + infantCount;
  const parts = [
    t('summary.adults', { count: adultCount }),
    childCount > 0 ? t('summary.children', { count: childCount }) : '',
    infantCount > 0 ? t('summary.infants', { count: infantCount }) : '',
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="flight-summary-title" data-testid="flight-summary">
      <Heading id="flight-summary-title">{t('summary.title')}</Heading>
      <p className={styles.count} data-testid="flight-passenger-count">
        {t('summary.passengers', { count: total })} ({parts.join(', ')})
      </p>
      <ul className={styles.legs}>
        {[...legs]
          .sort((a, b) => a.leg - b.leg)
          .map((leg) => (
            <FlightLeg key={leg.leg} leg={leg} t={t} />
          ))}
      </ul>
    </section>
  );
}
