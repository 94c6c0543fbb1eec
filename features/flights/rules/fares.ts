import { roundThousand } from '@/lib/money/format-money';
import type { FareAmounts, PassengerCounts } from '../schemas';

/** What pricing reads of a fare class and its schedule (features/flights/db.ts). */
export type FareClassPricing = {
  baseFareVnd: number;
  childPercent: number;
  infantFareVnd: number;
  feeVnd: number;
  /** the schedule's percent for its departure time */
  fareFactor: number;
  international: boolean;
};

/** Our service fee per passenger (spec 3 serviceFeeAdt): adults and children; infants pay none. */
export const FLIGHT_SERVICE_FEE_VND = 50_000;
/** Airport charges per passenger type, inside the tax line. */
const AIRPORT_CHARGE_VND = {
  domestic: { adult: 100_000, child: 50_000, infant: 0 },
  international: { adult: 480_000, child: 240_000, infant: 0 },
} as const;
/** VAT on the fare, inside the tax line. */
const FLIGHT_VAT_PERCENT = 10;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Peak seasons (month-day ranges, both ends included): Tết, the 30/4-1/5 holiday, summer, year end. */
const PEAKS: readonly [string, string][] = [
  ['01-15', '02-20'],
  ['04-27', '05-03'],
  ['06-01', '08-15'],
  ['12-20', '12-31'],
];

/**
 * The date's demand percent (docs/decisions/081-flight-fares.md): by days before departure (160 within 2 days,
 * 135 within 6, 120 within 13, 105 within 29, 100 within 59, 92 beyond), +10 on Fridays and Sundays, -5 on
 * Tuesdays and Wednesdays, +20 in a peak season.
 */
export function demandPercent(departDate: string, today: string): number {
  const ahead = dayNumber(departDate) - dayNumber(today);
  let percent = ahead <= 2 ? 160 : ahead <= 6 ? 135 : ahead <= 13 ? 120 : ahead <= 29 ? 105 : ahead <= 59 ? 100 : 92;
  const weekday = new Date(`${departDate}T00:00:00Z`).getUTCDay();
  if (weekday === 5 || weekday === 0) percent += 10;
  if (weekday === 2 || weekday === 3) percent -= 5;
  const monthDay = departDate.slice(5);
  if (PEAKS.some(([from, to]) => monthDay >= from && monthDay <= to)) percent += 20;
  return percent;
}

/**
 * One departure's per-passenger amounts, in integers: fareAdt = base x demand% x fareFactor% to the
 * thousand; fareChd = fareAdt x childPercent% to the thousand; fareInf fixed; tax = VAT 10% of the fare
 * (to the thousand) + the airport charge; fee per adult and child; our service fee per adult and child.
 */
export function fareAmounts(fareClass: FareClassPricing, departDate: string, today: string): FareAmounts {
  const fareAdt = roundThousand((fareClass.baseFareVnd * demandPercent(departDate, today) * fareClass.fareFactor) / 10_000);
  const fareChd = roundThousand((fareAdt * fareClass.childPercent) / 100);
  const fareInf = fareClass.infantFareVnd;
  const airport = AIRPORT_CHARGE_VND[fareClass.international ? 'international' : 'domestic'];
  const vat = (fare: number) => roundThousand((fare * FLIGHT_VAT_PERCENT) / 100);
  return {
    fareAdt,
    fareChd,
    fareInf,
    taxAdt: vat(fareAdt) + airport.adult,
    taxChd: vat(fareChd) + airport.child,
    taxInf: vat(fareInf) + airport.infant,
    feeAdt: fareClass.feeVnd,
    feeChd: fareClass.feeVnd,
    feeInf: 0,
    serviceFeeAdt: FLIGHT_SERVICE_FEE_VND,
    serviceFeeChd: FLIGHT_SERVICE_FEE_VND,
    serviceFeeInf: 0,
  };
}

/** One passenger of each type, everything included. */
export const adultTotal = (a: FareAmounts) => a.fareAdt + a.taxAdt + a.feeAdt + a.serviceFeeAdt;
export const childTotal = (a: FareAmounts) => a.fareChd + a.taxChd + a.feeChd + a.serviceFeeChd;
export const infantTotal = (a: FareAmounts) => a.fareInf + a.taxInf + a.feeInf + a.serviceFeeInf;

/** The whole party's price for these amounts (spec 3 totalPrice of an offer). */
export function partyTotal(a: FareAmounts, { adultCount, childCount, infantCount }: PassengerCounts): number {
  return adultCount * adultTotal(a) + childCount * childTotal(a) + infantCount * infantTotal(a);
}

/** The whole party's base fares only (no tax, fees or service fee). */
export function partyBaseFare(a: FareAmounts, { adultCount, childCount, infantCount }: PassengerCounts): number {
  return adultCount * a.fareAdt + childCount * a.fareChd + infantCount * a.fareInf;
}
