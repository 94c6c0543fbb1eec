import 'server-only';
import { memoize } from '@/lib/cache/memo';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { airlineLogo } from '../../rules/airline-logo';
import { distanceKm } from '../../seed/world-airports';
import { localDateTime } from './departures';
import { lowFareDays } from './fare-calendar';
import { daysAWeek, popularRoutes } from './popular-routes';
import { airlineNameOf, flightReference, type AirportRef } from './reference';
import { nearbyRoutes } from './route-nearby';
import type { RouteAirline, RouteAirport, RoutePageData } from './route-page-types';
import { routeSchedules } from './route-schedules';

/** Days of lowest fares a route page shows, today included. */
const ROUTE_PAGE_DAYS = 30;

const airportOf = (a: AirportRef): RouteAirport => ({
  code: a.code,
  nameVi: a.nameVi,
  nameEn: a.nameEn,
  cityNameVi: a.cityNameVi,
  cityNameEn: a.cityNameEn,
  countryCode: a.countryCode,
  countryNameVi: a.countryNameVi,
  countryNameEn: a.countryNameEn,
});

const timeOf = (minute: number) => localDateTime('2000-01-01', minute).slice(11);

type Key = { originCode: string; destinCode: string; now: Date };

async function compute({ originCode, destinCode, now }: Key): Promise<RoutePageData | null> {
  const reference = await flightReference();
  const origin = reference.airports.get(originCode);
  const destination = reference.airports.get(destinCode);
  if (!origin || !destination || originCode === destinCode) return null;
  const [schedules, routes] = await Promise.all([routeSchedules(originCode, destinCode), popularRoutes()]);
  if (schedules.length === 0) return null;

  const weekly = new Map<string, number>();
  for (const s of schedules) weekly.set(s.airline, (weekly.get(s.airline) ?? 0) + daysAWeek(s.daysMask));
  const airlines: RouteAirline[] = [...weekly.entries()]
    .map(([code, flightsPerWeek]) => ({
      code,
      name: airlineNameOf(reference, code),
      nameVi: airlineNameOf(reference, code, 'vi'),
      logo: airlineLogo(code),
      flightsPerWeek,
      dailyDepartures: Math.round(flightsPerWeek / 7),
    }))
    .sort((a, b) => b.flightsPerWeek - a.flightsPerWeek || a.code.localeCompare(b.code));
  const today = todayIso(now);
  const days = await lowFareDays(originCode, destinCode, today, addDays(today, ROUTE_PAGE_DAYS - 1), 1, now);
  let cheapest: RoutePageData['cheapest'] = null;
  for (const d of days)
    if (d.minPrice !== null && (cheapest === null || d.minPrice < cheapest.price))
      cheapest = { date: d.date, price: d.minPrice, airline: d.airline! };
  const minutes = schedules.map((s) => s.departMinute);
  return {
    originCode,
    destinCode,
    origin: airportOf(origin),
    destination: airportOf(destination),
    isDomestic: origin.countryCode === 'VN' && destination.countryCode === 'VN',
    distanceKm: distanceKm(originCode, destinCode),
    airlines,
    dailyDepartures: Math.round(airlines.reduce((n, a) => n + a.flightsPerWeek, 0) / 7),
    shortestDuration: Math.min(...schedules.map((s) => s.durationMinutes)),
    firstDeparture: timeOf(Math.min(...minutes)),
    lastDeparture: timeOf(Math.max(...minutes)),
    days,
    cheapest,
    reverse: routes.find((r) => r.originCode === destinCode && r.destinCode === originCode) ?? null,
    nearby: nearbyRoutes(routes, originCode, destinCode, distanceKm),
  };
}

// A route page is read by crawlers and travellers alike; its fares move slowly: kept 5 minutes per route and day.
const cached = memoize(compute, {
  name: 'flight-route-page',
  ttlMs: 5 * 60_000,
  maxEntries: 500,
  keyOf: (k) => `${k.originCode}-${k.destinCode}-${todayIso(k.now)}`,
});

/** The data of an SEO route page ("vé máy bay Hà Nội đi Đà Nẵng"), or null when no flight serves the route. */
export function routePageData(originCode: string, destinCode: string, now = new Date()): Promise<RoutePageData | null> {
  return cached({ originCode, destinCode, now });
}
