'use client';

import { useCurrency } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { Translate } from '@/lib/i18n/translate';
import type { FlightQuote } from '../../schemas';
import styles from '../flight-checkout.module.css';

type Line = { label: string; amount: number; sub?: boolean };

/** Per passenger type: count x (fare + tax + fee + service fee), then each part per passenger. */
function typeLines(quote: FlightQuote, t: Translate): Line[] {
  const types = [
    { count: quote.adt, head: 'breakdown.adults', fare: quote.fareAdt, tax: quote.taxAdt, fee: quote.feeAdt, service: quote.serviceFeeAdt },
    { count: quote.chd, head: 'breakdown.children', fare: quote.fareChd, tax: quote.taxChd, fee: quote.feeChd, service: quote.serviceFeeChd },
    { count: quote.inf, head: 'breakdown.infants', fare: quote.fareInf, tax: quote.taxInf, fee: quote.feeInf, service: quote.serviceFeeInf },
  ];
  return types
    .filter((type) => type.count > 0)
    .flatMap((type) => [
      { label: t(type.head, { count: type.count }), amount: type.count * (type.fare + type.tax + type.fee + type.service) },
      { label: t('breakdown.fare'), amount: type.fare, sub: true },
      { label: t('breakdown.tax'), amount: type.tax, sub: true },
      { label: t('breakdown.fee'), amount: type.fee, sub: true },
      { label: t('breakdown.serviceFee'), amount: type.service, sub: true },
    ]);
}

/**
 * The fare breakdown (spec 2.12, 3): always the server's quote — per passenger type the count and what one
 * passenger pays (fare, tax, fee, service fee, summed over the legs), the tickets, the baggage bought, the total.
 */
export function FareBreakdown({ quote, titleKey = 'breakdown.title' }: { quote: FlightQuote; titleKey?: 'breakdown.title' | 'breakdown.orderTitle' }) {
  const { t } = useTranslation('flightCheckout');
  const { format } = useCurrency();
  return (
    <section className={styles.card} aria-labelledby="fare-breakdown-title" data-testid="fare-breakdown">
      <h2 id="fare-breakdown-title">{t(titleKey)}</h2>
      <dl className={styles.amounts}>
        {typeLines(quote, t).map((line, i) => (
          <div key={i} className={`${styles.amount} ${line.sub ? styles.sub : styles.group}`}>
            <dt>{line.label}</dt>
            <dd>{line.sub ? t('breakdown.perPassenger', { price: format(line.amount) }) : format(line.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.amount} ${styles.group}`}>
          <dt>{t('breakdown.tickets')}</dt>
          <dd data-testid="fare-tickets">{format(quote.ticketPrice)}</dd>
        </div>
        {quote.baggagePrice > 0 ? (
          <div className={styles.amount}>
            <dt>{t('breakdown.baggage')}</dt>
            <dd data-testid="fare-baggage">{format(quote.baggagePrice)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.total}>
        <span>{t('breakdown.total')}</span>
        <span className={styles.totalPrice} data-testid="fare-total">
          {format(quote.totalPrice)}
        </span>
      </p>
      <p className={styles.muted}>{t('breakdown.includes')}</p>
    </section>
  );
}
