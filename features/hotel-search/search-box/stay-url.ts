import { toProductDate } from '@/lib/dates/product-date';
import { stayParams } from '../routes';
import type { Stay } from './types';

const STAY_KEYS = ['checkInDate', 'nights', 'roomCount', 'adultCount'] as const;

/**
 * The summary bar's "Update" (spec 2.6): the same listing path and query with new dates and guests.
 * The page number is dropped because the result set changes.
 */
export function updateStayUrl(pathname: string, query: URLSearchParams, stay: Stay): string {
  const params = new URLSearchParams(query);
  for (const key of [...STAY_KEYS, 'page']) params.delete(key);
  const next = stayParams({
    checkInDate: toProductDate(stay.checkIn),
    nights: stay.nights,
    roomCount: stay.roomCount,
    adultCount: stay.adultCount,
  });
  params.forEach((value, name) => next.append(name, value));
  // commas stay readable, as the filter box writes them ("star=4,5")
  return `${pathname}?${next.toString().replace(/%2C/gi, ',')}`;
}
