import type { Random } from '@/lib/random';
import { fareRulesFor } from '../rules/fare-rules';
import type { FareCode } from '../schemas';
import type { FareClassRow } from '../server/search/route-schedules';
import { type Carrier, dailyOf, DOMESTIC_ROUTES, INTERNATIONAL_ROUTES, type RouteSeed } from './network';
import { distanceKm } from './world-airports';

/**
 * Daily schedules of the seed: every route of the network (./network.ts) by each carrier that flies it, as many
 * departures a day as it flies, each with its fare classes. A handful of rows, no per-date data: a departure
 * is (schedule, date) and its seats are made on first booking.
 */

/** A fare class as seeded: the search's row without what the database and its schedule give it. */
type FareClassSeed = Omit<FareClassRow, 'id' | 'fareFactor' | 'international'> & { sortOrder: number };

export type ScheduleSeed = {
  airline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departMinute: number;
  durationMinutes: number;
  aircraft: string;
  daysMask: number;
  fareFactor: number;
  international: boolean;
  fares: FareClassSeed[];
};

type Airline = Carrier;

const TRUNK = new Set(['SGN-HAN', 'SGN-DAD', 'HAN-DAD']);

/** First flight number of each airline, domestic and international. */
const FIRST_NUMBER: Readonly<Record<Airline, readonly [domestic: number, international: number]>> = {
  VN: [201, 601],
  VJ: [121, 801],
  QH: [201, 501],
  BL: [6001, 6501],
};

/** Economy and business seats on sale per departure by aircraft. */
const CABINS: Readonly<Record<string, { economy: number; business: number }>> = {
  A350: { economy: 276, business: 29 },
  B787: { economy: 250, business: 24 },
  A321: { economy: 168, business: 16 },
  'A321-LCC': { economy: 230, business: 0 },
  A320: { economy: 180, business: 0 },
  'A320-QH': { economy: 168, business: 8 },
  E190: { economy: 98, business: 0 },
  ATR72: { economy: 68, business: 0 },
};

const AIRLINE_PRICE: Readonly<Record<Airline, number>> = { VN: 1, QH: 0.92, VJ: 0.72, BL: 0.75 };
const CHILD_PERCENT: Readonly<Record<Airline, number>> = { VN: 75, QH: 75, VJ: 90, BL: 90 };
const INFANT_DOMESTIC: Readonly<Record<Airline, number>> = { VN: 150_000, QH: 120_000, VJ: 100_000, BL: 100_000 };
const FEE_DOMESTIC: Readonly<Record<Airline, number>> = { VN: 50_000, QH: 50_000, VJ: 99_000, BL: 80_000 };

const FIRST_DEPARTURE = 5 * 60;
const LAST_DEPARTURE = 23 * 60 + 30;
const TAXI_MINUTES = 25;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Block minutes for a distance: cruise at about 800 km/h (ATR 480) plus taxi, to 5 minutes. */
function durationFor(km: number, aircraft: string): number {
  const speed = aircraft === 'ATR72' ? 480 : 800;
  return roundTo((km / speed) * 60 + TAXI_MINUTES + 10, 5);
}

/** Off-peak departures are cheaper (percent of the fare class's base fare). */
function fareFactorAt(minute: number): number {
  const hour = minute / 60;
  if (hour < 7 || hour >= 22) return 85;
  if (hour < 9 || (hour >= 17 && hour < 20)) return 110;
  if (hour >= 12 && hour < 17) return 95;
  return 100;
}

function aircraftFor(
  rng: Random,
  airline: Airline,
  route: RouteSeed,
  trunk: boolean,
  daily: number,
  km: number,
  international: boolean,
): string {
  const thin = daily <= 3 && km < 700;
  if (airline === 'VN') {
    if (international) return km > 2500 ? rng.pick(['A350', 'B787']) : 'A321';
    if (trunk) return rng.weightedPick(['A350', 'B787', 'A321'], (a) => (a === 'A321' ? 4 : 3));
    return route.atr ? 'ATR72' : 'A321';
  }
  if (airline === 'QH') return thin ? 'E190' : 'A320-QH';
  return trunk || international || rng.chance(0.4) ? 'A321-LCC' : 'A320';
}

/** A week mask of `days` distinct days (bit 0 Monday ... bit 6 Sunday). */
function weekMask(rng: Random, days: number): number {
  return rng.sample([0, 1, 2, 3, 4, 5, 6], days).reduce((mask, day) => mask | (1 << day), 0);
}

