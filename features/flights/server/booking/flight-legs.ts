import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { freeCancelBefore } from '@/features/hotels/index';
import { addDays, todayIso } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { airlineLogo } from '../../rules/airline-logo';
import { airlineCodes, airlines, baggageOptions, fareClasses, flightSchedules, worldAirports } from '../../db';
import { FLIGHT_LIMITS, type FareCode, type FlightSegment, type FlightSummaryLeg } from '../../schemas';
import type { Tx } from './flight-seats';
import { operatesOn } from '../search/departures';

type AirportRow = Pick<typeof worldAirports.$inferSelect, 'airportCode' | 'countryCode' | 'cityNameVi' | 'cityNameEn' | 'utcOffsetMinutes'>;

/** A leg as booked: its fare class, schedule, airports (world reference), airline name and baggage options. */
export type LegFacts = {
  leg: 0 | 1;
  departDate: string;
  fareClass: typeof fareClasses.$inferSelect;
  schedule: typeof flightSchedules.$inferSelect;
  origin: AirportRow;
  destination: AirportRow;
  airlineName: string;
  international: boolean;
  baggage: { kg: number; price: number }[];
};

const MINUTE = 60_000;
const VN_OFFSET = 420;
const unknownAirport = (code: string): AirportRow => ({
  airportCode: code,
  countryCode: 'VN',
  cityNameVi: code,
  cityNameEn: code,
  utcOffsetMinutes: VN_OFFSET,
});

/** Reads every leg's facts in four queries; a fare class that does not exist is missing from the answer. */
export async function legFactsOf(
  db: Db | Tx,
  legs: readonly { leg: 0 | 1; fareClassId: number; departDate: string }[],
): Promise<Map<number, LegFacts>> {
  const rows = await db
    .select({ fareClass: fareClasses, schedule: flightSchedules })
    .from(fareClasses)
    .innerJoin(flightSchedules, eq(flightSchedules.id, fareClasses.scheduleId))
    .where(
      inArray(
        fareClasses.id,
        legs.map((l) => l.fareClassId),
      ),
    );
  if (rows.length === 0) return new Map();
  const codes = [...new Set(rows.flatMap((r) => [r.schedule.origin, r.schedule.destination]))];
  const carriers = [...new Set(rows.map((r) => r.schedule.airline))];
  const [airports, named, coded, bags] = await Promise.all([
    db.select().from(worldAirports).where(inArray(worldAirports.airportCode, codes)),
    db.select().from(airlines).where(inArray(airlines.code, carriers)),
    db.select().from(airlineCodes).where(inArray(airlineCodes.code, carriers)),
    db.select().from(baggageOptions).where(inArray(baggageOptions.airline, carriers)).orderBy(asc(baggageOptions.kg)),
  ]);
  const airportOf = (code: string) => airports.find((a) => a.airportCode === code) ?? unknownAirport(code);
  const byId = new Map(rows.map((r) => [r.fareClass.id, r]));
  const facts = new Map<number, LegFacts>();
  for (const leg of legs) {
    const row = byId.get(leg.fareClassId);
    if (!row) continue;
    const origin = airportOf(row.schedule.origin);
    const destination = airportOf(row.schedule.destination);
    const international = row.schedule.international || origin.countryCode !== 'VN' || destination.countryCode !== 'VN';
    const airline = row.schedule.airline;
    facts.set(leg.leg, {
      leg: leg.leg,
      departDate: leg.departDate,
      ...row,
      origin,
      destination,
      airlineName: named.find((a) => a.code === airline)?.name ?? coded.find((a) => a.code === airline)?.name ?? airline,
      international,
      baggage: bags.filter((b) => b.airline === airline && b.international === international).map((b) => ({ kg: b.kg, price: b.priceVnd })),
    });
  }
  return facts;
}

/** The departure instant (UTC ms): the schedule's local minute at the origin on the date. */
export const departureMs = (f: Pick<LegFacts, 'departDate' | 'schedule' | 'origin'>) =>
  Date.parse(`${f.departDate}T00:00:00Z`) + (f.schedule.departMinute - f.origin.utcOffsetMinutes) * MINUTE;
