import 'server-only';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { flightQueryOf } from '../../rules/query-params';
import { onSale, operatesOn } from './departures';
import { offerAdultPrice } from './offer-filters';
import { flightReference } from './reference';
import { routeSchedules } from './route-schedules';
import type { RouteDay } from './route-page-types';
import { searchFlights } from './search-flights';

/** How far a route page looks for its day: a route flown only some weekdays still shows its next flying day. */
const DAYS_AHEAD = 7;

/**
 * The day a route page lists: today (Vietnam date) while one of today's departures is still on sale, else the next
 * day the route is flown. Chosen from the timetable, then priced by the search itself (one adult, taxes and fees
 * included), so each row's fare is what the search for that day shows.
 */
export async function routeDayFlights(originCode: string, destinCode: string, now = new Date()): Promise<RouteDay | null> {
  const reference = await flightReference();
  const origin = reference.airports.get(originCode);
  if (!origin) return null;
  const schedules = await routeSchedules(originCode, destinCode);
  const today = todayIso(now);
  let date: string | null = null;
  for (let offset = 0; offset < DAYS_AHEAD && date === null; offset++) {
    const day = addDays(today, offset);
    if (schedules.some((s) => operatesOn(s, day) && onSale(day, s, origin, now))) date = day;
  }
  if (date === null) return null;
  const query = Object.fromEntries(
    flightQueryOf({ originCode, destinCode, departDate: date, returnDate: null, adultCount: 1, childCount: 0, infantCount: 0 }),
  );
  const result = await searchFlights({ ...query, direction: '0', sort: 'time_asc' }, now);
  return {
    date,
    flights: result.flights.map((offer) => ({
      id: offer.id,
      airline: offer.airline,
      logo: offer.logo,
      flightNumber: offer.flightNumber,
      departAt: offer.startDate,
      arriveAt: offer.endDate,
      duration: offer.duration,
      stops: offer.stops,
      price: offerAdultPrice(offer),
    })),
  };
}
