'use client';

import { useMemo, useState } from 'react';
import { useCurrency } from '@/features/currency/index';
import type { DealDetail } from '@/features/deals/schemas';
import type { FlightOffer } from '@/features/flights/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { addDays, todayIso, toSummaryDate } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { comboCheckoutPath, dealPath } from '@/lib/paths';
import { useComboCalendar, useDealFlights, useSaveComboDraft } from '../api/combo-api';
import { lastDraft, rememberDealPath, rememberDraft } from '../checkout/last-deal';
import { arrivalDayOffset, preferredOutbound } from '../rules/flight-words';
import { comboDayPrice } from '../rules/price';
import type { FlightChoice } from '../schemas';
import { CalendarGrid, monthsOf } from './calendar-grid';
import { OfferList } from './offer-list';
import styles from './combo-builder.module.css';

const choiceOf = (offer: FlightOffer | undefined): FlightChoice | null =>
  offer?.fares[0] ? { flightId: offer.id, fareClassId: offer.fares[0].fareClassId } : null;
const priceOf = (offers: readonly FlightOffer[], choice: FlightChoice | null) =>
  offers.find((o) => o.id === choice?.flightId)?.fares.find((f) => f.fareClassId === choice?.fareClassId)?.totalPrice ?? null;

/** A combo deal's builder: month calendar of lowest prices, flights, stay, then checkout. */
export function ComboBuilder({ deal, lang }: { deal: DealDetail; lang: Lang }) {
  const { t } = useTranslation('combos');
  const { format } = useCurrency();
  const options = useMemo(() => [...deal.price_deal].sort((a, b) => a.sell_price - b.sell_price), [deal.price_deal]);
  const [origin, setOrigin] = useState<string | null>(deal.flights[0]?.origin ?? null);
  // from the month of the first departure on sale (the book-ahead rule may push it past the window's first month)
  const months = useMemo(
    () => monthsOf(deal.first_departure_date || deal.valid_from, deal.valid_to, todayIso()),
    [deal.first_departure_date, deal.valid_from, deal.valid_to],
  );
  const [monthIndex, setMonthIndex] = useState(0);
  const month = months[monthIndex] ?? null;
  const [day, setDay] = useState<string | null>(null);
  const [outbound, setOutbound] = useState<FlightChoice | null>(null);
  const [inbound, setInbound] = useState<FlightChoice | null>(null);
  const [optionId, setOptionId] = useState<number | null>(options[0]?.id ?? null);
  const option = options.find((o) => o.id === optionId) ?? options[0];
  // with several options the calendar is told which one prices it (its default is the server's choice); a change asks again
  const priceDealId = option && options.length > 1 ? option.id : undefined;
  const calendar = useComboCalendar(
    origin && month && deal.on_sale ? { dealId: deal.id, origin, month, ...(priceDealId ? { priceDealId } : {}) } : null,
  );
  // TanStack v5: a query never started (no origin, no month) is pending too; only a fetch in flight is loading
  const calendarLoading = calendar.isPending && calendar.fetchStatus === 'fetching';
  const flights = useDealFlights(deal.id, origin, day);
  const save = useSaveComboDraft(lang, comboCheckoutPath, (draft) => rememberDraft(deal.id, draft.id));

  const offers = flights.data;
  // the outbound picked for the traveller lands on the check-in day when one does (never silently after midnight)
  const preferred = offers ? preferredOutbound(offers.outbound) : null;
  const out = outbound ?? choiceOf(preferred?.offer);
  const outOffer = offers?.outbound.find((o) => o.id === out?.flightId);
  const lateArrival = outOffer && arrivalDayOffset(outOffer.startDate, outOffer.endDate) > 0 ? outOffer : null;
  const back = inbound ?? choiceOf(offers?.inbound[0]);
  const outPrice = offers ? priceOf(offers.outbound, out) : null;
  const backPrice = offers ? priceOf(offers.inbound, back) : null;
  const price =
    offers && option && outPrice !== null && backPrice !== null && offers.stayPrice !== null
      ? comboDayPrice({
          stay: offers.stayPrice,
          outbound: outPrice,
          inbound: backPrice,
          discountPercent: option.discount_percent,
          adultNumber: offers.adultNumber,
        })
      : null;

  const pickDay = (date: string) => {
    setDay(date);
    setOutbound(null);
    setInbound(null);
  };
  const saveError = save.error instanceof ApiClientError ? save.error.messageIn(lang) : save.error?.message;

  if (!deal.on_sale) return <p className={styles.notice}>{t('builder.notOnSale')}</p>;

  return (
    <section className={styles.builder} aria-labelledby="combo-builder-title" data-testid="combo-builder">
      <h2 id="combo-builder-title" className={styles.title}>
        {t('builder.title')}
      </h2>
      <div className={styles.controls}>
        {deal.flights.length > 0 ? (
          <label className={styles.field}>
            <span>{t('builder.origin')}</span>
            <select
              value={origin ?? ''}
              onChange={(event) => {
                setOrigin(event.target.value);
                setDay(null);
              }}
              data-testid="combo-origin"
            >
              {deal.flights.map((f) => (
                <option key={f.origin} value={f.origin}>
                  {f.origin_city} ({f.origin})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {options.length > 1 ? (
          <label className={styles.field}>
            <span>{deal.name}</span>
            <select
              value={option?.id ?? ''}
              onChange={(event) => {
                setOptionId(Number(event.target.value));
                setDay(null);
              }}
              data-testid="combo-option"
            >
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      {!origin ? (
        <p className={styles.notice} data-testid="combo-no-origin">
          {t('builder.noOrigin')}
        </p>
      ) : month ? (
        <CalendarGrid
          lang={lang}
          month={month}
          calendar={calendar.data ?? null}
          loading={calendarLoading}
          failed={!!calendar.error}
          onRetry={() => void calendar.refetch()}
          selected={day}
          onSelect={pickDay}
          onPrev={monthIndex > 0 ? () => setMonthIndex(monthIndex - 1) : null}
          onNext={monthIndex < months.length - 1 ? () => setMonthIndex(monthIndex + 1) : null}
          validFrom={deal.valid_from}
          validTo={deal.valid_to}
          today={todayIso()}
          bookAheadDays={deal.book_ahead_days}
        />
      ) : (
        <p className={styles.notice}>{t('builder.noDays')}</p>
      )}

      {!day ? (
        <p className={styles.hint}>{t('builder.pickDay')}</p>
      ) : flights.isPending ? (
        <p role="status">{t('builder.flightsLoading')}</p>
      ) : flights.error ? (
        <p role="alert" className={styles.error}>
          {flights.error instanceof ApiClientError ? flights.error.messageIn(lang) : flights.error.message}
        </p>
      ) : offers ? (
        <div className={styles.flights}>
          <OfferList title={t('builder.outbound')} testId="combo-outbound" offers={offers.outbound} chosen={out} onChoose={setOutbound} />
          {!outbound && preferred && !preferred.lateOnly && offers.outbound[0] && preferred.offer.id !== offers.outbound[0].id ? (
            <p className={styles.hint} role="status" data-testid="combo-cheaper-late">
              {t('builder.cheaperLate', {
                time: `${offers.outbound[0].startDate.slice(11, 16)} → ${offers.outbound[0].endDate.slice(11, 16)} (+1)`,
              })}
            </p>
          ) : null}
          {lateArrival ? (
            <p className={styles.lateNote} role="status" data-testid="combo-late-arrival">
              {preferred?.lateOnly ? `${t('builder.lateOnly')} ` : ''}
              {t('builder.lateArrival', {
                time: lateArrival.endDate.slice(11, 16),
                date: toSummaryDate(lateArrival.endDate.slice(0, 10)),
                checkIn: toSummaryDate(day),
              })}
            </p>
          ) : null}
          <OfferList title={t('builder.inbound')} testId="combo-inbound" offers={offers.inbound} chosen={back} onChoose={setInbound} />
          <div className={styles.stay} data-testid="combo-stay">
            <h3>{t('builder.stay')}</h3>
            <p className={styles.hotel}>{deal.hotel.name}</p>
            <p>
              {t('builder.checkIn')}: {toSummaryDate(day)} · {t('builder.checkOut')}: {toSummaryDate(addDays(day, deal.room_nights))} ·{' '}
              {t('builder.nights', { count: deal.room_nights })}
            </p>
            <p>{t('builder.adults', { count: offers.adultNumber })}</p>
          </div>
          <div className={styles.total}>
            {price ? (
              <>
                <span>{t('builder.total')}</span>
                <strong data-testid="combo-total">{format(price.total)}</strong>
                <span className={styles.perAdult}>{t('builder.totalPerAdult', { price: format(price.perAdult) })}</span>
              </>
            ) : (
              <span>{t('builder.unavailable')}</span>
            )}
            <button
              type="button"
              className={styles.primary}
              disabled={!price || !out || !back || !origin || !option || save.saving}
              onClick={() => {
                if (!origin || !option || !out || !back) return;
                rememberDealPath(dealPath(deal));
                save.save(lastDraft(deal.id), {
                  dealId: deal.id,
                  origin,
                  departDate: day,
                  priceDealId: option.id,
                  outbound: out,
                  inbound: back,
                });
              }}
              data-testid="combo-continue"
            >
              {save.saving ? t('builder.saving') : t('builder.continue')}
            </button>
            {saveError ? (
              <p role="alert" className={styles.error}>
                {saveError}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
