import 'server-only';
import { todayIso } from '@/lib/dates/product-date';
import { readFlightQuery } from '../../rules/query-params';
import { sortOffers } from '../../rules/sort';
import type { FlightOffer, FlightSearchQuery, FlightSearchResult } from '../../schemas';
import { offerOf, onSale, operatesOn } from './departures';
import { airlineMatches, facetsOf, offerAdultPrice, readFilters, timeMatches } from './offer-filters';
import { invalidSearch, toFlightApiError } from './query-error';
import { airlineNameOf, flightReference } from './reference';
import { routeSchedules } from './route-schedules';
import { seatsLeftBetween } from './seat-inventory';

/**
 * GET /api/flight-service/v1/search: one list of a search (direction 0 the outbound flights, 1 the return
 * flights of a round trip), priced for the party. The route's schedules come from the process cache; the
 * seats of those departures are read fresh in one query. Departures leaving within the sales cutoff, those with
 * no fare class that seats the party and, with `after`, those leaving at or before it are left out.
 */
export async function searchFlights(query: FlightSearchQuery, now = new Date()): Promise<FlightSearchResult> {
  const today = todayIso(now);
  const reference = await flightReference();
  let params;
  try {
    params = readFlightQuery(query, (code) => reference.airports.get(code)?.countryCode ?? null, today);
  } catch (error) {
    throw toFlightApiError(error);
  }
  const direction = query.direction === '1' ? 1 : 0;
  if (direction === 1 && params.leg !== 1) throw invalidSearch('Chỉ chuyến khứ hồi (leg=1) có danh sách chuyến về');
  const [from, to] = direction === 0 ? [params.originCode, params.destinCode] : [params.destinCode, params.originCode];
  const date = direction === 0 ? params.departDate : params.returnDate!;
  const origin = reference.airports.get(from)!;
  const destination = reference.airports.get(to)!;

  const schedules = (await routeSchedules(from, to)).filter((s) => operatesOn(s, date) && onSale(date, s, origin, now));
  const taken = await seatsLeftBetween(
    schedules.map((s) => s.id),
    date,
    date,
  );
  const offers: FlightOffer[] = [];
  for (const schedule of schedules) {
    const offer = offerOf(schedule, {
      date,
      today,
      party: params,
      leg: direction,
      origin,
      destination,
      airlineName: airlineNameOf(reference, schedule.airline),
      taken,
    });
    if (offer && (!query.after || offer.startDate > query.after)) offers.push(offer);
  }

  const filters = readFilters(query.airlines, query.times);
  const flights = sortOffers(
    offers.filter((o) => airlineMatches(filters, o) && timeMatches(filters, o)),
    query.sort,
  );
  const prices = offers.map(offerAdultPrice);
  return {
    params: {
      isDomestic: params.isDomestic,
      originCode: params.originCode,
      destinCode: params.destinCode,
      departDate: params.departDate,
      returnDate: params.returnDate,
      adultCount: params.adultCount,
      childCount: params.childCount,
      infantCount: params.infantCount,
      leg: params.leg,
      listFlight: params.listFlight,
    },
    direction,
    sort: query.sort,
    flights,
    total: flights.length,
    totalAll: offers.length,
    facets: facetsOf(offers, filters),
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
  };
}
