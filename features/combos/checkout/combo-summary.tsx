'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { PAY_TERMS_ID, PayTerms } from '@/components/legal/pay-terms';
import { useCurrency } from '@/features/currency/index';
import { toSummaryDate } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { ArrivalTime } from '../builder/arrival-time';
import { fareLabel } from '../rules/flight-words';
import type { ComboLeg, ComboQuote } from '../schemas';
import styles from './combo-checkout.module.css';

function Leg({ leg, lang }: { leg: ComboLeg; lang: Lang }) {
  const { t } = useTranslation('combos');
  const [from, to] = lang === 'vi' ? [leg.startCity, leg.endCity] : [leg.startCityEn, leg.endCityEn];
  return (
    <li className={styles.leg} data-testid={`combo-leg-${leg.leg}`}>
      <strong>{t('checkout.leg', { from: `${from} (${leg.startPoint})`, to: `${to} (${leg.endPoint})` })}</strong>
      <span>
        {toSummaryDate(leg.startDate.slice(0, 10))} {leg.startDate.slice(11, 16)} →{' '}
        <ArrivalTime startDate={leg.startDate} endDate={leg.endDate} /> · {leg.airlineName} {leg.flightNumber}
      </span>
      <span data-testid="combo-leg-fare">
        {fareLabel(t, {
          code: leg.fareCode,
          bookingClass: leg.bookingClass,
          cabinBaggageKg: leg.cabinBaggageKg,
          includedBaggageKg: leg.includedBaggageKg,
        })}
      </span>
    </li>
  );
}

type SummaryProps = {
  quote: ComboQuote;
  lang: Lang;
  /** the purchase answered that the price moved */
  priceChanged: boolean;
  /** the total the traveller saw when pressing "Thanh toán" last */
  paidTotal: number | null;
  paying: boolean;
  payError: string | undefined;
};

/** The checkout's side card: the flights, the stay, the price and the pay button. */
export function ComboSummary({ quote, lang, priceChanged, paidTotal, paying, payError }: SummaryProps) {
  const { t } = useTranslation('combos');
  const { format } = useCurrency();
  return (
    <aside className={styles.side}>
      <section id="combo-summary-card" className={styles.card} aria-labelledby="combo-summary" data-testid="combo-summary">
        <h2 id="combo-summary">{t('checkout.summary')}</h2>
        <h3>{t('checkout.flights')}</h3>
        <ul className={styles.legs}>
          <Leg leg={quote.outbound} lang={lang} />
          <Leg leg={quote.inbound} lang={lang} />
        </ul>
        <h3>{t('checkout.stay')}</h3>
        <p className={styles.hotel}>{lang === 'vi' ? quote.hotel.nameVi : quote.hotel.name}</p>
        <p>{t('checkout.room', { name: lang === 'vi' ? quote.roomType.name : quote.roomType.nameEn })}</p>
        <p data-testid="combo-stay-dates">
          {toSummaryDate(quote.checkIn)} → {toSummaryDate(quote.checkOut)} · {t('builder.nights', { count: quote.nights })} ·{' '}
          {t('builder.adults', { count: quote.adultNumber })}
        </p>
        <h3>{t('checkout.price')}</h3>
        <dl className={styles.prices}>
          <dt>{t('checkout.flightPrice')}</dt>
          <dd>{format(quote.outbound.price + quote.inbound.price)}</dd>
          <dt>{t('checkout.stayPrice')}</dt>
          <dd>{format(quote.stayPrice)}</dd>
          {quote.discount !== 0 ? (
            <>
              <dt>{t('checkout.discount', { percent: quote.discountPercent })}</dt>
              <dd>-{format(quote.discount)}</dd>
            </>
          ) : null}
          <dt className={styles.totalLabel}>{t('checkout.total')}</dt>
          <dd className={styles.total} data-testid="combo-checkout-total">
            {format(quote.total)}
          </dd>
        </dl>
        <p className={styles.perAdult}>{t('checkout.perAdult', { price: format(quote.perAdult) })}</p>
        {priceChanged ? (
          <p role="alert" className={styles.fieldError} data-testid="combo-price-changed">
            {paidTotal !== null && paidTotal !== quote.total
              ? t('checkout.priceChanged', { before: format(paidTotal), after: format(quote.total) })
              : t('checkout.priceUpdated')}
          </p>
        ) : null}
        <PayTerms product="combo" action={t('checkout.pay')} />
        <button type="submit" className={styles.primary} disabled={paying} aria-describedby={PAY_TERMS_ID} data-testid="combo-pay">
          {paying ? t('checkout.paying') : priceChanged ? t('checkout.payNewPrice') : t('checkout.pay')}
        </button>
        {payError && !priceChanged ? (
          <p role="alert" className={styles.fieldError}>
            {payError}
          </p>
        ) : null}
      </section>
    </aside>
  );
}
