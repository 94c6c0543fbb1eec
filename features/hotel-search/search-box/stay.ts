// The one reading of a stay in an address or an API query (checkInDate, nights, roomCount, adultCount).
// Zod-free: the search box runs it in the browser. Pages take the corrected stay; the API answers 400
// for every issue, so the API rejects exactly what a page would have corrected.
import { addDays, parseProductDate, todayIso } from '@/lib/dates/product-date';
import { STAY_PARAMS } from '@/lib/paths';
import { hasControlChars } from '@/lib/text/control-chars';
import { BOOKING_WINDOW_DAYS, MAX_ADULTS, MAX_NIGHTS, MAX_ROOMS } from '../constants';

/** The stay's parameters, as lib/paths writes them into an address. */
export const STAY_FIELDS = STAY_PARAMS;
type StayField = (typeof STAY_FIELDS)[number];
export type StayInput = Partial<Record<StayField, string | null | undefined>>;

/** The stay as searched: check-in and check-out as ISO YYYY-MM-DD. */
type ParsedStay = { checkIn: string; checkOut: string; nights: number; roomCount: number; adultCount: number };
type StayIssue = { field: StayField; message: string };
export type StayReading = { stay: ParsedStay; issues: StayIssue[] };

type Reading<T> = { value: T; issue?: string };

/**
 * A count: absent -> the default; not a plain decimal integer (sign, fraction, exponent, spaces,
 * control characters) -> the default, with an issue; a well-formed integer out of range -> the
 * nearest bound, with an issue.
 */
function readCount(raw: string | null | undefined, min: number, max: number, fallback: number, field: string): Reading<number> {
  if (raw === undefined || raw === null || raw === '') return { value: fallback };
  const range = `${field} phải là số nguyên từ ${min} đến ${max}`;
  if (!/^\d+$/.test(raw)) return { value: fallback, issue: range };
  const n = Number(raw);
  if (n < min) return { value: min, issue: range };
  if (n > max) return { value: max, issue: range };
  return { value: n };
}

/** The last check-in date that can be booked today. */
const lastBookableDate = (now: Date = new Date()) => addDays(todayIso(now), BOOKING_WINDOW_DAYS);

/**
 * Check-in in the product format (DD-MM-YYYY): absent -> today in Vietnam; malformed, not a real
 * date, before today or past the bookable window -> today, with an issue.
 */
function readCheckIn(raw: string | null | undefined, now: Date = new Date()): Reading<string> {
  const today = todayIso(now);
  if (raw === undefined || raw === null || raw === '') return { value: today };
  if (hasControlChars(raw) || !/^\d{2}-\d{2}-\d{4}$/.test(raw)) return { value: today, issue: 'checkInDate phải có dạng DD-MM-YYYY' };
  const iso = parseProductDate(raw);
  if (!iso) return { value: today, issue: 'checkInDate không phải một ngày có thật' };
  if (iso < today || iso > lastBookableDate(now)) {
    return { value: today, issue: `checkInDate phải từ hôm nay đến ${BOOKING_WINDOW_DAYS} ngày tới` };
  }
  return { value: iso };
}

/**
 * The stay of an address or a query (spec 2.2, 5, 9): defaults today, 1 night, 1 room, as many adults
 * as rooms; at most MAX_NIGHTS nights, MAX_ROOMS rooms, MAX_ADULTS adults, never fewer adults than rooms.
 */
export function readStay(input: StayInput, now: Date = new Date()): StayReading {
  const issues: StayIssue[] = [];
  const take = <T>(field: StayField, reading: Reading<T>): T => {
    if (reading.issue) issues.push({ field, message: reading.issue });
    return reading.value;
  };
  const checkIn = take('checkInDate', readCheckIn(input.checkInDate, now));
  const nights = take('nights', readCount(input.nights, 1, MAX_NIGHTS, 1, 'nights'));
  const roomCount = take('roomCount', readCount(input.roomCount, 1, MAX_ROOMS, 1, 'roomCount'));
  const adults = readCount(input.adultCount, 1, MAX_ADULTS, roomCount, 'adultCount');
  let adultCount = take('adultCount', adults);
  if (adultCount < roomCount) {
    if (!adults.issue) issues.push({ field: 'adultCount', message: 'adultCount không được ít hơn roomCount' });
    adultCount = roomCount;
  }
  return { stay: { checkIn, checkOut: addDays(checkIn, nights), nights, roomCount, adultCount }, issues };
}
