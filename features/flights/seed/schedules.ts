import type { Random } from '@/lib/random';
import { fareRulesFor } from '../rules/fare-rules';
import type { FareCode } from '../schemas';
import type { FareClassRow } from '../server/search/route-schedules';
import { routePairs } from './airports';
import { distanceKm, FOREIGN_AIRPORTS } from './world-airports';

/**
 * Daily schedules of the seed: every domestic route per airline (VN, VJ, QH, BL) and the international routes
 * from SGN and HAN (VN and VJ), each with its fare classes. A handful of rows, no per-date data: a departure
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

type Airline = 'VN' | 'VJ' | 'QH' | 'BL';

/** Departures a day in each direction, all airlines together; other routes get THIN_DAILY. */
const DOMESTIC_DAILY: Readonly<Record<string, number>> = {
  'SGN-HAN': 30,
  'SGN-DAD': 16,
  'HAN-DAD': 14,
  'SGN-PQC': 12,
  'SGN-CXR': 10,
  'HAN-PQC': 8,
  'HAN-CXR': 8,
  'SGN-HPH': 8,
  'SGN-DLI': 6,
  'SGN-UIH': 5,
  'HAN-DLI': 4,
  'HAN-UIH': 4,
  'SGN-VDH': 3,
};
const THIN_DAILY = 2;
const TRUNK = new Set(['SGN-HAN', 'SGN-DAD', 'HAN-DAD']);
const DOMESTIC_SHARE: Readonly<Record<Airline, number>> = { VN: 0.38, VJ: 0.34, QH: 0.12, BL: 0.16 };

/** International departures a day each way from SGN and HAN. */
const INTERNATIONAL_DAILY: Readonly<Record<string, readonly [sgn: number, han: number]>> = {
  BKK: [4, 3],
  SIN: [4, 2],
  KUL: [2, 1],
  ICN: [3, 3],
  NRT: [2, 2],
  HKG: [2, 2],
  TPE: [2, 2],
  PVG: [1, 1],
  CAN: [1, 2],
  DPS: [1, 1],
  MNL: [1, 1],
  PNH: [3, 2],
};
const INTERNATIONAL_SHARE: Readonly<Record<Airline, number>> = { VN: 0.55, VJ: 0.45, QH: 0, BL: 0 };

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

/** Departures a day per airline by largest remainder, so a route's total is kept. */
function split(total: number, share: Readonly<Record<Airline, number>>): [Airline, number][] {
  const airlines = (Object.keys(share) as Airline[]).filter((a) => share[a] > 0);
  const exact = airlines.map((a) => ({ a, value: total * share[a] }));
  const counts = new Map(exact.map(({ a, value }) => [a, Math.floor(value)]));
  let left = total - [...counts.values()].reduce((s, n) => s + n, 0);
  for (const { a } of [...exact].sort((x, y) => (y.value % 1) - (x.value % 1))) {
    if (left-- <= 0) break;
    counts.set(a, counts.get(a)! + 1);
  }
  return airlines.map((a) => [a, counts.get(a)!] as [Airline, number]).filter(([, n]) => n > 0);
}

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

function aircraftFor(rng: Random, airline: Airline, trunk: boolean, daily: number, km: number, international: boolean): string {
  const thin = daily <= 3 && km < 700;
  if (airline === 'VN') {
    if (international) return km > 2500 ? rng.pick(['A350', 'B787']) : 'A321';
    if (trunk) return rng.weightedPick(['A350', 'B787', 'A321'], (a) => (a === 'A321' ? 4 : 3));
    return thin ? 'ATR72' : 'A321';
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
  const standard = roundTo(((international ? 900_000 + 1000 * km : 400_000 + 950 * km) * AIRLINE_PRICE[airline] * variation), 1000);
  const infant = international ? roundTo(standard * 0.1, 1000) : INFANT_DOMESTIC[airline];
  const fee = FEE_DOMESTIC[airline] * (international ? 3 : 1);
  const common = { childPercent: CHILD_PERCENT[airline], infantFareVnd: infant, feeVnd: fee };
  const rulesOf = (code: FareCode) => {
    const rules = fareRulesFor(airline, code, international);
    return { ...rules, refundable: rules.refundFeeVnd !== null, changeable: rules.changeFeeVnd !== null };
  };
  const economy = (code: FareCode, bookingClass: string, share: number, priceFactor: number, baggage: number, sortOrder: number): FareClassSeed => ({
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

/** Every schedule of the seed, deterministic for a generator. */
export function scheduleSeeds(rng: Random): ScheduleSeed[] {
  const next = new Map((Object.keys(FIRST_NUMBER) as Airline[]).map((a) => [a, [...FIRST_NUMBER[a]] as [number, number]]));
  const schedules: ScheduleSeed[] = [];
  const add = (origin: string, destination: string, daily: number, international: boolean) => {
    const trunk = TRUNK.has(`${origin}-${destination}`) || TRUNK.has(`${destination}-${origin}`);
    const km = distanceKm(origin, destination);
    for (const [airline, count] of split(daily, international ? INTERNATIONAL_SHARE : DOMESTIC_SHARE)) {
      const gap = (LAST_DEPARTURE - FIRST_DEPARTURE) / count;
      for (let i = 0; i < count; i += 1) {
        const departMinute = Math.min(LAST_DEPARTURE, roundTo(FIRST_DEPARTURE + (i + rng.float(0.05, 0.95)) * gap, 5));
        const aircraft = aircraftFor(rng, airline, trunk, daily, km, international);
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
  for (const { origin, destination } of routePairs()) {
    const daily = DOMESTIC_DAILY[`${origin}-${destination}`] ?? DOMESTIC_DAILY[`${destination}-${origin}`] ?? THIN_DAILY;
    add(origin, destination, daily, false);
  }
  for (const foreign of FOREIGN_AIRPORTS) {
    const [sgn, han] = INTERNATIONAL_DAILY[foreign.code] ?? [1, 1];
    add('SGN', foreign.code, sgn, true);
    add(foreign.code, 'SGN', sgn, true);
    add('HAN', foreign.code, han, true);
    add(foreign.code, 'HAN', han, true);
  }
  return schedules;
}
