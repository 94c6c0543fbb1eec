import 'server-only';
import { addDays } from '@/lib/dates/product-date';
import { airlineLogo } from '../../rules/airline-logo';
import { fareAmounts, partyTotal } from '../../rules/fares';
import { timeBucketOf } from '../../rules/time-bucket';
import { FLIGHT_LIMITS, type FlightFare, type FlightOffer, type PassengerCounts } from '../../schemas';
import type { AirportRef } from './reference';
import type { FareClassRow, ScheduleRow } from './route-schedules';
import type { SeatsTaken } from './seat-inventory';

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTES_A_DAY = 1440;

/** Whether a schedule flies on a date: days_mask bit 0 is Monday ... bit 6 Sunday. */
export function operatesOn(schedule: Pick<ScheduleRow, 'daysMask'>, date: string): boolean {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (schedule.daysMask & (1 << weekday)) !== 0;
}

/** The instant (ms) a departure leaves: its local minute at the origin, less the origin's UTC offset. */
function departureInstant(date: string, departMinute: number, originOffsetMinutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) + (departMinute - originOffsetMinutes) * 60_000;
}

/** Still on sale: it leaves more than the sales cutoff after now. */
export function onSale(
  date: string,
  schedule: Pick<ScheduleRow, 'departMinute'>,
  origin: Pick<AirportRef, 'utcOffsetMinutes'>,
  now: Date,
): boolean {
  return departureInstant(date, schedule.departMinute, origin.utcOffsetMinutes) - now.getTime() > FLIGHT_LIMITS.salesCutoffMinutes * 60_000;
}

/** A local date and minute (may be past midnight) as YYYY-MM-DDTHH:mm. */
export function localDateTime(date: string, minute: number): string {
  const days = Math.floor(minute / MINUTES_A_DAY);
  const inDay = minute - days * MINUTES_A_DAY;
  return `${days === 0 ? date : addDays(date, days)}T${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** Seats left of a fare class on a date: its inventory row, or all its seats when nobody booked it yet. */
export const seatsLeftOf = (fareClass: Pick<FareClassRow, 'id' | 'seats'>, date: string, taken: SeatsTaken): number =>
  taken.get(date)?.get(fareClass.id) ?? fareClass.seats;

function fareOf(fareClass: FareClassRow, seatsLeft: number, date: string, today: string, party: PassengerCounts): FlightFare {
  const a = fareAmounts(fareClass, date, today);
  // one literal, not a spread of the amounts: a fast-shaped object (a search builds a hundred of them)
  return {
    fareAdt: a.fareAdt,
    fareChd: a.fareChd,
    fareInf: a.fareInf,
    taxAdt: a.taxAdt,
    taxChd: a.taxChd,
    taxInf: a.taxInf,
    feeAdt: a.feeAdt,
    feeChd: a.feeChd,
    feeInf: a.feeInf,
    serviceFeeAdt: a.serviceFeeAdt,
    serviceFeeChd: a.serviceFeeChd,
    serviceFeeInf: a.serviceFeeInf,
    fareClassId: fareClass.id,
    code: fareClass.code,
    cabin: fareClass.cabin,
    bookingClass: fareClass.bookingClass,
    seatsLeft,
    refundable: fareClass.refundable,
    changeable: fareClass.changeable,
    includedBaggageKg: fareClass.includedBaggageKg,
    cabinBaggageKg: fareClass.cabinBaggageKg,
    rules: {
      changeFeeVnd: fareClass.changeFeeVnd,
      refundFeeVnd: fareClass.refundFeeVnd,
      nameChangeFeeVnd: fareClass.nameChangeFeeVnd,
      noShowFeeVnd: fareClass.noShowFeeVnd,
    },
    adt: party.adultCount,
    chd: party.childCount,
    inf: party.infantCount,
    totalPrice: partyTotal(a, party),
  };
}

type OfferContext = {
  date: string;
  today: string;
  party: PassengerCounts;
  leg: 0 | 1;
  origin: AirportRef;
  destination: AirportRef;
  airlineName: string;
  taken: SeatsTaken;
};

/**
 * A departure as offered to the party: the fare classes with enough seats (adults + children), cheapest first;
 * null when none can seat them.
 */
export function offerOf(schedule: ScheduleRow, context: OfferContext): FlightOffer | null {
  const { date, today, party, origin, destination, taken } = context;
  const seats = party.adultCount + party.childCount;
  const fares: FlightFare[] = [];
  for (const fareClass of schedule.fareClasses) {
    const left = seatsLeftOf(fareClass, date, taken);
    if (left >= seats) fares.push(fareOf(fareClass, left, date, today, party));
  }
  fares.sort((a, b) => a.totalPrice - b.totalPrice || a.fareClassId - b.fareClassId);
  if (fares.length === 0) return null;
  const startDate = localDateTime(date, schedule.departMinute);
  const endDate = localDateTime(
    date,
    schedule.departMinute + schedule.durationMinutes - origin.utcOffsetMinutes + destination.utcOffsetMinutes,
  );
  const cheapest = fares[0]!;
  // one literal with every field (no spread: a spread object is several times slower to build and to serialise)
  return {
    fareAdt: cheapest.fareAdt,
    fareChd: cheapest.fareChd,
    fareInf: cheapest.fareInf,
    taxAdt: cheapest.taxAdt,
    taxChd: cheapest.taxChd,
    taxInf: cheapest.taxInf,
    feeAdt: cheapest.feeAdt,
    feeChd: cheapest.feeChd,
    feeInf: cheapest.feeInf,
    serviceFeeAdt: cheapest.serviceFeeAdt,
    serviceFeeChd: cheapest.serviceFeeChd,
    serviceFeeInf: cheapest.serviceFeeInf,
    adt: cheapest.adt,
    chd: cheapest.chd,
    inf: cheapest.inf,
    totalPrice: cheapest.totalPrice,
    id: `${schedule.id}-${date.replaceAll('-', '')}`,
    scheduleId: schedule.id,
    leg: context.leg,
    airline: schedule.airline,
    airlineName: context.airlineName,
    logo: airlineLogo(schedule.airline),
    flightNumber: schedule.flightNumber,
    aircraft: schedule.aircraft,
    startPoint: schedule.origin,
    endPoint: schedule.destination,
    startDate,
    endDate,
    duration: schedule.durationMinutes,
    stops: schedule.stops,
    via: schedule.via,
    timeBucket: timeBucketOf(schedule.departMinute),
    international: schedule.international,
    listFlight: [
      {
        startPoint: schedule.origin,
        endPoint: schedule.destination,
        startDate,
        endDate,
        duration: schedule.durationMinutes,
        flightNumber: schedule.flightNumber,
      },
    ],
    fares,
  };
}
