'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { todayIso, toProductDate } from '@/lib/dates/product-date';
import { useFlightSearch } from '../api/search';
import type { AirportOption, FlightFare, FlightOffer, FlightSearchResult } from '../schemas';
import { ChosenFlight } from './chosen-flight';
import { FareCalendarStrip } from './fare-calendar-strip';
import { FiltersPanel } from './filters-panel';
import { FlightCard } from './flight-card';
import { FlightCardSkeleton } from './flight-card-skeleton';
import { directionOf, isRoundTrip, readResultsState, resultsQuery, searchApiQuery, toggled, type ResultsState } from './results-state';
import { SortBar } from './sort-bar';
import { SummaryBar } from './summary-bar';
import { useFlightBooking } from './use-flight-booking';
import styles from './results-screen.module.css';

export type ResultsScreenProps = {
  lang: Lang;
  /** the server-rendered list and the API query it answers */
  initial: { query: string; result: FlightSearchResult } | null;
  /** a round trip's chosen outbound departure, when the address names one */
  initialOutbound: FlightOffer | null;
  airports: AirportOption[];
};

const SKELETONS = 4;

/**
 * The results (spec 2.12): summary, fare calendar, filters, sorts and the list; a round trip picks the
 * outbound then the return. Everything lives in the address; the list is fetched again (React Query)
 * when it changes, the previous one staying visible under skeletons.
 */
