import dayjs from 'dayjs';
import { ISO_DATE_FORMAT } from '@/lib/dates/product-date';
import { MAX_NIGHTS } from '../constants';

const days = (from: string, to: string) => dayjs(to, ISO_DATE_FORMAT).diff(dayjs(from, ISO_DATE_FORMAT), 'day');

/**
 * Date picker rule (spec 5): days before today are disabled; once one end of the range is picked, the
 * same day (a 0-night stay) and days more than MAX_NIGHTS away are disabled too. All dates ISO.
 */
export function isDayDisabled(day: string, today: string, from?: string): boolean {
  if (day < today) return true;
  if (!from) return false;
  const gap = Math.abs(days(from, day));
  return gap === 0 || gap > MAX_NIGHTS;
}

/** A picked range as check-in and nights, at least 1 night and at most MAX_NIGHTS, whatever the order. */
export function rangeToStay(start: string, end: string): { checkIn: string; nights: number } {
  const [checkIn, checkOut] = start <= end ? [start, end] : [end, start];
  return { checkIn, nights: Math.min(Math.max(days(checkIn, checkOut), 1), MAX_NIGHTS) };
}
