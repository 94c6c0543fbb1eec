'use client';

import { useCurrency } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { properNameLang } from '@/lib/i18n/vietnamese';
import type { FlightOrderSummary, FlightPassenger } from '../../schemas';
import styles from '../flight-checkout.module.css';
import { FareBreakdown } from '../summary/fare-breakdown';
import { FlightSummary } from '../summary/flight-summary';

type Props = {
  flight: FlightOrderSummary;
  contact: { full_name: string; email: string; phone: string } | null;
  /** the breakdown sits in the page's side column; false leaves it out */
  withBreakdown?: boolean;
};

const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function PassengerLine({ passenger: p, n }: { passenger: FlightPassenger; n: number }) {
  const { t } = useTranslation('flightCheckout');
  const { format } = useCurrency();
  const facts = [
    p.dateOfBirth ? t('order.born', { date: vnDate(p.dateOfBirth) }) : '',
    p.passportMasked ? t('order.passport', { last: p.passportMasked.slice(-4) }) : '',
  ].filter(Boolean);
  return (
    <li data-testid="order-flight-passenger">
      <span className={styles.muted}>{t(`passengers.${p.type}`, { n })}: </span>
      <strong>
        {t(`titles.${p.title}`)} {p.lastName} {p.firstName}
      </strong>
      {facts.length > 0 ? <span className={styles.muted}> · {facts.join(' · ')}</span> : null}
      <div className={styles.muted}>
        {p.listBaggage.length === 0
          ? p.type === 'infant'
            ? t('passengers.infantBaggage')
            : t('order.noExtraBaggage')
          : `${t('order.extraBaggage')}: ${p.listBaggage
              .map((b) =>
                t('order.baggageItem', {
                  direction: b.leg === 0 ? t('summary.outbound') : t('summary.return'),
                  kg: b.kg,
                  price: format(b.price),
                }),
              )
              .join('; ')}`}
      </div>
    </li>
  );
}

/** A flight order's own sections (order page, lookup): the legs, passengers with their baggage, contact, fares. */
export function FlightOrderSections({ flight, contact, withBreakdown = true }: Props) {
  const { t } = useTranslation('flightCheckout');
  const seen: Record<string, number> = {};
  return (
    <>
      <FlightSummary legs={flight.legs} adultCount={flight.adultCount} childCount={flight.childCount} infantCount={flight.infantCount} />
      <section className={styles.card} aria-labelledby="order-flight-passengers" data-testid="order-flight-passengers">
        <h2 id="order-flight-passengers">{t('order.passengers')}</h2>
        <ol className={styles.legs}>
          {flight.passengers.map((passenger, i) => {
            seen[passenger.type] = (seen[passenger.type] ?? 0) + 1;
            return <PassengerLine key={i} passenger={passenger} n={seen[passenger.type]!} />;
          })}
        </ol>
        {contact ? (
          <>
            <h3>{t('order.contact')}</h3>
            <p className={styles.muted}>
              <span lang={properNameLang(contact.full_name)}>{contact.full_name}</span> · {contact.email} · {contact.phone}
            </p>
          </>
        ) : null}
      </section>
      {withBreakdown ? <FareBreakdown quote={flight.quote} titleKey="breakdown.orderTitle" /> : null}
    </>
  );
}
