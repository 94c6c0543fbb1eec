import 'server-only';
import { airlineBrand } from '../../rules/airline-logo';
import { adultTotal } from '../../rules/fares';
import { TIME_BUCKETS, type FlightOffer, type FlightSearchResult, type TimeBucket } from '../../schemas';

export type OfferFilters = { airlines: Set<string> | null; times: Set<TimeBucket> | null };

/** The brands' display order in the airline facet as spec 3 lists them; others follow by code. */
const AIRLINE_ORDER = ['VN', 'VJ', 'JQ', 'QH'];

export function readFilters(airlines: string | undefined, times: string | undefined): OfferFilters {
  return {
    airlines: airlines ? new Set(airlines.split(',')) : null,
    times: times ? new Set(times.split(',') as TimeBucket[]) : null,
  };
}

/** An airline filter names a carrier or its brand: JQ also selects BL (one brand, spec 9). */
export const airlineMatches = (filters: OfferFilters, offer: FlightOffer): boolean =>
  !filters.airlines || filters.airlines.has(offer.airline) || filters.airlines.has(airlineBrand(offer.airline));

export const timeMatches = (filters: OfferFilters, offer: FlightOffer): boolean => !filters.times || filters.times.has(offer.timeBucket);

/** The cheapest one-adult price with taxes and fees of an offer (its fares are cheapest first). */
export const offerAdultPrice = (offer: FlightOffer): number => Math.min(...offer.fares.map(adultTotal));

/**
 * Each facet counts the offers that pass the OTHER group's filter, so picking an entry gives its count. The
 * airline facet has one entry per brand (spec 3, 9): a BL flight counts under JQ, named as its cards name it
 * (the brand's carriers' names joined when more than one flies), with the brand's logo.
 */
export function facetsOf(offers: readonly FlightOffer[], filters: OfferFilters): FlightSearchResult['facets'] {
  const byBrand = new Map<string, { code: string; names: string[]; logo: string | null; count: number; minPrice: number | null }>();
  for (const offer of offers) {
    const code = airlineBrand(offer.airline);
    const entry = byBrand.get(code) ?? { code, names: [], logo: offer.logo, count: 0, minPrice: null };
    byBrand.set(code, entry);
    if (!entry.names.includes(offer.airlineName)) entry.names.push(offer.airlineName);
    if (!timeMatches(filters, offer)) continue;
    entry.count += 1;
    const price = offerAdultPrice(offer);
    entry.minPrice = entry.minPrice === null ? price : Math.min(entry.minPrice, price);
  }
  const rank = (code: string) => (AIRLINE_ORDER.includes(code) ? AIRLINE_ORDER.indexOf(code) : AIRLINE_ORDER.length);
  const airlines = [...byBrand.values()]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map(({ names, ...entry }) => ({ ...entry, name: names.sort().join(' / ') }));
  const timeBuckets = TIME_BUCKETS.map((key) => ({
    key,
    count: offers.filter((o) => o.timeBucket === key && airlineMatches(filters, o)).length,
  }));
  return { airlines, timeBuckets };
}
