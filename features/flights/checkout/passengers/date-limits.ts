import { addDays } from '@/lib/dates/product-date';
import { MIN_INFANT_AGE_DAYS } from '../../rules/ages';
import type { PassengerType } from '../../schemas';

/** First and last day a picker offers (ISO), and the month it opens on. */
export type DateLimits = { min: string; max: string; open: string };

/** The same day `years` later (negative: earlier); 29 Feb becomes 28 Feb in a common year. */
function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The birth dates the age rules accept (rules/ages.ts): a child is 2 to 11 on the first flight, an infant at
 * least 14 days old on the first flight and under 2 on the last; never after today. The picker opens inside
 * the band so the right years are a click away; the rules still give the message for a typed date outside it.
 */
export function birthDateLimits(type: Exclude<PassengerType, 'adult'>, dates: { first: string; last: string }, today: string): DateLimits {
  if (type === 'child') {
    const max = addYears(dates.first, -2);
    return { min: addDays(addYears(dates.first, -12), 1), max: max < today ? max : today, open: addYears(dates.first, -5) };
  }
  const latest = addDays(dates.first, -MIN_INFANT_AGE_DAYS);
  const max = latest < today ? latest : today;
  return { min: addDays(addYears(dates.last, -2), 1), max, open: max };
}

/** A passport valid 6 months after the last flight (rules/ages.ts), up to 10 years ahead (the longest a passport runs). */
export function passportExpiryLimits(dates: { first: string; last: string }, today: string): DateLimits {
  const [y, m, d] = dates.last.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + 7, 0)).getUTCDate();
  const min = new Date(Date.UTC(y, m - 1 + 6, Math.min(d, lastDay))).toISOString().slice(0, 10);
  return { min, max: addYears(today, 10), open: min };
}
