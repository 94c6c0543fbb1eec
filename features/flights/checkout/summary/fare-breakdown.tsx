'use client';

import { useId, useState } from 'react';
import { useCurrency } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Translate } from '@/lib/i18n/translate';
import type { FlightQuote } from '../../schemas';
import styles from '../flight-checkout.module.css';

type Line = { label: string; amount: number; sub?: boolean };

/** Per passenger type: count x (fare + tax + fee + service fee), then each part per passenger. */
function typeLines(quote: FlightQuote, t: Translate): Line[] {
  const types = [
    { count: quote.adt, head: 'breakdown.adults', fare: quote.fareAdt, tax: quote.taxAdt, fee: quote.feeAdt, service: quote.serviceFeeAdt },
    {
      count: quote.chd,
      head: 'breakdown.children',
      fare: quote.fareChd,
      tax: quote.taxChd,
      fee: quote.feeChd,
      service: quote.serviceFeeChd,
    },
    {
      count: quote.inf,
      head: 'breakdown.infants',
      fare: quote.fareInf,
      tax: quote.taxInf,
      fee: quote.feeInf,
      service: quote.serviceFeeInf,
    },
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

type Props = {
  quote: FlightQuote;
  titleKey?: 'breakdown.title' | 'breakdown.orderTitle';
  /** checkout step 1: the baggage on the form, priced from the request's options, before Continue saves it */
  draftBaggage?: number | null;
  /** checkout step 2: the chosen method's fee, charged on top of tickets and baggage */
  paymentFee?: number;
  /** a bar fixed to the bottom of a phone's screen (checkout); the order page keeps the plain card */
  collapsible?: boolean;
};

/**
 * The fare breakdown (spec 2.12, 3): the server's quote — per passenger type the count and what one passenger pays
 * (fare, tax, fee, service fee, summed over the legs), the tickets, the baggage, the total. At step 1 the baggage on
 * the form counts at once (the tickets never change; the server prices the same options on Continue).
 */
export function FareBreakdown({ quote, titleKey = 'breakdown.title', draftBaggage = null, paymentFee = 0, collapsible = false }: Props) {
  const { t } = useTranslation('flightCheckout');
  const { format } = useCurrency();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const baggage = draftBaggage ?? quote.baggagePrice;
  const total = quote.ticketPrice + baggage + paymentFee;
  return (
    <section
      className={`${styles.card} ${collapsible ? styles.breakdown : ''} ${open ? styles.open : ''}`}
      aria-labelledby="fare-breakdown-title"
      data-testid="fare-breakdown"
    >
      {collapsible ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          data-testid="fare-toggle"
        >
          <span>{open ? t('breakdown.hide') : t('breakdown.show')}</span>
          <span className={styles.toggleTotal}>{format(total)}</span>
        </button>
      ) : null}
      <div id={bodyId} className={collapsible ? styles.breakdownBody : undefined}>
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
          {baggage > 0 ? (
            <div className={styles.amount}>
              <dt>{t('breakdown.baggage')}</dt>
              <dd data-testid="fare-baggage">{format(baggage)}</dd>
            </div>
          ) : null}
          {paymentFee > 0 ? (
            <div className={styles.amount}>
              <dt>{t('breakdown.paymentFee')}</dt>
              <dd data-testid="fare-payment-fee">{format(paymentFee)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.total}>
          <span>{t('breakdown.total')}</span>
          <span className={styles.totalPrice} data-testid="fare-total">
            {format(total)}
          </span>
        </p>
        <p className={styles.muted}>{t('breakdown.includes')}</p>
      </div>
    </section>
  );
}