function faresFor(airline: Airline, aircraft: string, km: number, international: boolean, variation: number): FareClassSeed[] {
  const cabin = CABINS[aircraft]!;
  const standard = roundTo((international ? 900_000 + 1000 * km : 400_000 + 950 * km) * AIRLINE_PRICE[airline] * variation, 1000);
  const infant = international ? roundTo(standard * 0.1, 1000) : INFANT_DOMESTIC[airline];
  const fee = FEE_DOMESTIC[airline] * (international ? 3 : 1);
  const common = { childPercent: CHILD_PERCENT[airline], infantFareVnd: infant, feeVnd: fee };
  const rulesOf = (code: FareCode) => {
    const rules = fareRulesFor(airline, code, international);
    return { ...rules, refundable: rules.refundFeeVnd !== null, changeable: rules.changeFeeVnd !== null };
  };
  const economy = (
    code: FareCode,
    bookingClass: string,
    share: number,
    priceFactor: number,
    baggage: number,
    sortOrder: number,
  ): FareClassSeed => ({
    code,
    cabin: 'economy',
    bookingClass,
    seats: Math.max(4, Math.round(cabin.economy * share)),
    baseFareVnd: roundTo(standard * priceFactor, 1000),
    ...common,
    includedBaggageKg: baggage,
    cabinBaggageKg: 7,
    ...rulesOf(code),
    sortOrder,
  });
  const fares = [
    economy('ECO_SAVER', 'E', 0.3, 0.62, 0, 0),
    economy('ECO_STANDARD', 'M', 0.45, 1, 20, 1),
    economy('ECO_FLEX', 'Y', 0.25, 1.4, 23, 2),
  ];
  const business = (airline === 'VN' || airline === 'QH') && cabin.business > 0;
  if (business) {
    fares.push({
      code: 'BUSINESS',
      cabin: 'business',
      bookingClass: 'J',
      seats: cabin.business,
      baseFareVnd: roundTo(standard * 2.6, 1000),
      ...common,
      childPercent: 75,
      includedBaggageKg: 32,
      cabinBaggageKg: 14,
      ...rulesOf('BUSINESS'),
      sortOrder: 3,
    });
  }
  return fares;
}

/** Every schedule of the seed, deterministic for a generator: each route of ./network.ts both ways. */
export function scheduleSeeds(rng: Random): ScheduleSeed[] {
  const next = new Map((Object.keys(FIRST_NUMBER) as Airline[]).map((a) => [a, [...FIRST_NUMBER[a]] as [number, number]]));
  const schedules: ScheduleSeed[] = [];
  const add = (route: RouteSeed, origin: string, destination: string, international: boolean) => {
    const trunk = TRUNK.has(`${route.a}-${route.b}`);
    const km = distanceKm(origin, destination);
    const daily = dailyOf(route);
    for (const [airline, count] of Object.entries(route.daily) as [Airline, number][]) {
      const gap = (LAST_DEPARTURE - FIRST_DEPARTURE) / count;
      for (let i = 0; i < count; i += 1) {
        const departMinute = Math.min(LAST_DEPARTURE, roundTo(FIRST_DEPARTURE + (i + rng.float(0.05, 0.95)) * gap, 5));
        const aircraft = aircraftFor(rng, airline, route, trunk, daily, km, international);
        const notDaily = rng.chance(daily <= 4 ? 0.35 : 0.08);
        const numbers = next.get(airline)!;
        const slot = international ? 1 : 0;
        const flightNumber = `${airline}${numbers[slot]}`;
        numbers[slot] += 1;
        schedules.push({
          airline,
          flightNumber,
          origin,
          destination,
          departMinute,
          durationMinutes: durationFor(km, aircraft),
          aircraft: aircraft.replace(/-.*$/, ''),
          daysMask: notDaily ? weekMask(rng, rng.int(3, 6)) : 127,
          fareFactor: fareFactorAt(departMinute),
          international,
          fares: faresFor(airline, aircraft, km, international, rng.float(0.95, 1.05)),
        });
      }
    }
  };
  for (const route of DOMESTIC_ROUTES) {
    add(route, route.a, route.b, false);
    add(route, route.b, route.a, false);
  }
  for (const route of INTERNATIONAL_ROUTES) {
    add(route, route.a, route.b, true);
    add(route, route.b, route.a, true);
  }
  return schedules;
}
