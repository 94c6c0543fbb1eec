import 'server-only';
import type { Metadata } from 'next';
import { ApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { toSummaryDate } from '@/lib/dates/product-date';
import { FLIGHTS_PATH, alternates } from '@/lib/paths';
import { MessagePanel } from '@/components/feedback/message-panel';
import { listAirports, searchFlights } from '../../server/search-entry';
import { flightSearchQuerySchema, type AirportOption, type FlightOffer, type FlightSearchResult } from '../../schemas';
import { airportCity } from '../../search-box/airport-search';
import { FlightSearchBox } from '../../search-box/flight-search-box';
import { routePagePath } from '../../route-page/route-path';
import { directionOf, readResultsState, searchApiQuery } from '../results-state';
import { ResultsScreen } from '../results-screen';
import styles from './results-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;
export type ResultsPageProps = { lang: Lang; searchParams: SearchParams };

type Loaded =
  { ok: true; query: string; result: FlightSearchResult; outbound: FlightOffer | null } | { ok: false; missing: boolean; message: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const addressOf = (searchParams: SearchParams) =>
  new URLSearchParams(Object.entries(searchParams).flatMap(([key, value]) => (first(value) === undefined ? [] : [[key, first(value)!]])));

/**
 * The list the address asks for, searched directly (no HTTP). A search the rules refuse is a readable
 * message (never a 500): "missing params" becomes the friendly "choose your flight" text.
 */
async function loadResults(searchParams: SearchParams, lang: Lang): Promise<Loaded> {
  const state = readResultsState(addressOf(searchParams));
  const direction = directionOf(state);
  const asked = flightSearchQuerySchema.safeParse(Object.fromEntries(searchApiQuery(state, direction)));
  if (!asked.success) return { ok: false, missing: false, message: errorMessage('INVALID_FLIGHT_SEARCH', lang) };
  try {
    let outbound: FlightOffer | null = null;
    if (direction === 1 && state.out) {
      const outboundList = await searchFlights({ ...asked.data, direction: '0', sort: 'price_asc', airlines: undefined, times: undefined });
      outbound = outboundList.flights.find((f) => f.id === state.out?.offerId) ?? null;
    }
    // the return list starts after the outbound lands (the same query the screen asks)
    const query = searchApiQuery(state, direction, outbound?.endDate);
    const result = await searchFlights({ ...asked.data, after: direction === 1 ? outbound?.endDate : undefined });
    return { ok: true, query: query.toString(), result, outbound };
  } catch (error) {
    if (!(error instanceof ApiError) || error.httpStatus >= 500) throw error;
    const missing = error.errorCode === 'FLIGHT_MISSING_PARAMS';
    return { ok: false, missing, message: lang === 'vi' ? error.message : errorMessage(error.errorCode, lang) };
  }
}

const cityOf = (airports: AirportOption[], code: string, lang: Lang) => {
  const airport = airports.find((a) => a.code === code);
  return airport ? airportCity(airport, lang) : code;
};

/** Results are never indexed: their canonical is the route page (or the flights page for a broken search). */
export async function resultsMetadata({ lang, searchParams }: ResultsPageProps): Promise<Metadata> {
  const t = getServerT(lang, 'flights');
  const common = getServerT(lang, 'common');
  const [loaded, airports] = await Promise.all([loadResults(searchParams, lang), listAirports()]);
  const robots = { index: false, follow: true };
  if (!loaded.ok) return { title: `${t('results.errorTitle')} - ${common('brand')}`, robots, alternates: alternates(lang, FLIGHTS_PATH) };
  const { params } = loaded.result;
  const origin = airports.find((a) => a.code === params.originCode);
  const destin = airports.find((a) => a.code === params.destinCode);
  const title = t('results.metaTitle', {
    origin: cityOf(airports, params.originCode, lang),
    destin: cityOf(airports, params.destinCode, lang),
    date: toSummaryDate(params.departDate),
  });
  return {
    title: `${title} - ${common('brand')}`,
    robots,
    alternates: alternates(lang, origin && destin ? routePagePath(origin, destin) : FLIGHTS_PATH),
  };
}

/** /ve-may-bay/tim-kiem?ap&dt&ps&leg: the first list rendered on the server, the rest in the browser. */
export async function ResultsPage({ lang, searchParams }: ResultsPageProps) {
  const t = getServerT(lang, 'flights');
  const [loaded, airports] = await Promise.all([loadResults(searchParams, lang), listAirports()]);
  if (!loaded.ok) {
    return (
      <div className={styles.page}>
        <MessagePanel title={t('results.errorTitle')} role={loaded.missing ? undefined : 'alert'}>
          <p data-testid="flight-search-problem">{loaded.missing ? t('results.missingParams') : loaded.message}</p>
        </MessagePanel>
        <FlightSearchBox lang={lang} airports={airports} variant="listing" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ResultsScreen
        lang={lang}
        initial={{ query: loaded.query, result: loaded.result }}
        initialOutbound={loaded.outbound}
        airports={airports}
      />
    </div>
  );
}