/**
 * Free cancellation (everything back, payment fee included) until 24 hours before the first departure, when every
 * leg's fare refunds without a fee (flex, business); a fare that refunds for a fee, or not at all, has no free window.
 */
export const freeCancelUntilOf = (legs: readonly LegFacts[]): Date | null =>
  legs.length > 0 && legs.every((f) => f.fareClass.refundFeeVnd === 0) ? freeCancelBefore(new Date(departureMs(legs[0]!))) : null;
export const arrivalMs = (f: LegFacts) => departureMs(f) + f.schedule.durationMinutes * MINUTE;
const localTime = (ms: number, offsetMinutes: number) => new Date(ms + offsetMinutes * MINUTE).toISOString().slice(0, 16);

/** Spec 3 listFlight of a leg: one segment from origin to destination in local times (a stop-over is named by `via`). */
function segmentsOf(f: LegFacts): FlightSegment[] {
  return [
    {
      startPoint: f.schedule.origin,
      endPoint: f.schedule.destination,
      startDate: localTime(departureMs(f), f.origin.utcOffsetMinutes),
      endDate: localTime(arrivalMs(f), f.destination.utcOffsetMinutes),
      duration: f.schedule.durationMinutes,
      flightNumber: f.schedule.flightNumber,
    },
  ];
}

export function summaryLegOf(f: LegFacts): FlightSummaryLeg {
  return {
    leg: f.leg,
    airline: f.schedule.airline,
    airlineName: f.airlineName,
    logo: airlineLogo(f.schedule.airline),
    fareClassId: f.fareClass.id,
    fareCode: f.fareClass.code as FareCode,
    cabin: f.fareClass.cabin as 'economy' | 'business',
    bookingClass: f.fareClass.bookingClass,
    refundable: f.fareClass.refundable,
    includedBaggageKg: f.fareClass.includedBaggageKg,
    cabinBaggageKg: f.fareClass.cabinBaggageKg,
    rules: {
      changeFeeVnd: f.fareClass.changeFeeVnd,
      refundFeeVnd: f.fareClass.refundFeeVnd,
      nameChangeFeeVnd: f.fareClass.nameChangeFeeVnd,
      noShowFeeVnd: f.fareClass.noShowFeeVnd,
    },
    listFlight: segmentsOf(f),
  };
}

/**
 * Why a departure cannot be sold now (FLIGHT_CLOSED's message), or null: it must operate that weekday, be in the
 * booking window (today .. today + bookingWindowDays, Vietnam days) and leave more than the sales cutoff from now.
 */
export function closedReason(f: LegFacts, now: Date): string | null {
  const today = todayIso(now);
  if (!operatesOn(f.schedule, f.departDate)) return `Chuyến ${f.schedule.flightNumber} không bay ngày ${f.departDate}`;
  if (f.departDate < today || f.departDate > addDays(today, FLIGHT_LIMITS.bookingWindowDays))
    return `Chuyến ${f.schedule.flightNumber} ngày ${f.departDate} chưa mở bán hoặc đã bay`;
  if (departureMs(f) - now.getTime() <= FLIGHT_LIMITS.salesCutoffMinutes * MINUTE)
    return `Chuyến ${f.schedule.flightNumber} đã ngừng bán vé trước giờ bay`;
  return null;
}

/** A leg's baggage choices as the API lists them. */
export const baggageOptionsOf = (facts: readonly LegFacts[]) => facts.map((f) => ({ leg: f.leg, options: f.baggage }));

/** The route text of orders and mails: "Hà Nội → Đà Nẵng". */
export const routeText = (f: LegFacts, lang: 'vi' | 'en' = 'vi') =>
  lang === 'vi' ? `${f.origin.cityNameVi} → ${f.destination.cityNameVi}` : `${f.origin.cityNameEn} → ${f.destination.cityNameEn}`;
