import { hasControlChars } from '@/lib/text/control-chars';
import { MAX_INT32 } from '../constants';
import { firstValue, readStay } from './stay';
import type { Stay } from './types';

export type SearchAddress = Stay & {
  keyword: string;
  countryCode: string | null;
  regionId: number | null;
  checkOut: string;
};

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What the search box (and the hotel page) reads from the page address on load (spec 2.2): keyword (or
 * the slug parts joined by "/"), countryCode, regionId, and the stay as readStay corrects it (the rule
 * the listing page and the API share): check-in DD-MM-YYYY within the bookable window, otherwise today
 * in Vietnam; nights, rooms and adults default 1, clamped to their range, adults never fewer than rooms.
 * A value with control characters counts as absent.
 */
export function readSearchAddress(query: QueryLike, slugParts: string[] = [], now: Date = new Date()): SearchAddress {
  const get = getter(query);
  const { stay } = readStay(
    { checkInDate: get('checkInDate'), nights: get('nights'), roomCount: get('roomCount'), adultCount: get('adultCount') },
    now,
  );
  const countryCode = get('countryCode')?.trim().toUpperCase() ?? '';
  return {
    keyword: get('keyword')?.trim() || slugParts.filter((part) => part && !hasControlChars(part)).join('/'),
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    regionId: positiveInt(get('regionId')),
    ...stay,
  };
}

function getter(query: QueryLike): (name: string) => string | undefined {
  const read = query instanceof URLSearchParams ? (name: string) => query.get(name) ?? undefined : (name: string) => firstValue(query[name]);
  return (name) => {
    const value = read(name);
    return value === undefined || hasControlChars(value) ? undefined : value;
  };
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_INT32 ? n : null;
}
