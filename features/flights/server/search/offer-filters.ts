import 'server-only';
import { airlineBrand } from '../../rules/airline-logo';
import { adultTotal } from '../../rules/fares';
import { TIME_BUCKETS, type FlightOffer, type FlightSearchResult, type TimeBucket } from '../../schemas';

export type OfferFilters = { airlines: Set<string> | null; times: Set<TimeBucket> | null };

/** The carriers' display order in the airline facet; others follow by code. */
const AIRLINE_ORDER = ['VN', 'VJ', 'QH', 'JQ', 'BL'];

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

/** Each facet counts the offers that pass the OTHER group's filter, so picking an entry gives its count. */
export function facetsOf(offers: readonly FlightOffer[], filters: OfferFilters): FlightSearchResult['facets'] {
  const byAirline = new Map<string, { code: string; name: string; logo: string | null; count: number; minPrice: number | null }>();
  for (const offer of offers) {
    const entry = byAirline.get(offer.airline) ?? { code: offer.airline, name: offer.airlineName, logo: offer.logo, count: 0, minPrice: null };
    byAirline.set(offer.airline, entry);
    if (!timeMatches(filters, offer)) continue;
    entry.count += 1;
    const price = offerAdultPrice(offer);
    entry.minPrice = entry.minPrice === null ? price : Math.min(entry.minPrice, price);
  }
  const rank = (code: string) => (AIRLINE_ORDER.includes(code) ? AIRLINE_ORDER.indexOf(code) : AIRLINE_ORDER.length);
  const airlines = [...byAirline.values()].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
  const timeBuckets = TIME_BUCKETS.map((key) => ({ key, count: offers.filter((o) => o.timeBucket === key && airlineMatches(filters, o)).length }));
  return { airlines, timeBuckets };
}