export function ResultsScreen({ lang, initial, initialOutbound, airports }: ResultsScreenProps) {
  const { t } = useTranslation('flights');
  const urlQuery = useSearchParams().toString();
  // The address the visitor just asked for, shown at once (a ticked box stays ticked) until the router
  // reports it; any other address change (back, forward) wins.
  const [asked, setAsked] = useState<{ from: string; query: string } | null>(null);
  // the router reported it: the address rules again (so going back to `from` later is not mistaken for "not yet")
  if (asked && asked.query === urlQuery) setAsked(null);
  const current = asked && asked.from === urlQuery ? asked.query : urlQuery;
  const state = useMemo(() => readResultsState(new URLSearchParams(current)), [current]);
  /** Pushes a state into the address (shareable; the back button walks the choices). */
  const go = (next: ResultsState) => {
    const query = resultsQuery(next).toString();
    setAsked({ from: urlQuery, query });
    window.history.pushState(null, '', `${window.location.pathname}?${query}`);
  };
  const direction = directionOf(state);
  const roundTrip = isRoundTrip(state);
  // the outbound departure of a round trip, as chosen from the list (or given by the page)
  const [picked, setPicked] = useState<FlightOffer | null>(initialOutbound);
  const knownOutbound = state.out && picked?.id === state.out.offerId ? picked : null;
  const outboundQuery = searchApiQuery({ ...state, airlines: [], times: [], sort: 'price' }, 0).toString();
  const outboundList = useFlightSearch(outboundQuery, null, direction === 1 && !knownOutbound);
  const outbound = knownOutbound ?? (state.out ? (outboundList.data?.flights.find((f) => f.id === state.out?.offerId) ?? null) : null);
  const outboundFare = outbound?.fares.find((f) => f.fareClassId === state.out?.fareClassId) ?? null;
  const query = searchApiQuery(state, direction, outbound?.endDate).toString();
  // the return list waits for the outbound's arrival while the outbound list loads
  const { data, isFetching, isPlaceholderData, error } = useFlightSearch(
    query,
    initial,
    !(direction === 1 && !outbound && outboundList.isLoading),
  );
  const { book, pending, notice } = useFlightBooking(lang);
  // phones: the filters fold under a button
  const [filtersOpen, setFiltersOpen] = useState(false);

  if (!data) {
    if (error) {
      return (
        <div className={styles.notice} role="alert">
          {error.message}
        </div>
      );
    }
    return (
      <div className={styles.list} aria-busy="true" aria-label={t('results.loading')}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <FlightCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const { params } = data;
  const passengers = params.adultCount + params.childCount + params.infantCount;
  const loading = isFetching && isPlaceholderData;

  const onSelect = (offer: FlightOffer, fare: FlightFare) => {
    const legDate = (o: FlightOffer) => o.startDate.slice(0, 10);
    if (roundTrip && direction === 0) {
      setPicked(offer);
      go({ ...state, airlines: [], times: [], out: { offerId: offer.id, fareClassId: fare.fareClassId } });
      window.scrollTo?.({ top: 0 });
      return;
    }
    const counts = { adultCount: params.adultCount, childCount: params.childCount, infantCount: params.infantCount };
    if (direction === 1) {
      // the chosen outbound fare is gone (sold out, or an old link): choose it again first
      if (!outbound || !outboundFare) {
        go({ ...state, out: null, airlines: [], times: [] });
        return;
      }
      book({
        ...counts,
        legs: [
          { leg: 0, fareClassId: outboundFare.fareClassId, departDate: legDate(outbound) },
          { leg: 1, fareClassId: fare.fareClassId, departDate: legDate(offer) },
        ],
        totalPrice: outboundFare.totalPrice + fare.totalPrice,
      });
      return;
    }
    book({ ...counts, legs: [{ leg: 0, fareClassId: fare.fareClassId, departDate: legDate(offer) }], totalPrice: fare.totalPrice });
  };

  const onCalendar = (iso: string) => {
    const day = toProductDate(iso);
    if (direction === 1) {
      go({ ...state, airlines: [], times: [], search: { ...state.search, dt: `${toProductDate(params.departDate)}.${day}` } });
      return;
    }
    const back = params.returnDate && params.returnDate >= iso ? params.returnDate : iso;
    const dt = roundTrip ? `${day}.${toProductDate(back)}` : day;
    go({ ...state, airlines: [], times: [], out: null, search: { ...state.search, dt } });
  };

  const filtersActive = state.airlines.length + state.times.length > 0;
  const clearFilters = () => go({ ...state, airlines: [], times: [] });
  return (
    <div className={styles.screen}>
      <SummaryBar lang={lang} params={params} airports={airports} />
      {direction === 1 && outbound && (
        <ChosenFlight offer={outbound} fare={outboundFare} onChange={() => go({ ...state, out: null, airlines: [], times: [] })} />
      )}
      <FareCalendarStrip
        lang={lang}
        originCode={direction === 0 ? params.originCode : params.destinCode}
        destinCode={direction === 0 ? params.destinCode : params.originCode}
        date={direction === 0 ? params.departDate : (params.returnDate ?? params.departDate)}
        min={direction === 0 ? todayIso() : params.departDate}
        adultCount={params.adultCount}
        childCount={params.childCount}
        infantCount={params.infantCount}
        onPick={onCalendar}
        // the outbound list is the whole day (a return list starts after the outbound lands): its minimum is the day's
        searched={direction === 0 && !isPlaceholderData ? { date: params.departDate, minPrice: data.minPrice } : undefined}
      />
      <div className={styles.body}>
        <aside className={styles.aside}>
          <button
            type="button"
            className={styles.filtersButton}
            aria-expanded={filtersOpen}
            aria-controls="flight-filters"
            onClick={() => setFiltersOpen((o) => !o)}
            data-testid="filters-toggle"
          >
            {t('filters.title')}
            {filtersActive ? ` (${state.airlines.length + state.times.length})` : ''}
          </button>
          <div id="flight-filters" className={filtersOpen ? styles.filtersOpen : styles.filters}>
            <FiltersPanel
              facets={data.facets}
              airlines={state.airlines}
              times={state.times}
              onAirline={(code) => go({ ...state, airlines: toggled(state.airlines, code) })}
              onTime={(bucket) => go({ ...state, times: toggled(state.times, bucket) })}
              onClear={clearFilters}
            />
          </div>
        </aside>
        <section className={styles.main} aria-busy={loading} aria-labelledby="flight-results-title">
          <div className={styles.head}>
            <h1 id="flight-results-title" className={styles.title} data-testid="results-title">
              {t(direction === 1 ? 'results.return' : 'results.outbound')}
            </h1>
            <p className={styles.count} data-testid="results-count">
              {filtersActive
                ? t('results.countOf', { count: data.total, total: data.totalAll })
                : t('results.count', { count: data.total })}
            </p>
          </div>
          <SortBar
            sort={state.sort}
            priceView={state.priceView}
            onSort={(sort) => go({ ...state, sort })}
            onPriceView={(priceView) => go({ ...state, priceView })}
          />
          {notice && (
            <p className={styles.notice} role="alert" data-testid="booking-notice">
              {notice.kind === 'soldOut' ? notice.message || t('results.soldOut') : notice.message || t('results.bookingFailed')}
            </p>
          )}
          {pending && (
            <p className={styles.holding} role="status">
              {t('results.holding')}
            </p>
          )}
          {loading && (
            <div className={styles.list} aria-hidden="true">
              {Array.from({ length: 2 }, (_, i) => (
                <FlightCardSkeleton key={i} />
              ))}
            </div>
          )}
          {data.flights.length === 0 ? (
            <div className={styles.empty} data-testid="flight-empty">
              <p className={styles.emptyTitle}>{t('results.empty')}</p>
              <p>{t('results.emptyHint')}</p>
              {filtersActive && (
                <button type="button" className={styles.emptyClear} onClick={clearFilters}>
                  {t('results.clearFilters')}
                </button>
              )}
            </div>
          ) : (
            <div className={`${styles.list} ${loading ? styles.stale : ''}`} data-testid="flight-list">
              {data.flights.map((offer) => (
                <FlightCard
                  key={offer.id}
                  offer={offer}
                  priceView={state.priceView}
                  passengers={passengers}
                  busy={pending}
                  onSelect={onSelect}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
