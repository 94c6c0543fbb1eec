import { DEFAULT_FLIGHT_SORT, TIME_BUCKETS, type FlightFare, type FlightSort, type TimeBucket } from '../schemas';
import { sortPrice } from '../rules/sort';

/** The sort choices of the bar; `price` sorts by the price view below. */
export const RESULT_SORTS = ['price', 'time_asc', 'time_desc'] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];
/** What a card's price is (spec 9's four price_asc_* modes): with or without taxes and fees, one adult or all. */
export const PRICE_VIEWS = ['taxFee_one', 'taxFee_all', 'noTaxFee_one', 'noTaxFee_all'] as const;
export type PriceView = (typeof PRICE_VIEWS)[number];
const DEFAULT_PRICE_VIEW: PriceView = 'taxFee_one';

/** The chosen outbound fare of a round trip: `out=<offer id>.<fareClassId>`. */
type ChosenFare = { offerId: string; fareClassId: number };

/** Everything the results page keeps in its address besides the search (ap, dt, ps, leg). */
export type ResultsState = {
  search: { ap: string | null; dt: string | null; ps: string | null; leg: string | null };
  airlines: string[];
  times: TimeBucket[];
  sort: ResultSort;
  priceView: PriceView;
  out: ChosenFare | null;
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  !!value && (values as readonly string[]).includes(value);

/** Reads the page address; unknown values fall back to the defaults (a shared link never breaks the page). */
export function readResultsState(params: URLSearchParams): ResultsState {
  const out = /^(\d+-\d{8})\.(\d{1,10})$/.exec(params.get('out') ?? '');
  const sort = params.get('sort');
  const priceView = params.get('pv');
  return {
    search: { ap: params.get('ap'), dt: params.get('dt'), ps: params.get('ps'), leg: params.get('leg') },
    airlines: [...new Set(list(params.get('airlines')).filter((code) => /^[A-Z0-9]{2}$/.test(code)))].slice(0, 10),
    times: TIME_BUCKETS.filter((bucket) => list(params.get('times')).includes(bucket)),
    sort: isOneOf(RESULT_SORTS, sort) ? sort : 'price',
    priceView: isOneOf(PRICE_VIEWS, priceView) ? priceView : DEFAULT_PRICE_VIEW,
    out: out ? { offerId: out[1]!, fareClassId: Number(out[2]) } : null,
  };
}

/** The page address of a state (defaults left out, so the plain search stays short). */
export function resultsQuery(state: ResultsState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state.search)) if (value) query.set(key, value);
  if (state.airlines.length) query.set('airlines', state.airlines.join(','));
  if (state.times.length) query.set('times', state.times.join(','));
  if (state.sort !== 'price') query.set('sort', state.sort);
  if (state.priceView !== DEFAULT_PRICE_VIEW) query.set('pv', state.priceView);
  if (state.out) query.set('out', `${state.out.offerId}.${state.out.fareClassId}`);
  return query;
}

/** The server's sort key: time sorts as they are; price by the price view (one adult with taxes = price_asc). */
export function serverSort(sort: ResultSort, priceView: PriceView): FlightSort {
  if (sort !== 'price') return sort;
  return priceView === DEFAULT_PRICE_VIEW ? DEFAULT_FLIGHT_SORT : `price_asc_${priceView}`;
}

export const isRoundTrip = (state: ResultsState) => state.search.leg === '1';
/** Which list the page shows: the return list once a round trip's outbound fare is chosen. */
export const directionOf = (state: ResultsState): 0 | 1 => (isRoundTrip(state) && state.out ? 1 : 0);

/**
 * The query string of GET /api/flight-service/v1/search (and of the page's server search) for a state. The return
 * list passes the chosen outbound's arrival (`after`, local at the return's origin): a return never leaves before it.
 */
export function searchApiQuery(state: ResultsState, direction: 0 | 1 = directionOf(state), after?: string | null): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state.search)) if (value) query.set(key, value);
  query.set('direction', String(direction));
  if (direction === 1 && after) query.set('after', after);
  query.set('sort', serverSort(state.sort, state.priceView));
  if (state.airlines.length) query.set('airlines', state.airlines.join(','));
  if (state.times.length) query.set('times', state.times.join(','));
  return query;
}

/** The price a card shows for a fare under the price view (the same number the price sorts read). */
export const displayPrice = (fare: FlightFare, view: PriceView): number => sortPrice(fare, `price_asc_${view}`);

/** Toggles one value in a list. */
export const toggled = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
